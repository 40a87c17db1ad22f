// The host's Bookings tab of a trip (HBK-002 to HBK-032): counts, the travelers and waitlist tables with labels.
import {
  HOST_ORDER_STATUSES,
  HOST_PAYMENT_LABELS,
  TRIP_STATUSES,
  autoConfirmToggleState,
  hostOrderDisplayLabel,
  hostOrderPaymentLabel,
  hostPendingTableOrders,
  hostTravelerCountSummary,
  hostWaitlistTableOrders,
  isHostOrderSelectable,
  type HostOrderStatus,
  type TripStatus,
} from '@caravan/domain';
import { z } from '@hono/zod-openapi';

export const hostBookingOrderView = z
  .object({
    bookingId: z.uuid(),
    orderId: z.string(),
    traveler: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).strict(),
    status: z.enum(HOST_ORDER_STATUSES),
    /** 'Pending Cancel', 'Rejected' or the status label (HBK-015 to HBK-017). */
    displayLabel: z.string(),
    /** Paid, Partial or Unpaid; null on the waitlist (HBK-020 to HBK-023). */
    paymentLabel: z.enum(HOST_PAYMENT_LABELS).nullable(),
    /** Whether the host may tick it in the travelers table (HBK-024, HBK-025). */
    selectable: z.boolean(),
    totalSpotsBooked: z.number().int(),
    pendingCancellation: z.boolean(),
    cancelledByHost: z.boolean(),
    currency: z.string(),
    totalAmount: z.number().int(),
    paidAmount: z.number().int(),
    dueAmount: z.number().int(),
  })
  .strict()
  .openapi('HostBookingOrder');
export type HostBookingOrderView = z.infer<typeof hostBookingOrderView>;

export const hostBookingsView = z
  .object({
    tripId: z.uuid(),
    tripName: z.string(),
    tripStatus: z.enum(TRIP_STATUSES),
    launchDate: z.iso.datetime().nullable(),
    maximumSpots: z.number().int(),
    minimumTripThreshold: z.number().int(),
    /** Spots of confirmed orders; the trip's maximum caps them (HBK-001). */
    confirmedSpots: z.number().int(),
    counts: z
      .array(z.object({ key: z.enum(['pending', 'onHold', 'confirmed']), label: z.string(), count: z.number().int() }))
      .openapi({ description: 'The Pending, Waitlisted and Confirmed cards (HBK-003, HBK-004)' }),
    autoConfirm: z.object({ on: z.boolean(), disabled: z.boolean(), stored: z.boolean() }).strict(),
    /** Pending and confirmed orders (HBK-018). */
    travelers: z.array(hostBookingOrderView),
    /** Waitlisted and awaiting orders, rejected last (HBK-019). */
    waitlist: z.array(hostBookingOrderView),
  })
  .strict()
  .openapi('HostBookings');
export type HostBookingsView = z.infer<typeof hostBookingsView>;

/** One order as stored, with its customer. */
export interface HostOrderRow {
  bookingId: string;
  orderId: string;
  status: HostOrderStatus;
  firstName: string | null;
  lastName: string | null;
  email: string;
  totalSpotsBooked: number;
  isPendingCancellation: boolean;
  cancelledByHost: boolean;
  currency: string;
  travelAmount: number;
  paidAmount: number;
  dueAmount: number;
}

export interface HostBookingsTripRow {
  id: string;
  name: string;
  status: TripStatus;
  launchDate: Date | null;
  maximumSpots: number;
  minimumSpots: number | null;
  bookingAutoConfirmation: boolean;
}

function orderView(r: HostOrderRow, tripStatus: TripStatus): HostBookingOrderView {
  const order = {
    status: r.status,
    pendingCancellation: r.isPendingCancellation,
    cancelledByHost: r.cancelledByHost,
    // The order's total is what was paid plus what is still due (add-ons included).
    totalAmount: r.paidAmount + Math.max(r.dueAmount, 0),
    paidAmount: r.paidAmount,
    dueAmount: r.dueAmount,
  };
  return {
    bookingId: r.bookingId,
    orderId: r.orderId,
    traveler: { firstName: r.firstName ?? '', lastName: r.lastName ?? '', email: r.email },
    status: r.status,
    displayLabel: hostOrderDisplayLabel(order),
    paymentLabel: hostOrderPaymentLabel(order),
    selectable: isHostOrderSelectable(order, tripStatus),
    totalSpotsBooked: r.totalSpotsBooked,
    pendingCancellation: r.isPendingCancellation,
    cancelledByHost: r.cancelledByHost,
    currency: r.currency,
    totalAmount: order.totalAmount,
    paidAmount: r.paidAmount,
    dueAmount: r.dueAmount,
  };
}

const spotsOf = (orders: readonly HostOrderRow[], keep: (o: HostOrderRow) => boolean) =>
  orders.filter(keep).reduce((n, o) => n + o.totalSpotsBooked, 0);

/** The tab's view from the trip and its orders (cancelled orders are not listed). */
export function toHostBookingsView(trip: HostBookingsTripRow, orders: readonly HostOrderRow[]): HostBookingsView {
  const rejected = (o: HostOrderRow) => o.cancelledByHost;
  const pending = spotsOf(orders, (o) => o.status === 'pending' && !rejected(o) && !o.isPendingCancellation);
  const confirmed = spotsOf(orders, (o) => o.status === 'confirmed');
  const onHold = spotsOf(orders, (o) => (o.status === 'waitlist' || o.status === 'awaiting') && !rejected(o));
  const views = orders.map((o) => orderView(o, trip.status));
  const pendingOrders = orders.filter((o) => o.status === 'pending' && !rejected(o)).length;
  return {
    tripId: trip.id,
    tripName: trip.name,
    tripStatus: trip.status,
    launchDate: trip.launchDate?.toISOString() ?? null,
    maximumSpots: trip.maximumSpots,
    minimumTripThreshold: trip.minimumSpots ?? 0,
    confirmedSpots: confirmed,
    counts: hostTravelerCountSummary({
      pendingTravelers: pending,
      onHoldTravelers: onHold,
      confirmedTravelers: confirmed,
    }),
    autoConfirm: {
      ...autoConfirmToggleState({ pendingOrders, bookingAutoConfirmation: trip.bookingAutoConfirmation }),
      stored: trip.bookingAutoConfirmation,
    },
    travelers: hostPendingTableOrders(views),
    waitlist: hostWaitlistTableOrders(views),
  };
}
