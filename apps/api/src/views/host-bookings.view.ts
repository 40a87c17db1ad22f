// The host's Bookings tab of a trip (HBK-002 to HBK-032): its counts and toggle, and the orders of the travelers and
// waitlist tables with their labels, each table read a page at a time (issue 18).
import {
  bookingMoney,
  HOST_ORDER_STATUSES,
  HOST_PAYMENT_LABELS,
  TRIP_STATUSES,
  autoConfirmToggleState,
  bookingAudienceLabel,
  hostOrderPaymentLabel,
  hostTravelerCountSummary,
  isHostOrderSelectable,
  pageSchema,
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
  })
  .strict()
  .openapi('HostBookings');
export type HostBookingsView = z.infer<typeof hostBookingsView>;

/** A page of one table's orders: travelers (pending and confirmed, HBK-018) or waitlist (rejected last, HBK-019). */
export const hostBookingOrdersPageView = pageSchema(hostBookingOrderView).openapi('HostBookingOrders');

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
  /** The trip's IANA zone (decision 038). */
  timeZone: string;
  status: TripStatus;
  launchDate: Date | null;
  maximumSpots: number;
  minimumSpots: number | null;
  bookingAutoConfirmation: boolean;
}

/** One order as the tables show it, its labels and selectability by the domain's rules. */
export function toHostBookingOrderView(r: HostOrderRow, tripStatus: TripStatus): HostBookingOrderView {
  // One rule for the figures every audience reads (MKT-040): the total (add-ons included), paid, and the balance
  // (below zero: credit, HBK-020).
  const money = bookingMoney({ paid: r.paidAmount, balance: r.dueAmount });
  const order = {
    status: r.status,
    pendingCancellation: r.isPendingCancellation,
    cancelledByHost: r.cancelledByHost,
    totalAmount: money.total,
    paidAmount: money.paid,
    dueAmount: money.balance,
  };
  return {
    bookingId: r.bookingId,
    orderId: r.orderId,
    traveler: { firstName: r.firstName ?? '', lastName: r.lastName ?? '', email: r.email },
    status: r.status,
    // The one status every audience reads (issue 25): a cancelled booking never reads 'Pending Cancel' to the host.
    displayLabel: bookingAudienceLabel(
      { status: r.status, isPendingCancellation: r.isPendingCancellation, cancelledByHost: r.cancelledByHost },
      'host',
    ),
    paymentLabel: hostOrderPaymentLabel(order),
    selectable: isHostOrderSelectable(order, tripStatus),
    totalSpotsBooked: r.totalSpotsBooked,
    pendingCancellation: r.isPendingCancellation,
    cancelledByHost: r.cancelledByHost,
    currency: r.currency,
    totalAmount: order.totalAmount,
    paidAmount: order.paidAmount,
    dueAmount: order.dueAmount,
  };
}

/** What the count cards and the toggle weigh, summed over the trip's orders in SQL. */
export interface HostOrderTally {
  /** Spots of pending orders neither rejected nor pending cancellation. */
  pendingSpots: number;
  /** Spots of confirmed orders. */
  confirmedSpots: number;
  /** Spots of waitlisted and awaiting orders not rejected. */
  onHoldSpots: number;
  /** Pending orders not rejected: what auto-confirm would confirm. */
  pendingOrders: number;
}

/** The tab's header from the trip and the tally of its orders (cancelled orders are not counted). */
export function toHostBookingsView(trip: HostBookingsTripRow, tally: HostOrderTally): HostBookingsView {
  return {
    tripId: trip.id,
    tripName: trip.name,
    tripStatus: trip.status,
    launchDate: trip.launchDate?.toISOString() ?? null,
    maximumSpots: trip.maximumSpots,
    minimumTripThreshold: trip.minimumSpots ?? 0,
    confirmedSpots: tally.confirmedSpots,
    counts: hostTravelerCountSummary({
      pendingTravelers: tally.pendingSpots,
      onHoldTravelers: tally.onHoldSpots,
      confirmedTravelers: tally.confirmedSpots,
    }),
    autoConfirm: {
      ...autoConfirmToggleState({
        pendingOrders: tally.pendingOrders,
        bookingAutoConfirmation: trip.bookingAutoConfirmation,
      }),
      stored: trip.bookingAutoConfirmation,
    },
  };
}
