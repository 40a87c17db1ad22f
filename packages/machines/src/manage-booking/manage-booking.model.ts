// Sample events that explore the manage-booking machine, for its model-based test and its story.
import { fromPromise } from 'xstate';
import { SINGLE_SUPPLEMENT_UNAVAILABLE_CODE } from '@caravan/domain';
import { defineMachineModel, type MachineModel } from '../shared/model.js';
import { manageBookingMachine } from './manage-booking.machine.js';
import type {
  ManageBookingInventoryInput,
  ManageBookingInventoryOutput,
  ManageBookingData,
  ManageBookingRepriceInput,
  ManageBookingRepriceOutput,
  ManageBookingUpdateInput,
  ManageBookingUpdateOutput,
} from './manage-booking.types.js';

/** A confirmed booking of three travelers with credit left, one booked activity, one on offer and insurance. */
export const sampleManagedBooking: ManageBookingData = {
  bookingId: 'booking-1',
  tripId: 'trip-1',
  bookingStatus: 'confirmed',
  travelAmount: 300_000,
  paidAmount: 320_000,
  dueAmount: -20_000,
  additionalParticipants: [{ _id: 'u2' }, { _id: 'u3' }],
  addOns: [
    {
      addOnId: 'act-1',
      label: 'Cooking class',
      type: 'activity',
      user: 'u1',
      unitPriceWithFee: 10_000,
      quantity: 1,
      deleted: false,
    },
    {
      addOnId: 'act-2',
      label: 'Sunset cruise',
      type: 'activity',
      user: 'u1',
      unitPriceWithFee: 15_000,
      quantity: 1,
      deleted: false,
      status: 'AVAILABLE',
    },
    {
      addOnId: 'ins-1',
      label: 'Travel insurance',
      type: 'insurance-plan',
      user: 'u1',
      unitPriceWithFee: 9_000,
      quantity: 1,
      deleted: false,
    },
  ],
  travelersRooms: [
    { roomType: 'double', travelers: ['u1', 'u2'] },
    { roomType: 'double', travelers: ['u3'] },
  ],
  singleSupplementPrice: 40_000,
  editability: {
    travelerType: 'traveler-primary',
    tripStatus: 'confirmed',
    bookingStatus: 'confirmed',
    isPendingCancellation: false,
    tripStartDate: '2027-06-01',
    bookingsDeadline: 90,
    mayUpdatePrivateRoom: true,
  },
  today: '2026-11-21',
};

/** The machine as explored: the actors answer at once (the done/error events below drive the graph). */
const machine = manageBookingMachine.provide({
  actors: {
    checkSingleSupplement: fromPromise<ManageBookingInventoryOutput, ManageBookingInventoryInput>(async () => ({
      singleSupplement: { available: 2 },
    })),
    repriceInsurance: fromPromise<ManageBookingRepriceOutput, ManageBookingRepriceInput>(async () => ({
      insuranceChange: 1_200,
      repricedAddOns: [],
    })),
    updateBooking: fromPromise<ManageBookingUpdateOutput, ManageBookingUpdateInput>(async () => ({
      refundNeeded: false,
    })),
  },
});

export const manageBookingModel = defineMachineModel({
  id: 'manage-booking',
  title: 'Manage booking',
  machine,
  events: {
    'manageBooking.init': [{ type: 'manageBooking.init', booking: sampleManagedBooking }],
    'manageBooking.reset': [{ type: 'manageBooking.reset' }],
    'manageBooking.finished': [{ type: 'manageBooking.finished' }],
    'addOn.toggle': [{ type: 'addOn.toggle', addOnId: 'act-2' }],
    'addOn.undo': [{ type: 'addOn.undo', addOnId: 'act-2' }],
    'summary.open': [{ type: 'summary.open' }],
    'summary.close': [{ type: 'summary.close' }],
    'summary.clearAll': [{ type: 'summary.clearAll' }],
    'clearAll.cancel': [{ type: 'clearAll.cancel' }],
    'clearAll.confirm': [{ type: 'clearAll.confirm' }],
    'rooms.edit': [{ type: 'rooms.edit' }],
    'rooms.change': [
      {
        type: 'rooms.change',
        rooms: [
          { roomType: 'double', travelers: ['u1', 'u2'] },
          { roomType: 'single', travelers: ['u3'] },
        ],
      },
    ],
    'rooms.update': [{ type: 'rooms.update' }],
    'rooms.cancel': [{ type: 'rooms.cancel' }],
    'rooms.undo': [{ type: 'rooms.undo' }],
    'privateRoom.toggle': [
      { type: 'privateRoom.toggle', on: true },
      { type: 'privateRoom.toggle', on: false },
    ],
    'inventory.verify': [{ type: 'inventory.verify' }],
    'confirmation.open': [{ type: 'confirmation.open' }],
    'confirmation.close': [{ type: 'confirmation.close' }],
    'booking.confirm': [{ type: 'booking.confirm' }],
    'payments.message': [
      { type: 'payments.message', data: { source: 'payments-app', status: 'setup-intent-succeeded' } },
      {
        type: 'payments.message',
        data: { source: 'payments-app', status: 'payment-succeeded', paymentAmount: 16_200, paymentOptionType: 'full' },
      },
    ],
    'payment.back': [{ type: 'payment.back' }],
    'insurance.dismissError': [{ type: 'insurance.dismissError' }],
    'xstate.done.actor.checkSingleSupplement': [
      { type: 'xstate.done.actor.checkSingleSupplement', output: { singleSupplement: { available: 2 } } },
    ],
    'xstate.error.actor.checkSingleSupplement': [
      { type: 'xstate.error.actor.checkSingleSupplement', error: new Error('inventory unavailable') },
    ],
    'xstate.done.actor.repriceInsurance': [
      { type: 'xstate.done.actor.repriceInsurance', output: { insuranceChange: 1_200, repricedAddOns: [] } },
    ],
    'xstate.error.actor.repriceInsurance': [
      { type: 'xstate.error.actor.repriceInsurance', error: new Error('provider down') },
    ],
    'xstate.done.actor.updateBooking': [{ type: 'xstate.done.actor.updateBooking', output: { refundNeeded: false } }],
    'xstate.error.actor.updateBooking': [
      { type: 'xstate.error.actor.updateBooking', error: { code: SINGLE_SUPPLEMENT_UNAVAILABLE_CODE } },
    ],
  } as MachineModel<typeof machine>['events'],
});
