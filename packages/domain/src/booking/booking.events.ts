// The booking lifecycle's events, defined once: the booking machine's event types and the engine's list of internal
// events derive from these. The sender (`by`) is not here: the API attaches it from the session.
import { z } from 'zod';
import { paymentStatusSchema } from '../payment/payment.schema.js';
import { BOOKING_STATUSES, tripStatusSchema } from '../shared/statuses.js';

const bare = <T extends string>(type: T) => z.object({ type: z.literal(type) });

/** The events a signed-in user (or the scheduler) sends a booking. */
const bookingUserEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('booking.confirm'),
    selectedSpots: z.number().int().min(0),
    minimumTripThreshold: z.number().int().min(0),
  }),
  z.object({ type: z.literal('booking.reject'), selectedSpots: z.number().int().min(0) }),
  bare('booking.requestCancellation'),
  bare('booking.cancel'),
  bare('booking.spotOffered'),
  z.object({ type: z.literal('booking.reinstate'), bookingStatus: z.enum(BOOKING_STATUSES).exclude(['cancelled']) }),
]);
export type BookingUserEvent = z.infer<typeof bookingUserEventSchema>;

/** Events no one sends: the server reports a settled payment or its trip's move. */
const bookingInternalEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('booking.paid'), payment: z.object({ status: paymentStatusSchema }) }),
  z.object({ type: z.literal('trip.statusChanged'), tripStatus: tripStatusSchema }),
]);
export type BookingInternalEvent = z.infer<typeof bookingInternalEventSchema>;

/** The internal event types: the API refuses them from a request. */
export const bookingInternalEventTypes = bookingInternalEventSchema.options.map((o) => o.shape.type.value);
