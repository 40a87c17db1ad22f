// Swap an alternative into the itinerary (ALT-005, OAP-018): it takes the default's place on the days, the old default
// becomes an alternative of the range, as the domain's swapAlternativeWithDefault says; one transaction. Item
// selections keep their ids: both accommodations are still options of the range.
import { swapAlternativeWithDefault } from '@caravan/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { accommodationAlternatives, dayServices } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';
import { itineraryForAlternatives } from './alternatives-access.js';
import { type LoadedAlternatives, loadAlternatives } from './load-alternatives.js';

export async function swapAlternative(
  db: Db,
  user: PolicyUser,
  itineraryId: string,
  alternativeId: string,
): Promise<LoadedAlternatives> {
  return db.transaction(async (tx) => {
    const itinerary = await itineraryForAlternatives(tx, user, itineraryId, true);
    const loaded = await loadAlternatives(tx, itinerary);
    const range = loaded.ranges.find((r) => r.alternatives.some((a) => a.row.id === alternativeId));
    const alternative = range?.alternatives.find((a) => a.row.id === alternativeId);
    const swapped = range && alternative && swapAlternativeWithDefault(range.range, alternative.service.id);
    if (!range || !alternative || !swapped) throw notFound('No such alternative.');
    const oldDefault = range.range.defaultAccommodationId;
    const newDefault = swapped.defaultAccommodationId;
    // The days now hold the alternative.
    await tx
      .update(dayServices)
      .set({ serviceId: newDefault })
      .where(and(eq(dayServices.itineraryId, itinerary.id), eq(dayServices.serviceId, oldDefault)));
    // The range's other alternatives now stand in for the new default...
    await tx
      .update(accommodationAlternatives)
      .set({ defaultServiceId: newDefault })
      .where(
        and(
          eq(accommodationAlternatives.itineraryId, itinerary.id),
          eq(accommodationAlternatives.defaultServiceId, oldDefault),
          ne(accommodationAlternatives.id, alternativeId),
        ),
      );
    // ...and the swapped row becomes the old default's alternative.
    await tx
      .update(accommodationAlternatives)
      .set({ serviceId: oldDefault, defaultServiceId: newDefault })
      .where(eq(accommodationAlternatives.id, alternativeId));
    return loadAlternatives(tx, itinerary);
  });
}
