// Saves the trip details of the configuration (WSP-070..073): validated by the domain's details schema, written with
// a conditional UPDATE that refuses a locked trip (WSP-068), and the publish status back to pending (WSP-065).
import {
  hostTripDetailsSchema,
  hostTripEditableStatuses,
  hostTripLockedMessage,
  tripStatusSchema,
} from '@caravan/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { trips } from '../../db/schema/index.js';
import { conflict } from '../../errors/app-error.js';
import { findHostTrip, parseOr400 } from './host-trip-access.js';
import { returnToPending } from './publish-edit.js';

export interface TripConfigurationPatch {
  name?: string | undefined;
  tripSummary?: string | undefined;
  categories?: string[] | undefined;
}

/** The refusal of an edit on a closed, complete or cancelled trip, in the alert's words (WSP-069). */
export const tripLocked = (status: string) =>
  conflict('TRIP_CLOSED', hostTripLockedMessage(tripStatusSchema.parse(status)) ?? 'This trip cannot be edited.');

export async function saveTripConfiguration(
  db: Db,
  user: PolicyUser,
  id: string,
  patch: TripConfigurationPatch,
  now: Date,
): Promise<void> {
  const trip = await findHostTrip(db, user, id, 'update');
  if (hostTripLockedMessage(tripStatusSchema.parse(trip.status)) !== null) throw tripLocked(trip.status);
  // The whole form is validated, the stored values standing in for fields the patch leaves out (WSP-071, WSP-072).
  const details = parseOr400(hostTripDetailsSchema({ tripHasCategories: trip.categories.length > 0 }), {
    name: patch.name ?? trip.name,
    tripSummary: patch.tripSummary ?? trip.tripSummary,
    categories: patch.categories ?? trip.categories,
    photos: trip.photos,
  });
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(trips)
      .set({ name: details.name, tripSummary: details.tripSummary, categories: details.categories, updatedAt: now })
      .where(and(eq(trips.id, id), inArray(trips.status, hostTripEditableStatuses())))
      .returning({ status: trips.status });
    // The trip closed between the read and this write.
    if (!updated[0]) throw conflict('TRIP_CLOSED', 'This trip can no longer be edited.');
    await returnToPending(tx, user, id, 'trip-details', now);
  });
}
