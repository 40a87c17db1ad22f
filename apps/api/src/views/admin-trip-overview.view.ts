// What an admin sees on the admin trip page (MKT-022, MKT-024): the trip, its lifecycle timeline, its bookings and
// payments, and the lifecycle actions with the machine's answer for each.
import { BOOKING_STATUSES } from '@caravan/domain';
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
    customerEmail: z.string(),
    customerName: z.string(),
    spots: z.number().int(),
    currency: z.string(),
    travelAmount: z.number().int().describe('Minor units of `currency`'),
    paidAmount: z.number().int().describe('Minor units of `currency`'),
    dueAmount: z.number().int().describe('Minor units of `currency`'),
  })
  .strict()
  .openapi('AdminTripBooking');

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

export const adminTripOverviewView = z
  .object({
    trip: tripView,
    timeline: z.array(timelineEntryView),
    bookings: z.array(adminTripBookingView),
    payments: z.array(adminTripPaymentView),
    actions: z.array(lifecycleActionView),
  })
  .strict()
  .openapi('AdminTripOverview');
export type AdminTripOverview = z.infer<typeof adminTripOverviewView>;
