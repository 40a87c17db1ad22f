// What the trip request screens need from a trip request snapshot.
import { isInstantApprovalTripRequest, type TripRequestStatus } from '@caravan/domain';
import type { SnapshotFrom } from 'xstate';
import type { tripRequestMachine } from './trip-request.machine.js';

export type TripRequestSnapshot = SnapshotFrom<typeof tripRequestMachine>;

/** The stored status of a snapshot. */
export const tripRequestStatusOf = (s: TripRequestSnapshot): TripRequestStatus => s.context.status;
/** CAT-037: whether the request is an instant-approval request (else a plain request). */
export const selectIsInstantApproval = (s: TripRequestSnapshot): boolean =>
  isInstantApprovalTripRequest({
    instantlyApproved: s.context.instantlyApproved,
    trovaAutoPriced: s.context.trovaAutoPriced,
    status: s.context.status,
  });
/** The create-trip flow is running. */
export const selectIsCreatingTrip = (s: TripRequestSnapshot): boolean => s.matches('creatingTrip');
/** The trip created from the request, once created. */
export const selectCreatedTripId = (s: TripRequestSnapshot): string | null => s.context.tripId;
export const selectTripRequestError = (s: TripRequestSnapshot): string | null => s.context.error;
