// Sample events that explore the ground-transfer booking machine, for its model-based test and its story.
import type { GroundTransferContactState, GroundTransferDetail, GroundTransferQuote } from '@caravan/domain';
import type { EventObject } from 'xstate';
import { defineMachineModel } from '../shared/model.js';
import { groundTransferBookingMachine } from './ground-transfer-booking.machine.js';

const place = (id: string, label: string) => ({ id, label, type: 'airport', value: id });

/** Complete travel details of an arrival leg. */
export const sampleArrivalDetail: GroundTransferDetail = {
  pickup: place('ChIJ-lis', 'Lisbon Airport'),
  dropOff: place('ChIJ-hotel', 'Hotel Avenida'),
  pickupDate: '2026-12-01',
  pickupTime: '14:00',
  pickupDateTime: '2026-12-01T14:00:00',
  passengers: 2,
  flightNumber: 'TP123',
  luggage: { hand: 1, checked: 2 },
};
export const sampleTransferQuote: GroundTransferQuote = {
  price: 4_500,
  currency: 'USD',
  vehicleCategory: 'sedan',
  externalId: 'q-sedan',
};
export const sampleContact: GroundTransferContactState = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  phone: '+351 900 000 000',
  termsAndConditions: true,
};

/** Results of the injected actors, sent as events during exploration. */
const actorEvents: Array<EventObject & Record<string, unknown>> = [
  { type: 'xstate.done.actor.saveTransfers', output: { bookedTransfers: [{ _id: 'gt-1' }] } },
  { type: 'xstate.error.actor.saveTransfers', error: new Error('Transfer provider unavailable') },
  { type: 'xstate.done.actor.repriceInsurance', output: { adjustment: 1_200, repricedAddOn: { addOnId: 'ins-1' } } },
  { type: 'xstate.error.actor.repriceInsurance', error: new Error('insurer down') },
  { type: 'xstate.done.actor.updateTransfers', output: null },
  { type: 'xstate.error.actor.updateTransfers', error: new Error('Update refused') },
  { type: 'xstate.done.actor.cancelTransfers', output: null },
  { type: 'xstate.error.actor.cancelTransfers', error: new Error('Cancel refused') },
  { type: 'xstate.after.autoSaveInterval.groundTransferBooking.inProgress.editing' },
  { type: 'xstate.done.actor.autoSaveFlow', output: undefined },
  { type: 'xstate.error.actor.autoSaveFlow', error: new Error('storage full') },
];
const byType = (events: Array<EventObject & Record<string, unknown>>): object => {
  const out: Record<string, EventObject[]> = {};
  for (const e of events) out[e.type] = [...(out[e.type] ?? []), e];
  return out;
};

export const groundTransferBookingModel = defineMachineModel({
  id: 'groundTransferBooking',
  title: 'Ground-transfer booking flow',
  machine: groundTransferBookingMachine,
  input: { user: { isHostType: false, hasTravelerRole: true } },
  events: {
    'detail.set': [{ type: 'detail.set', stage: 'arrival', detail: sampleArrivalDetail, estimatedDuration: 1_800 }],
    'quotes.sync': [
      {
        type: 'quotes.sync',
        stage: 'arrival',
        quotes: [sampleTransferQuote],
        quotesMetadata: { status: 'populated', apiErrorCount: 0, apiSuccessCount: 1 },
      },
    ],
    'quote.select': [{ type: 'quote.select', stage: 'arrival', quote: sampleTransferQuote }],
    'contact.set': [{ type: 'contact.set', contact: sampleContact }],
    'insurance.reprice': [{ type: 'insurance.reprice' }],
    'payment.status': [
      { type: 'payment.status', status: 'in-progress' },
      { type: 'payment.status', status: 'payment_error', message: 'Card declined' },
    ],
    'flow.save': [{ type: 'flow.save' }],
    'flow.update': [{ type: 'flow.update' }],
    'flow.cancel': [{ type: 'flow.cancel' }],
    'flow.reset': [{ type: 'flow.reset' }],
    'tab.go': [
      { type: 'tab.go', tab: 'payment' },
      { type: 'tab.go', tab: 'vehicle' },
    ],
    ...byType(actorEvents),
  },
});
