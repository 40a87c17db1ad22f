// The trips on each inventory item for the Requested Trips dialog (INV-012): the trips the caller may read (the
// policy's trip scope: an operator all of their itinerary's, a host their own), pending or confirmed by the domain.
import { type TripStatus, inventoryTripState } from '@caravan/domain';
import { and, asc, inArray } from 'drizzle-orm';
import { type PolicyUser, scope } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { trips } from '../../db/schema/index.js';
import type { RequestedTrip } from '../../views/itinerary-inventory.view.js';

export type { RequestedTrip };

/** The readable, not cancelled trips of each of `itemIds`, by item id, in creation order. */
export async function requestedTripsOf(
  db: Db,
  user: PolicyUser,
  itemIds: readonly string[],
): Promise<Map<string, RequestedTrip[]>> {
  const byItem = new Map<string, RequestedTrip[]>();
  const s = scope(user, 'read', { kind: 'trip', area: 'me' });
  if (itemIds.length === 0 || s.kind === 'none') return byItem;
  const rows = await db
    .select({ id: trips.id, name: trips.name, status: trips.status, item: trips.inventoryItemId })
    .from(trips)
    .where(and(inArray(trips.inventoryItemId, [...itemIds]), s.kind === 'where' ? s.where : undefined))
    .orderBy(asc(trips.createdAt), asc(trips.id));
  for (const row of rows) {
    const state = inventoryTripState(row.status as TripStatus);
    if (!state || !row.item) continue;
    byItem.set(row.item, [...(byItem.get(row.item) ?? []), { id: row.id, name: row.name, state }]);
  }
  return byItem;
}
