// What the ride details dialog needs from a ride snapshot.
import {
  RIDE_MESSAGES,
  canSeeRidePrice,
  isRideCancellationFree,
  type RideCancellationStatus,
  rideActionErrorView,
  rideActionSuccessMessage,
  rideStatusOfJourney,
  shouldRefreshRidesAfterCancellation,
} from '@caravan/domain';
import type { SnapshotFrom } from 'xstate';
import type { rideMachine } from './ride.machine.js';

type RideSnapshot = SnapshotFrom<typeof rideMachine>;

/** The dialog tab the machine is on (RID-007). */
export const selectRideDialogTab = (s: RideSnapshot): 'ride-details' | 'edit-information' | 'cancel' | 'rebook' =>
  s.matches('cancel')
    ? 'cancel'
    : s.matches('rebook')
      ? 'rebook'
      : s.matches('editing') || s.matches('updating')
        ? 'edit-information'
        : 'ride-details';
/** The cancellation request status (RID-011), null before any request. */
export const selectCancellationStatus = (s: RideSnapshot): RideCancellationStatus | null =>
  s.context.cancellationStatus;
/** Whether the transfer list must be (or was) refreshed: only after a successful cancellation (RID-012). */
export const selectRefreshesTransfers = (s: RideSnapshot) =>
  s.context.cancellationStatus !== null && shouldRefreshRidesAfterCancellation(s.context.cancellationStatus);
export const selectCanEditRide = (s: RideSnapshot) => s.can({ type: 'ride.edit' });
export const selectCanCancelRide = (s: RideSnapshot) => s.can({ type: 'ride.cancel' });
export const selectIsSavingRide = (s: RideSnapshot) => s.matches('updating') || s.matches({ cancel: 'loading' });
export const selectRideStatus = (s: RideSnapshot) => rideStatusOfJourney(s.context.ride.journey.status);
/** Whether cancelling now is free (RID-013). */
export const selectIsCancellationFree = (s: RideSnapshot) =>
  isRideCancellationFree(s.context.ride.journey.pickup, s.context.now);
export const selectShowsRidePrice = (s: RideSnapshot) => canSeeRidePrice(s.context.userRole);
/** The inline error of a failed cancel or update (RID-015..018), null when none. */
export const selectRideErrorView = (s: RideSnapshot) =>
  s.context.error ? rideActionErrorView(s.context.error.action, s.context.error.message) : null;
/** The toast of the last successful action (RID-019, RID-020), null when none. */
export const selectRideSuccessToast = (s: RideSnapshot) =>
  s.context.lastSuccess === 'rebook'
    ? RIDE_MESSAGES.rebookSuccess
    : s.context.lastSuccess
      ? rideActionSuccessMessage(s.context.lastSuccess)
      : null;
/** Whether the cancelled ride may be rebooked now (GTR-028, RID-014). */
export const selectCanRebookRide = (s: RideSnapshot) => s.can({ type: 'ride.rebook' });
export const selectIsRebookLoading = (s: RideSnapshot) => s.matches({ rebook: 'loading' });
/** Why the last rebooking failed, in the server's words (the rule's copy for a late one); null when none. */
export const selectRebookError = (s: RideSnapshot) => s.context.rebookError;
/** The ride as the machine holds it now (updated after an edit, a cancel or a rebook). */
export const selectCurrentRide = (s: RideSnapshot) => s.context.ride;
