// Sample events that explore the cancel-booking machine, for its model-based test and its story.
import { fromPromise } from 'xstate';
import { defineMachineModel, type MachineModel } from '../shared/model.js';
import { cancelBookingMachine } from './cancel-booking.machine.js';
import type { CancelBookingInput, RefetchInput, SubmitCancellationInput } from './cancel-booking.types.js';

/** The machine as explored: the actors answer at once (the done/error events below drive the graph). */
const machine = cancelBookingMachine.provide({
  actors: {
    submitCancellation: fromPromise<unknown, SubmitCancellationInput>(async () => ({ success: true })),
    refetchTripAndBooking: fromPromise<unknown, RefetchInput>(async () => undefined),
  },
});

const input: CancelBookingInput = {
  bookingId: 'booking-1',
  dueAmount: 50_000,
  tripDetails: {
    canCancel: true,
    refundMethods: [
      { description: 'Refund to card', refundAmount: { refund: 20_000, tripCredit: 0 } },
      { description: 'Trip credit', refundAmount: { refund: 0, tripCredit: 25_000 } },
      { description: 'Nothing back', refundAmount: { refund: 0, tripCredit: 0 } },
    ],
    cancelReasons: [{ description: 'Change of plans' }, { description: 'other' }],
    waitlistedNumber: 0,
  },
  isCustomer: true,
  travelerType: 'traveler-primary',
  bookingStatus: 'confirmed',
  isPendingCancellation: false,
  tripStatus: 'confirmed',
};
export const cancelBookingModel = defineMachineModel({
  id: 'cancel-booking',
  title: 'Cancel booking',
  machine,
  input,
  events: {
    'cancel.start': [{ type: 'cancel.start' }],
    'balance.updated': [
      { type: 'balance.updated', dueAmount: 0 },
      { type: 'balance.updated', dueAmount: 50_000 },
    ],
    'cancel.refresh': [
      { type: 'cancel.refresh', input: { ...input, dueAmount: 0 } },
      { type: 'cancel.refresh', input: { ...input, tripDetails: { ...input.tripDetails, canCancel: false } } },
    ],
    'cancel.continue': [{ type: 'cancel.continue' }],
    'cancel.selectReason': [{ type: 'cancel.selectReason', reason: 'Change of plans' }],
    'cancel.describeOther': [{ type: 'cancel.describeOther', description: 'Family matters' }],
    'cancel.selectRefundMethod': [{ type: 'cancel.selectRefundMethod', description: 'Trip credit' }],
    'cancel.confirm': [{ type: 'cancel.confirm' }],
    'cancel.dismiss': [{ type: 'cancel.dismiss' }],
    'cancel.close': [{ type: 'cancel.close' }],
    'xstate.done.actor.submitCancellation': [
      { type: 'xstate.done.actor.submitCancellation', output: { success: true } },
    ],
    'xstate.error.actor.submitCancellation': [
      { type: 'xstate.error.actor.submitCancellation', error: new Error('Booking already cancelled') },
    ],
    'xstate.done.actor.refetchTripAndBooking': [{ type: 'xstate.done.actor.refetchTripAndBooking', output: undefined }],
    'xstate.error.actor.refetchTripAndBooking': [
      { type: 'xstate.error.actor.refetchTripAndBooking', error: new Error('offline') },
    ],
  } as MachineModel<typeof machine>['events'],
});
