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
/** The create-trip flow failed (the screen offers a retry). */
export const selectTripCreateFailed = (s: TripRequestSnapshot): boolean => s.matches('failed');
/** The trip just created from the request: set only once the request reached trip-created (the screen navigates to it). */
export const selectNewTripId = (s: TripRequestSnapshot): string | null =>
  s.matches('tripCreated') ? s.context.tripId : null;
/** CAT-001: whether 'Create trip' is offered to the operator: allowed by the machine, or a retry after a failure. */
export const selectCanCreateTrip = (s: TripRequestSnapshot): boolean =>
  s.matches('failed') || s.can({ type: 'tripRequest.createTrip', actor: { group: 'operator', role: null } });
