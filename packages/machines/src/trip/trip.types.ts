// Trip lifecycle: context, input, the actor who sends an event, events (a discriminated union) and emitted events.
import type {
  HostTripCancellationReason,
  PublishStatus,
  TripInternalEvent,
  TripRecord,
  TripSchedulerEvent,
  TripStatus,
  TripUserEvent,
  UserGroup,
  UserRole,
} from '@caravan/domain';

export type { TripRecord };

/**
 * Who sends a lifecycle event. `system` is the platform's own scheduler (minimum bookings reached, closing,
 * completing, automatic cancellations); every other sender is a signed-in user of a group, with its role.
 */
export interface TripActor {
  group: UserGroup | 'system';
  role?: UserRole | null | undefined;
}

export interface TripContext {
  tripId: string;
  /** The trip status of the current state (each state's entry sets it); read it with `tripStatusOf(snapshot)`. */
  status: TripStatus;
  /** The clock as of the last event: rules take `now`, the machine never reads the clock itself. */
  now: Date;
  launchDate: Date | null;
  publishStatus: PublishStatus;
  publishRequest: Date | null;
  operatorTechnicalItineraryApproved: boolean;
  adminTechnicalItineraryApproved: boolean;
  /** The shown cancellation reason, once cancelled (TRP-007). */
  cancellationReason: HostTripCancellationReason | null;
}

export type TripInput = TripRecord & Pick<TripContext, 'tripId' | 'now'>;

/** The trip's events (domain trip.events.ts), each a user's or the scheduler's with its sender attached. */
export type TripEvent = ((TripUserEvent | TripSchedulerEvent) & { actor: TripActor }) | TripInternalEvent;

/** Events the machine emits for the screen: where to go next. */
export type TripEmitted = { type: 'trip.navigate'; to: string };
