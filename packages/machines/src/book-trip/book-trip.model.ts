// Sample events that explore the book-trip flow, for its model-based test and its story.
import { fromPromise } from 'xstate';
import { defineMachineModel, type MachineModel } from '../shared/model.js';
import { bookTripMachine } from './book-trip.machine.js';
import type { BookTripActorInput, BookTripResult, StartAffirmActorInput } from './book-trip.types.js';

/** The machine as explored: the actor answers at once (the done/error events below drive the graph). */
const machine = bookTripMachine.provide({
  actors: {
    createBooking: fromPromise<BookTripResult, BookTripActorInput>(async () => ({
      bookingId: 'b-1',
      status: 'pending',
      travelerAppPath: '/app',
    })),
    startAffirmCheckout: fromPromise<{ redirectUrl: string }, StartAffirmActorInput>(async () => ({
      redirectUrl: '/sandbox/affirm/checkouts/co-1',
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
      { type: 'form.change', patch: { payWith: 'affirm' } },
    ],
    'affirm.returned': [
      { type: 'affirm.returned', checkoutToken: 'co-1', outcome: 'approved' },
      { type: 'affirm.returned', checkoutToken: 'co-2', outcome: 'declined' },
    ],
    'xstate.done.actor.startAffirmCheckout': [
      { type: 'xstate.done.actor.startAffirmCheckout', output: { redirectUrl: '/sandbox/affirm/checkouts/co-1' } },
    ],
    'xstate.error.actor.startAffirmCheckout': [
      { type: 'xstate.error.actor.startAffirmCheckout', error: new Error('Affirm is not available for this amount.') },
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
