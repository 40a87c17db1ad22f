// Whether a user is a booking's customer: the one who made (and pays for) it. Who is primary or secondary on it is
// the traveler rule's (travelerTypeOnBooking, traveler.rules.ts); this says who may change, pay for and cancel it.

/** Whether `viewerId` is the booking's customer: the one who may change, pay for and cancel it. */
export const isBookingCustomer = (booking: { customerId: string | null }, viewerId: string | null | undefined) =>
  viewerId != null && booking.customerId === viewerId;
