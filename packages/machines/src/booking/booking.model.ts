// Sample events that explore the booking machine, for its model-based test and its story.
import { defineMachineModel } from '../shared/model.js';
import { bookingMachine } from './booking.machine.js';
import type { BookingActor } from './booking.types.js';

const host: BookingActor = { role: 'host' };
const admin: BookingActor = { role: 'admin' };
const customer: BookingActor = { role: 'traveler', isCustomer: true, travelerType: 'traveler-primary' };
const companion: BookingActor = { role: 'traveler', isCustomer: false, travelerType: 'traveler-secondary' };

export const bookingModel = defineMachineModel({
  id: 'booking',
  title: 'Booking lifecycle',
  machine: bookingMachine,
  input: { bookingId: 'booking-1', bookingStatus: 'pending', tripStatus: 'confirmed' },
  events: {
    'booking.confirm': [
      { type: 'booking.confirm', by: host, selectedSpots: 1, minimumTripThreshold: 4 },
      { type: 'booking.confirm', by: customer, selectedSpots: 1, minimumTripThreshold: 4 },
    ],
    'booking.reject': [
      { type: 'booking.reject', by: host, selectedSpots: 1 },
      { type: 'booking.reject', by: host, selectedSpots: 0 },
    ],
    'booking.requestCancellation': [
      { type: 'booking.requestCancellation', by: customer },
      { type: 'booking.requestCancellation', by: companion },
    ],
    'booking.cancel': [
      { type: 'booking.cancel', by: admin },
      { type: 'booking.cancel', by: host },
      { type: 'booking.cancel', by: { role: 'system' } },
    ],
    'booking.spotOffered': [{ type: 'booking.spotOffered', by: { role: 'system' } }],
    'booking.paid': [
      { type: 'booking.paid', payment: { status: 'success' } },
      { type: 'booking.paid', payment: { status: 'failed' } },
    ],
    'booking.reinstate': [
      { type: 'booking.reinstate', by: admin, bookingStatus: 'waitlist' },
      { type: 'booking.reinstate', by: admin, bookingStatus: 'confirmed' },
    ],
    'trip.statusChanged': [
      { type: 'trip.statusChanged', tripStatus: 'confirmed' },
      { type: 'trip.statusChanged', tripStatus: 'complete' },
    ],
  },
});
