// Inputs that explore the new booking machine, for its model-based test and its story.
import { defineMachineModel } from '../shared/model.js';
import { newBookingMachine } from './new-booking.machine.js';

export const newBookingModel = defineMachineModel({
  id: 'newBooking',
  title: 'New booking: entering the lifecycle',
  machine: newBookingMachine,
  input: { tripAutoConfirms: false, spotsTaken: true },
  events: { 'newBooking.noop': [{ type: 'newBooking.noop' }] },
});
