// What the operator itinerary screens need from an itinerary snapshot.
import { type ItineraryStatus, operatorItineraryStatusLabel } from '@caravan/domain';
import type { SnapshotFrom } from 'xstate';
import type { itineraryMachine } from './itinerary.machine.js';
import type { ItineraryActor } from './itinerary.types.js';

export type ItinerarySnapshot = SnapshotFrom<typeof itineraryMachine>;

/** The stored status, or null for a new, unsaved itinerary. */
export const itineraryStatusOf = (s: ItinerarySnapshot): ItineraryStatus | null => s.context.status;
/** OPI-007: the operator list label (Not Submitted, Pending Approval, Live), or null while new. */
export const selectItineraryStatusLabel = (s: ItinerarySnapshot): string | null =>
  s.context.status === null ? null : operatorItineraryStatusLabel(s.context.status);
export const selectIsSaving = (s: ItinerarySnapshot): boolean => s.matches('creating');
export const selectItineraryError = (s: ItinerarySnapshot): string | null => s.context.error;
/** The itinerary's id: the stored one, or the one the first save created. */
export const selectItineraryId = (s: ItinerarySnapshot): string | null => s.context.itineraryId;
/** OPI-008: whether this actor may submit the itinerary for review (approve its pricing) now. */
export const selectCanApprovePricing =
  (actor: ItineraryActor) =>
  (s: ItinerarySnapshot): boolean =>
    s.can({ type: 'itinerary.approvePricing', actor });
