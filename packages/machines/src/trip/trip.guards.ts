// Trip guards: who may send an event (the actor's group and role) and one-line adapters over the trip rules of @caravan/domain.
import {
  canApproveTrip,
  canConfirmSelectedOrders,
  canUseHostTripTabs,
  canUserGroupOperateTrips,
  hasLaunchDatePassed,
  hostPublishPatch,
  hostTripCancellationMessageKind,
  hostTripCancellationReason,
  isSecondaryRole,
  needsLaunchAndConfirm,
  type TripStatus,
  technicalItineraryAction,
  tripStatusAfterAgreementAcceptance,
} from '@caravan/domain';
import type { TripActor, TripContext, TripEvent } from './trip.types.js';

type Args = { context: TripContext; event: TripEvent };
const actorOf = (event: TripEvent): TripActor | undefined => ('actor' in event ? event.actor : undefined);

// ── Who sends (machine-specific: the domain has the group rules, the machine decides who sends which event) ──

/** A primary host (DECIDE: a secondary host may view but not move the lifecycle). */
export const isHostActor = (a: TripActor | undefined): boolean =>
  // Stryker disable next-line StringLiteral: the host-tab rule already says no to the scheduler, which is in no user group
  !!a && a.group !== 'system' && canUseHostTripTabs(a.group) && !isSecondaryRole(a.role);
/** An operator: reviews, prices and approves trips and submits the technical itinerary (OPT-001). */
export const isOperatorActor = (a: TripActor | undefined): boolean =>
  // Stryker disable next-line StringLiteral: the operator rule already says no to the scheduler, which is in no user group
  !!a && a.group !== 'system' && canUserGroupOperateTrips(a.group);
/** The platform's admin: approves pricing and the technical itinerary, may close, complete and cancel. */
export const isAdminActor = (a: TripActor | undefined): boolean => a?.group === 'admin';
/** The platform's scheduler. */
export const isSystemActor = (a: TripActor | undefined): boolean => a?.group === 'system';

/** DECIDE: the automatic cancellation reasons (launch overdue, minimum bookings overdue) are the scheduler's only. */
export const isAutomaticCancellationReason = (reason: string): boolean =>
  ['launch-overdue', 'minimum-bookings-overdue'].includes(
    hostTripCancellationMessageKind(hostTripCancellationReason(reason)),
  );

/** A complete or cancelled trip has finished its lifecycle (the machine is done; `can` must still say no). */
export const isFinishedStatus = (status: TripStatus): boolean => status === 'complete' || status === 'cancelled';

/** The status accepting the agreement leaves (WSP-020). */
export const statusAfterAgreement = (status: TripStatus): TripStatus => tripStatusAfterAgreementAcceptance(status);

export type TechnicalItineraryStep = 'notSubmitted' | 'submitted' | 'approved';
/** The technical-itinerary step of the stored approvals: the admin's approval wins, then the operator's submission. */
export const technicalItineraryStepOf = (
  c: Pick<TripContext, 'operatorTechnicalItineraryApproved' | 'adminTechnicalItineraryApproved'>,
): TechnicalItineraryStep =>
  c.adminTechnicalItineraryApproved ? 'approved' : c.operatorTechnicalItineraryApproved ? 'submitted' : 'notSubmitted';

export const tripGuards = {
  /** OPT-020: an operator approves a created trip once the operator terms are ticked. */
  canApprove: ({ context, event }: Args) =>
    // Stryker disable next-line ConditionalExpression: the machine sends this guard only its own event type; the check narrows the event's type
    event.type === 'trip.approve' &&
    isOperatorActor(event.actor) &&
    canApproveTrip({ status: context.status, operatorTerms: event.operatorTerms }),
  /** The platform approves the pricing (DECIDE: admins only). */
  canApprovePricing: ({ event }: Args) => isAdminActor(actorOf(event)),
  /** WSP-020: the host accepts the agreement; the status becomes host-approved unless it is retained. */
  canAcceptAgreement: ({ event }: Args) => isHostActor(actorOf(event)),
  /** WSP-064: the host's publish action sets status live once the publish status is not pending. */
  canPublish: ({ context, event }: Args) =>
    isHostActor(actorOf(event)) && 'status' in hostPublishPatch(context.publishStatus, context.now),
  /** MKT-013: the scheduler launches the page once the scheduled launch date and time has passed. */
  canLaunch: ({ context, event }: Args) =>
    isSystemActor(actorOf(event)) && hasLaunchDatePassed(context.launchDate, context.now),
  /** The scheduler marks the trip ready to confirm once it has its minimum bookings. */
  canMarkReadyToConfirm: ({ event }: Args) => isSystemActor(actorOf(event)),
  /** HBK-026..HBK-030: the host confirms enough selected spots; before the launch date only through 'Launch and Confirm'. */
  canConfirm: ({ context, event }: Args) => {
    // Stryker disable next-line ConditionalExpression,BooleanLiteral: the machine sends this guard only trip.confirm; the check narrows the event's type
    if (event.type !== 'trip.confirm') return false;
    const e = event;
    return (
      isHostActor(e.actor) &&
      canConfirmSelectedOrders({
        tripStatus: context.status,
        selectedSpots: e.selectedSpots,
        minimumTripThreshold: e.minimumTripThreshold,
      }) &&
      (!needsLaunchAndConfirm({ status: context.status, launchDate: context.launchDate }, context.now) ||
        e.launchNow === true)
    );
  },
  /** HBK-030: confirming before the launch date launches the trip now. */
  needsLaunchAndConfirm: ({ context }: Args) =>
    needsLaunchAndConfirm({ status: context.status, launchDate: context.launchDate }, context.now),
  /** Closing and completing are the scheduler's or an admin's. */
  canCloseOrComplete: ({ event }: Args) => isSystemActor(actorOf(event)) || isAdminActor(actorOf(event)),
  /** TRP-007: cancelling an unfinished trip with a reason; automatic reasons only from the scheduler, the others also from an admin. */
  canCancel: ({ context, event }: Args) =>
    // Stryker disable next-line ConditionalExpression: the machine sends this guard only its own event type; the check narrows the event's type
    event.type === 'trip.cancel' &&
    !isFinishedStatus(context.status) &&
    (isSystemActor(event.actor) || (isAdminActor(event.actor) && !isAutomaticCancellationReason(event.reason))),
  /** OPT-044, OPT-045: the operator submits the technical itinerary of a confirmed or closed trip, once. */
  canSubmitTechnicalItinerary: ({ context, event }: Args) =>
    isOperatorActor(actorOf(event)) &&
    technicalItineraryAction({
      status: context.status,
      operatorTechnicalItineraryApproved: context.operatorTechnicalItineraryApproved,
    })?.kind === 'submit',
  /** An admin approves the technical itinerary the operator submitted. */
  canApproveTechnicalItinerary: ({ context, event }: Args) =>
    isAdminActor(actorOf(event)) &&
    context.operatorTechnicalItineraryApproved &&
    !context.adminTechnicalItineraryApproved,
  /** Routes a stored status (and, once confirmed, the technical-itinerary step) to its state. */
  storedStatusIs: ({ context }: Args, params: { status: TripStatus; technicalItinerary?: TechnicalItineraryStep }) =>
    context.status === params.status &&
    (params.technicalItinerary === undefined || technicalItineraryStepOf(context) === params.technicalItinerary),
};
