// Sample events that explore the book-trip flow, for its model-based test and its story.
import { fromPromise } from 'xstate';
import { defineMachineModel, type MachineModel } from '../shared/model.js';
import { bookTripMachine } from './book-trip.machine.js';
import type { BookTripActorInput, BookTripResult } from './book-trip.types.js';

/** The machine as explored: the actor answers at once (the done/error events below drive the graph). */
const machine = bookTripMachine.provide({
  actors: {
    createBooking: fromPromise<BookTripResult, BookTripActorInput>(async () => ({
      bookingId: 'b-1',
      status: 'pending',
      travelerAppPath: '/app',
    })),
  },
});

export const bookTripModel = defineMachineModel({
  id: 'bookTrip',
  title: 'Book a trip (public page)',
  machine,
  input: {
    tripId: 't-1',
    packageLevel: 'standard',
    pricePerTraveler: 465_000,
    singleSupplementPrice: 45_000,
    currency: 'USD',
    waitlist: false,
    signedIn: true,
    customer: { firstName: 'Ana', lastName: 'Visitor', email: 'ana@example.com' },
  },
  events: {
    'traveler.add': [{ type: 'traveler.add' }],
    'traveler.remove': [{ type: 'traveler.remove', index: 1 }],
    'traveler.change': [{ type: 'traveler.change', index: 0, patch: { room: 'private' } }],
    'form.change': [
      { type: 'form.change', patch: { cardToken: 'tok_visa', termsAccepted: true } },
      { type: 'form.change', patch: { termsAccepted: false } },
    ],
    'booking.submit': [{ type: 'booking.submit' }],
    'xstate.done.actor.createBooking': [
      {
        type: 'xstate.done.actor.createBooking',
        output: { bookingId: 'b-1', status: 'pending', travelerAppPath: '/app' },
      },
    ],
    'xstate.error.actor.createBooking': [
      { type: 'xstate.error.actor.createBooking', error: new Error('Your card was declined.') },
    ],
  } as MachineModel<typeof machine>['events'],
});
