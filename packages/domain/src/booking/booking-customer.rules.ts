// Who a traveler is on a booking: the customer who made (and pays for) it is its primary traveler, anyone else on
// it a secondary one. The API's access checks, the lifecycle's actor and the portal's screens all ask this.

type BookingTravelerType = 'traveler-primary' | 'traveler-secondary';

/** Whether `viewerId` is the booking's customer: the one who may change, pay for and cancel it. */
export const isBookingCustomer = (booking: { customerId: string | null }, viewerId: string | null | undefined) =>
  viewerId != null && booking.customerId === viewerId;

/** The viewer's traveler type on the booking: primary for its customer, secondary for any other traveler on it. */
export const travelerTypeOn = (
  booking: { customerId: string | null },
  viewerId: string | null | undefined,
): BookingTravelerType => (isBookingCustomer(booking, viewerId) ? 'traveler-primary' : 'traveler-secondary');
