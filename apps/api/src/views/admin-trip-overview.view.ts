// What an admin sees on the admin trip page (MKT-022, MKT-024): the trip and the lifecycle actions with the machine's
// answer for each; its lifecycle timeline, bookings and payments, each a page at a time (issue 18).
import { BOOKING_STATUSES, pageSchema } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import { timelineEntryView } from './timeline.view.js';
import { tripView } from './trip.view.js';

export const lifecycleActionView = z
  .object({ type: z.string(), allowed: z.boolean(), reason: z.string().nullable() })
  .strict()
  .openapi('LifecycleAction');

export const adminTripBookingView = z
  .object({
    id: z.uuid(),
    orderId: z.string(),
    status: z.enum(BOOKING_STATUSES),
    /** The status as the admin reads it, the same one the host and traveler read (bookingAudienceLabel). */
    statusLabel: z.string(),
    customerEmail: z.string(),
    customerName: z.string(),
    spots: z.number().int(),
    currency: z.string(),
    travelAmount: z.number().int().describe('Minor units of `currency`'),
    totalAmount: z.number().int().describe('What the booking costs, add-ons included (bookingMoney); minor units'),
    paidAmount: z.number().int().describe('Net of refunds; minor units of `currency`'),
    dueAmount: z.number().int().describe('Still to pay, never below zero (bookingMoney); minor units of `currency`'),
    refundedAmount: z.number().int().describe('Refunded so far (the refund rows); minor units of `currency`'),
    creditAmount: z.number().int().describe('Paid beyond the total: the traveler’s credit; minor units of `currency`'),
  })
  .strict()
  .openapi('AdminTripBooking');
export type AdminTripBooking = z.infer<typeof adminTripBookingView>;

export const adminTripPaymentView = z
  .object({
    id: z.uuid(),
    orderId: z.string(),
    type: z.string(),
    status: z.string(),
    amount: z.number().int().describe('Minor units of `currency`; negative for a refund'),
    currency: z.string(),
    automatic: z.boolean(),
    paidAt: z.iso.datetime(),
  })
  .strict()
  .openapi('AdminTripPayment');
export type AdminTripPayment = z.infer<typeof adminTripPaymentView>;

export const adminTripOverviewView = z
  .object({
    trip: tripView,
    actions: z.array(lifecycleActionView),
  })
  .strict()
  .openapi('AdminTripOverview');
export type AdminTripOverview = z.infer<typeof adminTripOverviewView>;

/** A page of the trip's bookings, by order number. */
export const adminTripBookingsPageView = pageSchema(adminTripBookingView).openapi('AdminTripBookings');
/** A page of the payments on the trip's bookings, oldest first. */
export const adminTripPaymentsPageView = pageSchema(adminTripPaymentView).openapi('AdminTripPayments');
/** A page of the trip's lifecycle timeline as an admin reads it, oldest move first. */
export const adminTripTimelinePageView = pageSchema(timelineEntryView).openapi('AdminTripTimeline');
