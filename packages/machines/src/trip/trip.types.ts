// Trip lifecycle: context, input, the actor who sends an event, events (a discriminated union) and emitted events.
import type { HostTripCancellationReason, PublishStatus, TripStatus, UserGroup, UserRole } from '@caravan/domain';

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

/** The stored trip fields the lifecycle reads. */
export interface TripRecord {
  status: TripStatus;
  launchDate?: Date | null | undefined;
  publishStatus?: PublishStatus | undefined;
  publishRequest?: Date | null | undefined;
  operatorTechnicalItineraryApproved?: boolean | undefined;
  adminTechnicalItineraryApproved?: boolean | undefined;
  internalCancellationReason?: string | null | undefined;
}

export type TripInput = TripRecord & Pick<TripContext, 'tripId' | 'now'>;

export type TripEvent =
  /** The operator approves the trip after the confirmation dialog, with the operator terms ticked (OPT-020). */
  | { type: 'trip.approve'; actor: TripActor; operatorTerms: boolean }
  /** The platform approves the operator's pricing. */
  | { type: 'trip.approvePricing'; actor: TripActor }
  /** The host accepts the services agreement (WSP-018, WSP-020, WSP-021). */
  | { type: 'trip.acceptAgreement'; actor: TripActor }
  /** The host's publish action once the page is no longer pending review (WSP-064). */
  | { type: 'trip.publish'; actor: TripActor }
  /** MKT-013: the scheduler launches the trip page once its scheduled launch date and time has come. */
  | { type: 'trip.launch'; actor: TripActor }
  /** The trip reached its minimum bookings and may be confirmed. */
  | { type: 'trip.markReadyToConfirm'; actor: TripActor }
  /**
   * The host confirms the selected bookings (HBK-026, HBK-027). `launchNow` is true once the host accepted the
   * 'Launch and Confirm' dialog, needed while the launch date is not reached (HBK-030).
   */
  | {
      type: 'trip.confirm';
      actor: TripActor;
      selectedSpots: number;
      minimumTripThreshold: number;
      launchNow?: boolean | undefined;
    }
  | { type: 'trip.close'; actor: TripActor }
  | { type: 'trip.complete'; actor: TripActor }
  /** Cancelling with a reason (stored as internalCancellationReason, shown per TRP-007). */
  | { type: 'trip.cancel'; actor: TripActor; reason: string }
  /** The operator submits the technical itinerary (OPT-045). */
  | { type: 'trip.submitTechnicalItinerary'; actor: TripActor }
  /** An admin approves the submitted technical itinerary. */
  | { type: 'trip.approveTechnicalItinerary'; actor: TripActor }
  /**
   * The stored trip was read again (the portal re-fetches after a save): the machine re-routes from it.
   * Internal: the API never accepts it from a request.
   */
  | { type: 'trip.synced'; trip: TripRecord }
  /** The publish status changed elsewhere (the publish machine). */
  | { type: 'trip.publishStatusChanged'; publishStatus: PublishStatus }
  | { type: 'clock.tick'; now: Date };

/** Events the machine emits for the screen: where to go next. */
export type TripEmitted = { type: 'trip.navigate'; to: string };
