// What the booker reads after booking from the public page (MKT-005..008): the booking's status and money, the
// first payment, and where the traveler app shows it.
import { z } from '@hono/zod-openapi';

export const newBookingView = z
  .object({
    bookingId: z.uuid(),
    orderId: z.string(),
    tripId: z.uuid(),
    tripName: z.string(),
    status: z.enum(['pending', 'confirmed', 'waitlist']),
    currency: z.string(),
    travelers: z.number().int().min(1),
    privateRooms: z.number().int().min(0),
    travelAmount: z.number().int(),
    singleSupplementTotal: z.number().int(),
    total: z.number().int(),
    paidAmount: z.number().int(),
    dueAmount: z.number().int(),
    payment: z.object({ amount: z.number().int(), reference: z.string() }).strict().nullable(),
    /** The booker's account was created by this request. */
    accountCreated: z.boolean(),
    /** The traveler app page of the booked trip. */
    travelerAppPath: z.string(),
  })
  .strict()
  .openapi('NewBooking');
export type NewBookingView = z.infer<typeof newBookingView>;
