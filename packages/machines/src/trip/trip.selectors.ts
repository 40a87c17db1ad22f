// What the API and the trip screens need from a trip snapshot: the stored status, the patch to persist, what is allowed.
import { HOST_TRIP_CANCELLATION_MESSAGES, hostTripCancellationMessageKind, type TripStatus } from '@caravan/domain';
import type { SnapshotFrom } from 'xstate';
import type { tripMachine } from './trip.machine.js';
import type { TripActor } from './trip.types.js';

export type TripSnapshot = SnapshotFrom<typeof tripMachine>;

/** The stored status of a snapshot (each state's entry sets it). */
export const tripStatusOf = (s: TripSnapshot): TripStatus => s.context.status;

/** The trip fields to persist after a transition. */
export const tripPatchOf = (s: TripSnapshot) => ({
  status: s.context.status,
  launchDate: s.context.launchDate,
  publishRequest: s.context.publishRequest,
  operatorTechnicalItineraryApproved: s.context.operatorTechnicalItineraryApproved,
  adminTechnicalItineraryApproved: s.context.adminTechnicalItineraryApproved,
  internalCancellationReason: s.context.cancellationReason,
});

/** The technical-itinerary step, or null before confirmation. */
export const selectTechnicalItineraryState = (s: TripSnapshot): 'not-submitted' | 'submitted' | 'approved' | null =>
  s.matches({ postConfirmation: { technicalItinerary: 'approved' } })
    ? 'approved'
    : s.matches({ postConfirmation: { technicalItinerary: 'submitted' } })
      ? 'submitted'
      : s.matches({ postConfirmation: { technicalItinerary: 'notSubmitted' } })
        ? 'not-submitted'
        : null;

/** HBK-030: whether confirming now needs the 'Launch and Confirm' dialog. */
export const selectNeedsLaunchAndConfirm = (
  s: TripSnapshot,
  actor: TripActor,
  selectedSpots: number,
  minimumTripThreshold: number,
) =>
  s.matches('readyToConfirm') &&
  !s.can({ type: 'trip.confirm', actor, selectedSpots, minimumTripThreshold }) &&
  s.can({ type: 'trip.confirm', actor, selectedSpots, minimumTripThreshold, launchNow: true });

/** The cancellation message shown to the host (TRP-008..TRP-011), or null when not cancelled. */
export const selectCancellationMessage = (s: TripSnapshot): string | null =>
  s.context.cancellationReason === null
    ? null
    : HOST_TRIP_CANCELLATION_MESSAGES[hostTripCancellationMessageKind(s.context.cancellationReason)];
