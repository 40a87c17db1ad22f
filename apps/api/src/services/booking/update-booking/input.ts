// What a booking update asks for (POST /api/me/bookings/{id}, TAP-011).
import type { BookingAddOnChange, CheckoutPayment, TravelersRoom } from '@caravan/domain';
import type { Viewer } from '../booking-records.js';

export interface UpdateBookingInput {
  viewer: Viewer;
  bookingId: string;
  addOns: BookingAddOnChange[];
  travelersRooms?: TravelersRoom[] | undefined;
  /** By card, or an approved Affirm checkout started for this same change (PAY-008). */
  payment?: CheckoutPayment | undefined;
  idempotencyKey: string;
  now: Date;
}
