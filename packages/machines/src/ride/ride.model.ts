// Sample events that explore the ride machine, for its model-based test and its story.
import type { Ride } from '@caravan/domain';
import type { EventObject } from 'xstate';
import { defineMachineModel } from '../shared/model.js';
import { rideMachine } from './ride.machine.js';

/** A confirmed arrival ride of a primary traveler. */
export const sampleRide: Ride = {
  id: 'gt-1',
  journey: {
    code: 'JRN-1',
    type: 'arrival',
    origin: { establishment: 'Lisbon Airport' },
    destination: { establishment: 'Hotel Avenida' },
    pickup: { localTime: '2026-12-01T14:00', timeZone: 'Europe/Lisbon' },
    status: 'confirmed',
    cancellationDetails: null,
    transferCompany: null,
    driver: null,
    priceSummary: { price: 4_500, currency: 'USD' },
    vehicleCategory: 'sedan',
    approxDurationAndDistance: null,
    traveler: {
      flightNumber: 'TP123',
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.com',
      phone: '+351900000000',
    },
  },
  quoteRequest: { passengers: 2, carryOnLuggage: 1, checkedLuggage: 2 },
  cancellationType: null,
};

export const sampleRideEdit = { ...sampleRide.journey.traveler, flightNumber: 'TP125' };

const actorEvents: Array<EventObject & { output?: unknown; error?: unknown }> = [
  {
    type: 'xstate.done.actor.updateRide',
    output: { ...sampleRide, journey: { ...sampleRide.journey, traveler: sampleRideEdit } },
  },
  { type: 'xstate.error.actor.updateRide', error: new Error('provider refused the update') },
  { type: 'xstate.done.actor.cancelRide', output: null },
  { type: 'xstate.error.actor.cancelRide', error: new Error('provider refused the cancellation') },
  { type: 'xstate.done.actor.refreshTransfers', output: [] },
  { type: 'xstate.done.actor.rebookRide', output: sampleRide },
  {
    type: 'xstate.error.actor.rebookRide',
    error: new Error('Rides can be rebooked up to 24 hours before the trip starts.'),
  },
  { type: 'xstate.error.actor.refreshTransfers', error: new Error('list unavailable') },
];

/** Samples keyed by event type, as a model lists them. */
const byType = (events: Array<EventObject & Record<string, unknown>>): object => {
  const out: Record<string, EventObject[]> = {};
  for (const e of events) out[e.type] = [...(out[e.type] ?? []), e];
  return out;
};

export const rideModel = defineMachineModel({
  id: 'ride',
  title: 'Ride management',
  machine: rideMachine,
  input: {
    ride: sampleRide,
    userRole: 'traveler-primary',
    now: new Date('2026-11-21T12:00:00Z'),
    tripStartDate: '2026-12-01',
  },
  events: {
    'ride.edit': [{ type: 'ride.edit' }],
    'ride.save': [
      { type: 'ride.save', traveler: sampleRideEdit },
      { type: 'ride.save', traveler: { ...sampleRideEdit, email: '' } },
    ],
    'ride.cancel': [{ type: 'ride.cancel' }],
    'ride.confirmCancel': [{ type: 'ride.confirmCancel' }],
    'ride.back': [{ type: 'ride.back' }],
    'ride.rebook': [{ type: 'ride.rebook' }],
    'ride.confirmRebook': [{ type: 'ride.confirmRebook', cardToken: 'tok_visa' }],
    'clock.tick': [{ type: 'clock.tick', now: new Date('2026-11-30T20:00:00Z') }],
    ...byType(actorEvents),
  },
});
