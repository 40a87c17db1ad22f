// Ride management (view, edit information, cancel): context, input and events (a discriminated union).
import type { CalendarDate, Ride, RideCancellationStatus, RideEditForm, UserRole } from '@caravan/domain';

export type RideAction = 'cancel' | 'update';

export interface RideContext {
  ride: Ride;
  userRole: UserRole | null;
  /** The clock as of the last event, for the free-cancellation window (RID-013). */
  now: Date;
  /** The state of the cancellation request (RID-011); null before any. */
  cancellationStatus: RideCancellationStatus | null;
  /** The last failed action and the server's message (RID-015..018). */
  error: { action: RideAction; message: string | null } | null;
  /** The last action that succeeded, for its toast (RID-019, RID-020; a rebooking too). */
  lastSuccess: RideAction | 'rebook' | null;
  /** The trip's start date: a cancelled ride may be rebooked up to 24 hours before it (GTR-028, RID-014); null if unknown. */
  tripStartDate: CalendarDate | null;
  /** Why the last rebooking failed, as the server said it; null when none. */
  rebookError: string | null;
  /** The transfer list as refreshed after a successful cancellation (RID-012); null until refreshed. */
  transfers: Ride[] | null;
  /** The edited traveler information being sent (RID-010). */
  draft: RideEditForm | null;
}

export type RideInput = Pick<RideContext, 'ride' | 'userRole' | 'now'> & { tripStartDate?: CalendarDate | null };

/** What the injected `updateRide` actor receives. */
export interface UpdateRideInput {
  rideId: string;
  traveler: RideEditForm;
}
/** What the injected `rebookRide` actor receives: the card pays what the cancellation refunded. */
export interface RebookRideInput {
  rideId: string;
  cardToken: string | null;
}
/** What the injected `cancelRide` actor receives. */
export interface CancelRideInput {
  rideId: string;
}

export type RideEvent =
  | { type: 'ride.edit' }
  | { type: 'ride.save'; traveler: RideEditForm }
  | { type: 'ride.cancel' }
  | { type: 'ride.confirmCancel' }
  | { type: 'ride.back' }
  | { type: 'ride.rebook' }
  | { type: 'ride.confirmRebook'; cardToken: string | null }
  | { type: 'clock.tick'; now: Date };
