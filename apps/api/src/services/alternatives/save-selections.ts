// An inventory item's accommodation selections (ALT-002, ALT-007, ALT-019): checked against the itinerary's day ranges
// by the domain's validateAccommodationSelections (400 with the field, nothing written), then replaced in one
// transaction. Another itinerary's item answers 404.
import { validateAccommodationSelections } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { accommodationSelections, inventoryItems } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../errors/app-error.js';
import { itineraryForAlternatives } from './alternatives-access.js';
import { loadAlternatives } from './load-alternatives.js';

export async function saveAccommodationSelections(
  db: Db,
  user: PolicyUser,
  itineraryId: string,
  inventoryItemId: string,
  selections: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const itinerary = await itineraryForAlternatives(tx, user, itineraryId, true);
    const [item] = await tx
      .select({ id: inventoryItems.id })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.id, inventoryItemId), eq(inventoryItems.itineraryId, itinerary.id)));
    if (!item) throw notFound('Inventory item not found');
    const loaded = await loadAlternatives(tx, itinerary);
    const errors = validateAccommodationSelections(
      loaded.ranges.map((r) => r.range),
      selections,
    );
    if (Object.keys(errors).length > 0) throw badRequest('Check the highlighted fields.', errors);
    await tx.delete(accommodationSelections).where(eq(accommodationSelections.inventoryItemId, item.id));
    if (selections.length > 0)
      await tx
        .insert(accommodationSelections)
        .values(selections.map((serviceId, dayRangeIndex) => ({ inventoryItemId: item.id, dayRangeIndex, serviceId })));
  });
}
