// Manage Booking guards: one-line adapters over the booking, add-on, insurance and trip-summary rules of @caravan/domain,
// plus the derived trip summary the guards and selectors share.
import {
  addOnKindOf,
  addOnLineAmount,
  bookingHasInsurance,
  canEditManagedBooking,
  computeTripSummary,
  confirmationModeForBalance,
  isAddOnChangePending,
  isBookingEditable,
  isClearAllShown,
  isPrivateRoomSwitchShown,
  isPrivateRoomUpgradeAvailable,
  isRoomSelectionChanged,
  mayLastRoomBePrivate,
  shouldRecalculateInsurance,
  type InsurancePricedBooking,
  type TravelersRoom,
  type TripSummary,
  type TripSummaryLine,
  tripSummaryPendingChangeCount,
  isPrivateRoom,
} from '@caravan/domain';
import type {
  ManageBookingContext,
  ManageBookingEvent,
  ManagedAddOn,
  ManageBookingPayment,
} from './manage-booking.types.js';

type Args = { context: ManageBookingContext; event: ManageBookingEvent };

const singles = (rooms: readonly TravelersRoom[]) => rooms.filter(isPrivateRoom).length;

/** The number of travelers on the booking: the customer plus the additional participants. */
export const travelersCount = (context: ManageBookingContext) => 1 + context.booking.additionalParticipants.length;

/** The room-selection line of the trip summary: the private rooms added or removed, priced by the single supplement. */
export function roomSelectionLines(context: ManageBookingContext): TripSummaryLine[] {
  if (!isRoomSelectionChanged(context.booking.travelersRooms, context.rooms)) return [];
  const delta = singles(context.rooms) - singles(context.booking.travelersRooms);
  return [{ id: 'room-selection', label: 'Room selection', amount: delta * context.booking.singleSupplementPrice }];
}

/** The trip summary of the pending changes (MBK-023), with the insurance adjustment of the last reprice. */
export function tripSummaryOf(context: ManageBookingContext): TripSummary {
  return computeTripSummary({
    items: context.addOns.map((a) => ({ id: a.addOnId, label: a.label, status: a.status, amount: addOnLineAmount(a) })),
    roomSelection: roomSelectionLines(context),
    insuranceAdjustment: context.insurance.adjustment,
    paidAmount: context.booking.paidAmount,
    dueAmount: context.booking.dueAmount,
  });
}

/** The number of pending changes: pending add-ons plus the room-selection change. */
export const pendingChangeCount = (context: ManageBookingContext) =>
  tripSummaryPendingChangeCount({ items: context.addOns, roomSelection: roomSelectionLines(context) });

/** The booking as the insurance price sees it (the reprice payload). */
export const insurancePricedBooking = (context: ManageBookingContext): InsurancePricedBooking => ({
  travelAmount: context.booking.travelAmount,
  additionalParticipants: context.booking.additionalParticipants,
  addOns: context.addOns,
  status: context.booking.bookingStatus,
});

/**
 * Machine-specific (the domain has no parser for it yet): the cross-window message of the embedded payments app.
 * DECIDE: the app posts `{ source: 'payments-app', status: 'setup-intent-succeeded' }` when a payment method is saved and
 * `{ source: 'payments-app', status: 'payment-succeeded', paymentAmount, paymentOptionType }` when a payment succeeds,
 * because a tagged source keeps unrelated window messages out.
 */
export function paymentsAppMessage(
  data: unknown,
): { kind: 'setup-intent-succeeded' } | ({ kind: 'payment-succeeded' } & ManageBookingPayment) | undefined {
  // Whatever a window posts: a primitive has none of these fields, so only null and undefined need a stand-in.
  const m = (data ?? {}) as {
    source?: unknown;
    status?: unknown;
    paymentAmount?: unknown;
    paymentOptionType?: unknown;
  };
  if (m.source !== 'payments-app') return undefined;
  if (m.status === 'setup-intent-succeeded') return { kind: 'setup-intent-succeeded' };
  if (
    m.status === 'payment-succeeded' &&
    // Stryker disable next-line ConditionalExpression: Number.isInteger refuses every non-number too; the check narrows the type
    typeof m.paymentAmount === 'number' &&
    Number.isInteger(m.paymentAmount) &&
    (m.paymentOptionType === 'minimum' || m.paymentOptionType === 'full' || m.paymentOptionType === 'custom')
  )
    return { kind: 'payment-succeeded', paymentAmount: m.paymentAmount, paymentOptionType: m.paymentOptionType };
  return undefined;
}

const addOnOf = (context: ManageBookingContext, event: ManageBookingEvent): ManagedAddOn | undefined =>
  // Stryker disable next-line ConditionalExpression: the machine asks these guards only on addOn.toggle and addOn.undo; the check narrows the event's type
  event.type === 'addOn.toggle' || event.type === 'addOn.undo'
    ? context.addOns.find((a) => a.addOnId === event.addOnId)
    : undefined;

export const manageBookingGuards = {
  /** MBK-040..042: the editor is enabled by traveler type, trip and booking status (single travelers: private-room right). */
  canEdit: ({ context }: Args) =>
    canEditManagedBooking({
      travelersCount: travelersCount(context),
      mayUpdatePrivateRoom: context.booking.editability.mayUpdatePrivateRoom,
      hasSingleSupplement: singles(context.booking.travelersRooms) > 0,
      bookingEditable: isBookingEditable(context.booking.editability, context.booking.today),
    }),
  /** MBK-026, MBK-027: a known add-on shown in an add-on group (single supplements go through room selection). */
  isToggleable: ({ context, event }: Args) => {
    const addOn = addOnOf(context, event);
    return addOn !== undefined && addOnKindOf(addOn) !== undefined;
  },
  /** MBK-029: only a pending change can be undone. */
  isChangePending: ({ context, event }: Args) => {
    const addOn = addOnOf(context, event);
    return addOn !== undefined && isAddOnChangePending(addOn.status);
  },
  /** MBK-030: 'Clear all' is offered with more than one pending change. */
  isClearAllShown: ({ context }: Args) => isClearAllShown(pendingChangeCount(context)),
  hasPendingChanges: ({ context }: Args) => pendingChangeCount(context) > 0,
  /** MBK-034: Update is enabled only when the room form changed. */
  isRoomDraftChanged: ({ context }: Args) => isRoomSelectionChanged(context.rooms, context.roomsDraft),
  /** MBK-038: private rooms in the room form beyond those already held need the upgrade to be available. */
  isRoomDraftAvailable: ({ context }: Args) =>
    singles(context.roomsDraft) <= singles(context.booking.travelersRooms) ||
    isPrivateRoomUpgradeAvailable({
      singleSupplementAvailable: context.serviceInventory.singleSupplement.available,
      requiredCount: singles(context.roomsDraft),
      heldSingleSupplements: singles(context.booking.travelersRooms),
    }),
  /** A room-selection change is pending (it can be undone from the summary). */
  isRoomSelectionChanged: ({ context }: Args) => isRoomSelectionChanged(context.booking.travelersRooms, context.rooms),
  /** MBK-035..038: the switch shows with more than one traveler; turning it on needs an odd party and an available upgrade. */
  canTogglePrivateRoom: ({ context, event }: Args) => {
    // Stryker disable next-line ConditionalExpression: the machine asks this guard only on privateRoom.toggle; the check narrows the event's type
    if (event.type !== 'privateRoom.toggle' || !isPrivateRoomSwitchShown(travelersCount(context))) return false;
    const hasPrivate = singles(context.rooms) > 0;
    if (!event.on) return hasPrivate;
    return (
      !hasPrivate &&
      mayLastRoomBePrivate(travelersCount(context)) &&
      isPrivateRoomUpgradeAvailable({
        singleSupplementAvailable: context.serviceInventory.singleSupplement.available,
        requiredCount: 1,
        heldSingleSupplements: singles(context.booking.travelersRooms),
      })
    );
  },
  /** MBK-053, MBK-054: a balance due after the changes goes to payment; zero or negative finishes without payment. */
  isBalanceDue: ({ context }: Args) =>
    confirmationModeForBalance(tripSummaryOf(context).bookingPaymentData.dueAmount) === 'payment',
  /** PAY-011: the payments app reported a saved payment method. */
  isSetupIntentSucceeded: ({ event }: Args) =>
    // Stryker disable next-line ConditionalExpression: the machine asks this guard only on payments.message; the check narrows the event's type
    event.type === 'payments.message' && paymentsAppMessage(event.data)?.kind === 'setup-intent-succeeded',
  /** PAY-012: the payments app reported a successful payment. */
  isPaymentSucceeded: ({ event }: Args) =>
    // Stryker disable next-line ConditionalExpression: the machine asks this guard only on payments.message; the check narrows the event's type
    event.type === 'payments.message' && paymentsAppMessage(event.data)?.kind === 'payment-succeeded',
  /** INS-015: insurance is repriced when the booking has insurance and something its price depends on changed. */
  needsInsuranceReprice: ({ context }: Args) =>
    bookingHasInsurance({ addOns: context.addOns }) &&
    shouldRecalculateInsurance(context.insurance.pricedFor, insurancePricedBooking(context)),
};
