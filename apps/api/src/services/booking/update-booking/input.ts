// What a booking update asks for (POST /api/me/bookings/{id}, TAP-011).
import type { BookingAddOnChange, CardPayment, TravelersRoom } from '@caravan/domain';
import type { Viewer } from '../booking-records.js';

export interface UpdateBookingInput {
  viewer: Viewer;
  bookingId: string;
  addOns: BookingAddOnChange[];
  travelersRooms?: TravelersRoom[] | undefined;
  payment?: CardPayment | undefined;
  idempotencyKey: string;
  now: Date;
}
