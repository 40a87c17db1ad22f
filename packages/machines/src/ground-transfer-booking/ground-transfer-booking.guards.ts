// Ground-transfer booking guards: one-line adapters over the transfer-flow rules of @caravan/domain.
import {
  areGroundTransferTravelDetailsComplete,
  canChooseGroundTransferQuote,
  GROUND_TRANSFER_STAGES,
  type GroundTransferFlowState,
  type GroundTransferTabContext,
  type GroundTransferTabStatus,
  isGroundTransferStageInUse,
  isGroundTransferTabEnabled,
  isSameGroundTransferQuote,
} from '@caravan/domain';
import type {
  GroundTransferBookingContext,
  GroundTransferBookingEvent,
  GroundTransferBookingUser,
} from './ground-transfer-booking.types.js';

type Args = { context: GroundTransferBookingContext; event: GroundTransferBookingEvent };

/** What tab enablement looks at, read from the flow (GTF-018..022). */
export const tabContextOf = (
  flow: GroundTransferFlowState,
  user: GroundTransferBookingUser,
): GroundTransferTabContext => ({
  tabs: {
    travelDetail: flow.metadata.tabs.travelDetail.status,
    vehicle: flow.metadata.tabs.vehicle.status,
    contact: flow.metadata.tabs.contact.status,
  },
  hasTravelerRole: user.hasTravelerRole,
  status: flow.metadata.status,
});

/**
 * The travel-detail tab: complete when at least one leg is in use and every leg in use has full travel details.
 * DECIDE: machine-specific, because the spec gives the vehicle and contact tab rules but none for travel detail.
 */
export function travelDetailTabStatus(flow: GroundTransferFlowState): GroundTransferTabStatus {
  const inUse = GROUND_TRANSFER_STAGES.map((s) => flow[s]).filter(isGroundTransferStageInUse);
  return inUse.length > 0 && inUse.every(areGroundTransferTravelDetailsComplete) ? 'complete' : 'incomplete';
}

export const groundTransferBookingGuards = {
  /** GTF-090: a quote may be chosen only for a leg with full details, among its current (populated) quotes. */
  canChooseQuote: ({ context, event }: Args) =>
    // Stryker disable next-line ConditionalExpression: the machine sends this guard only quote.select; the check narrows the event's type
    event.type === 'quote.select' &&
    canChooseGroundTransferQuote(context.flow[event.stage]) &&
    context.flow[event.stage].quotesMetadata.status === 'populated' &&
    context.flow[event.stage].quotes.some((q) => isSameGroundTransferQuote(q, event.quote)),
  /** Quotes are only for a leg with full travel details (GTF-089): the quotes machine fetches no others. */
  canSyncQuotes: ({ context, event }: Args) =>
    // Stryker disable next-line ConditionalExpression: the machine sends this guard only quotes.sync; the check narrows the event's type
    event.type === 'quotes.sync' && areGroundTransferTravelDetailsComplete(context.flow[event.stage]),
  /** Saving needs a complete contact tab and nothing booked yet (a booked flow is updated instead). */
  canSave: ({ context }: Args) =>
    context.flow.metadata.tabs.contact.status === 'complete' &&
    context.flow.success.bookedGroundTransferIds.length === 0,
  /** Update and cancel act on transfers already booked (GTF-030). */
  hasBookedTransfers: ({ context }: Args) => context.flow.success.bookedGroundTransferIds.length > 0,
  /** GTF-068: insurance is repriced once the selected quote changed it to stale. */
  isInsuranceStale: ({ context }: Args) => context.flow.payment.insurance.status === 'stale',
  /**
   * GTF-042, GTF-068: opening the payment tab reprices insurance a changed vehicle left stale. A host books on no
   * booking (GTF-014): there is no insurance to reprice.
   */
  opensPaymentWithStaleInsurance: ({ context, event }: Args) =>
    // Stryker disable next-line ConditionalExpression: the machine sends this guard only tab.go; the check narrows the event's type
    event.type === 'tab.go' &&
    event.tab === 'payment' &&
    !context.user.isHostType &&
    context.flow.payment.insurance.status === 'stale' &&
    isGroundTransferTabEnabled('payment', tabContextOf(context.flow, context.user)),
  /** GTF-021: the payments app runs on the payment tab, so its reports count only while that tab is enabled. */
  isPaymentTabEnabled: ({ context }: Args) =>
    isGroundTransferTabEnabled('payment', tabContextOf(context.flow, context.user)),
  isPaymentError: ({ context, event }: Args) =>
    // Stryker disable next-line ConditionalExpression: the machine sends this guard only payment.status; the check narrows the event's type
    event.type === 'payment.status' &&
    event.status === 'payment_error' &&
    isGroundTransferTabEnabled('payment', tabContextOf(context.flow, context.user)),
  isPaymentInProgress: ({ context, event }: Args) =>
    // Stryker disable next-line ConditionalExpression: the machine sends this guard only payment.status; the check narrows the event's type
    event.type === 'payment.status' &&
    event.status === 'in-progress' &&
    isGroundTransferTabEnabled('payment', tabContextOf(context.flow, context.user)),
};
