// Host bookings order rules: display label, table lists, payment label, selection and confirm/reject enablement.
import type { TripStatus } from '../shared/statuses.js';
import {
  CONFIRM_ANY_SPOT_TRIP_STATUSES,
  CONFIRM_THRESHOLD_TRIP_STATUSES,
  HOST_ORDER_PENDING_CANCEL_LABEL,
  HOST_ORDER_REJECTABLE_STATUSES,
  HOST_ORDER_REJECTED_LABEL,
  HOST_ORDER_STATUS_LABELS,
  type HostOrderStatus,
  type HostPaymentLabel,
} from './host-bookings.constants.js';
import type { HostBookingTraveler } from './host-bookings.schema.js';

type OrderFlags = Pick<HostBookingTraveler, 'status' | 'pendingCancellation' | 'cancelledByHost'>;
type OrderAmounts = Pick<HostBookingTraveler, 'totalAmount' | 'paidAmount' | 'dueAmount'>;

/** Whether an order was rejected: cancelled by the host while on the waitlist or awaiting (HBK-016). */
const isHostOrderRejected = (order: Omit<OrderFlags, 'pendingCancellation'>): boolean =>
  order.cancelledByHost && HOST_ORDER_REJECTABLE_STATUSES.includes(order.status);

/** The label an order is displayed with: 'Pending Cancel', then 'Rejected', else its status label (HBK-015 to HBK-017). */
export function hostOrderDisplayLabel(order: OrderFlags): string {
  if (order.pendingCancellation) return HOST_ORDER_PENDING_CANCEL_LABEL;
  if (isHostOrderRejected(order)) return HOST_ORDER_REJECTED_LABEL;
  return HOST_ORDER_STATUS_LABELS[order.status];
}

/** Paid: a total over zero fully paid, or a negative due amount (HBK-020). */
const isHostOrderPaid = (o: OrderAmounts): boolean =>
  (o.totalAmount > 0 && o.paidAmount >= o.totalAmount) || o.dueAmount < 0;

/** A traveler's payment label: Paid, Partial when something is paid, else Unpaid; none for waitlist orders (HBK-020 to HBK-023). */
export function hostOrderPaymentLabel(order: OrderAmounts & { status: HostOrderStatus }): HostPaymentLabel | null {
  if (order.status === 'waitlist') return null;
  if (isHostOrderPaid(order)) return 'Paid';
  if (order.paidAmount > 0) return 'Partial';
  return 'Unpaid';
}

/** Whether an order can be ticked in the pending table: pending, not pending cancellation, not rejected, trip not complete (HBK-024, HBK-025). */
export function isHostOrderSelectable(order: OrderFlags, tripStatus: TripStatus): boolean {
  if (tripStatus === 'complete') return false;
  return order.status === 'pending' && !order.pendingCancellation && !isHostOrderRejected(order);
}

/** The spots booked by the selected orders. */
export function selectedHostOrderSpots(
  orders: readonly Pick<HostBookingTraveler, 'orderId' | 'totalSpotsBooked'>[],
  selectedOrderIds: ReadonlySet<string> | readonly string[],
): number {
  const ids = new Set(selectedOrderIds);
  return orders.filter((o) => ids.has(o.orderId)).reduce((n, o) => n + o.totalSpotsBooked, 0);
}

/**
 * Whether Confirm Selected is enabled (HBK-026 to HBK-028): a confirmed or early-confirmed trip needs one selected
 * spot; a host-approved or ready-to-confirm trip needs the selected spots to reach minimumTripThreshold; else never.
 */
export function canConfirmSelectedOrders(input: {
  tripStatus: TripStatus;
  selectedSpots: number;
  minimumTripThreshold: number;
}): boolean {
  if (CONFIRM_ANY_SPOT_TRIP_STATUSES.includes(input.tripStatus)) return input.selectedSpots >= 1;
  if (CONFIRM_THRESHOLD_TRIP_STATUSES.includes(input.tripStatus))
    return input.selectedSpots >= 1 && input.selectedSpots >= input.minimumTripThreshold;
  return false;
}

/** Whether Reject Selected is enabled: any spot selected (HBK-029). */
export const canRejectSelectedOrders = (selectedSpots: number): boolean => selectedSpots > 0;

/** Whether confirming goes through the 'Launch and Confirm' dialog: ready_to_confirm before its launch date (HBK-030). */
export function needsLaunchAndConfirm(trip: { status: TripStatus; launchDate: Date | null }, now: Date): boolean {
  return trip.status === 'ready-to-confirm' && (trip.launchDate === null || trip.launchDate.getTime() > now.getTime());
}

/** The auto-confirm toggle: disabled and off without pending orders, otherwise on when bookingAutoConfirmation (HBK-031, HBK-032). */
export function autoConfirmToggleState(input: { pendingOrders: number; bookingAutoConfirmation: boolean }): {
  disabled: boolean;
  on: boolean;
} {
  if (input.pendingOrders === 0) return { disabled: true, on: false };
  return { disabled: false, on: input.bookingAutoConfirmation };
}
