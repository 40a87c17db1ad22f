// A booking as each audience may read it on the generic bases. Internal fields (the internal cancellation reason,
// the Rezdy id) reach no one here: a traveler reads their own money and rooms, a host or operator the organiser's
// columns of HBK-002, an admin both.
import { BOOKING_STATUSES } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import type { bookings } from '../db/schema/index.js';
import { isoOrNull } from './view-helpers.js';

type BookingRow = typeof bookings.$inferSelect;

const shared = {
  id: z.uuid(),
  orderId: z.string(),
  tripId: z.uuid(),
  status: z.enum(BOOKING_STATUSES),
  isPendingCancellation: z.boolean(),
  currency: z.string(),
  travelAmount: z.number().int().describe('Minor units of `currency`'),
  paidAmount: z.number().int(),
  dueAmount: z.number().int(),
  totalSpotsBooked: z.number().int(),
};

/** The traveler's own booking: money, due date, rooms and automatic payment. */
export const travelerBookingRecordView = z
  .object({
    audience: z.literal('traveler'),
    ...shared,
    paymentDueDate: z.iso.date().nullable(),
    travelersRooms: z.array(z.object({ roomType: z.string(), travelers: z.array(z.string()) }).strict()),
    automaticPaymentStatus: z.string().nullable(),
  })
  .strict()
  .openapi('TravelerBookingRecord');

/** The organiser's columns (HBK-002): who booked how many spots, what is paid and due, who cancelled. */
export const organizerBookingView = z
  .object({
    audience: z.literal('organizer'),
    ...shared,
    customerId: z.uuid().nullable(),
    cancelledByHost: z.boolean(),
    cancellationRequestedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .strict()
  .openapi('OrganizerBooking');

export const bookingRecordView = z
  .discriminatedUnion('audience', [travelerBookingRecordView, organizerBookingView])
  .openapi('BookingRecord');
export type BookingRecordView = z.infer<typeof bookingRecordView>;

const sharedOf = (row: BookingRow) => ({
  id: row.id,
  orderId: row.orderId,
  tripId: row.tripId,
  status: row.status as z.infer<typeof shared.status>,
  isPendingCancellation: row.isPendingCancellation,
  currency: row.currency,
  travelAmount: row.travelAmount,
  paidAmount: row.paidAmount,
  dueAmount: row.dueAmount,
  totalSpotsBooked: row.totalSpotsBooked,
});

/** The view of `row` for a viewer of `group`: travelers get their own record, everyone else the organiser's. */
export function toBookingRecordView(row: BookingRow, group: string | null | undefined): BookingRecordView {
  if (group === 'traveler')
    return {
      audience: 'traveler',
      ...sharedOf(row),
      paymentDueDate: row.paymentDueDate ?? null,
      travelersRooms: row.travelersRooms.map((r) => ({ roomType: r.roomType, travelers: [...r.travelers] })),
      automaticPaymentStatus: row.automaticPaymentStatus ?? null,
    };
  return {
    audience: 'organizer',
    ...sharedOf(row),
    customerId: row.customerId ?? null,
    cancelledByHost: row.cancelledByHost,
    cancellationRequestedAt: isoOrNull(row.cancellationRequestedAt),
    createdAt: row.createdAt.toISOString(),
  };
}
