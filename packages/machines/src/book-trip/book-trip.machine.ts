// MKT-005: the public page's booking flow: travelers and rooms, payment option, account, terms; submit calls the
// injected createBooking actor (the API); a refusal returns to the form with its message, success ends the flow.
// Paying with Affirm (PAY-008) first starts a checkout (injected startAffirmCheckout) and leaves for Affirm's page;
// back from it, the booking is sent with the checkout token.
import { affirmOutcomeMessage } from '@caravan/domain';
import { assign, fromPromise, setup } from 'xstate';
import { bookTripGuards } from './book-trip.guards.js';
import { affirmOfferedFor, requestOf } from './book-trip.request.js';
import type {
  BookTripActorInput,
  BookTripContext,
  BookTripEvent,
  BookTripInput,
  BookTripResult,
  StartAffirmActorInput,
} from './book-trip.types.js';

/** DECIDE: the booker's country starts as the US — Caravan sells mostly to US travelers; the booker changes it. */
export const DEFAULT_BOOKER_COUNTRY = 'US';

/** A refusal as the API reports it: a message and field errors. */
export interface BookTripFailure {
  message: string;
  fields?: Record<string, string> | undefined;
}

const failureOf = (error: unknown): BookTripFailure =>
  error && typeof error === 'object' && 'message' in error
    ? {
        message: String((error as { message: unknown }).message),
        fields: (error as { fields?: Record<string, string> }).fields,
      }
    : { message: 'Something went wrong. Please try again.' };

export const bookTripMachine = setup({
  types: { context: {} as BookTripContext, events: {} as BookTripEvent, input: {} as BookTripInput },
  guards: {
    mayAddTraveler: bookTripGuards.mayAddTraveler,
    mayRemoveTraveler: bookTripGuards.mayRemoveTraveler,
    isReady: bookTripGuards.isReady,
    startsAffirm: bookTripGuards.startsAffirm,
    isReadyOnReturn: bookTripGuards.isReadyOnReturn,
    affirmRefused: ({ event }) => event.type === 'affirm.returned' && event.outcome !== 'approved',
  },
  actors: {
    /** Injected: POST /api/public/trips/{id}/bookings with an Idempotency-Key. */
    createBooking: fromPromise<BookTripResult, BookTripActorInput>(async () => {
      throw new Error('createBooking is not provided');
    }),
    /** Injected: POST /api/public/trips/{id}/affirm-checkouts; answers Affirm's page to send the browser to. */
    startAffirmCheckout: fromPromise<{ redirectUrl: string }, StartAffirmActorInput>(async () => {
      throw new Error('startAffirmCheckout is not provided');
    }),
  },
  actions: {
    addTraveler: assign({
      travelers: ({ context }) => [
        ...context.travelers,
        { firstName: '', lastName: '', email: '', room: 'shared' as const },
      ],
    }),
    removeTraveler: assign({
      travelers: ({ context, event }) =>
        event.type === 'traveler.remove' ? context.travelers.filter((_, i) => i !== event.index) : context.travelers,
    }),
    changeTraveler: assign({
      travelers: ({ context, event }) =>
        event.type === 'traveler.change'
          ? context.travelers.map((t, i) => (i === event.index ? { ...t, ...event.patch } : t))
          : context.travelers,
    }),
    // Affirm stays chosen only while the domain offers it (a change of country or amount falls back to the card).
    changeForm: assign(({ context, event }) => {
      if (event.type !== 'form.change') return context;
      const next = { ...context, ...event.patch };
      return next.payWith === 'affirm' && !affirmOfferedFor(next) ? { ...next, payWith: 'card' as const } : next;
    }),
    keepAffirmRefusal: assign(({ event }) =>
      event.type === 'affirm.returned'
        ? { payWith: 'affirm' as const, affirmCheckoutToken: null, error: affirmOutcomeMessage(event.outcome) }
        : {},
    ),
    clearError: assign({ error: null, fieldErrors: {}, problemsShown: false }),
    // MKT-033: a submit of an incomplete form names every problem (beside each field and in the summary).
    // The problems themselves are read from the form as typed (selectBookTripProblems), so a fixed field loses its message.
    showProblems: assign({ error: null, fieldErrors: {}, problemsShown: true }),
    keepResult: assign((_, params: { output: BookTripResult }) => ({ result: params.output })),
    // A refused Affirm checkout is spent: the next submit starts a new one.
    keepFailure: assign((_, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      return { error: failure.message, fieldErrors: failure.fields ?? {}, affirmCheckoutToken: null };
    }),
    keepAffirmRedirect: assign((_, params: { redirectUrl: string }) => ({ affirmRedirectUrl: params.redirectUrl })),
    keepAffirmToken: assign(({ event }) =>
      event.type === 'affirm.returned' ? { payWith: 'affirm' as const, affirmCheckoutToken: event.checkoutToken } : {},
    ),
  },
}).createMachine({
  id: 'bookTrip',
  description: 'MKT-005: book a trip from its public page; a visitor creates an account in the same flow.',
  context: ({ input }) => ({
    tripId: input.tripId,
    packageLevel: input.packageLevel,
    pricePerTraveler: input.pricePerTraveler,
    singleSupplementPrice: input.singleSupplementPrice,
    currency: input.currency,
    waitlist: input.waitlist,
    signedIn: input.signedIn,
    travelers: input.draft?.travelers ?? [
      {
        firstName: input.customer?.firstName ?? '',
        lastName: input.customer?.lastName ?? '',
        email: input.customer?.email ?? '',
        room: input.customer?.room ?? 'shared',
      },
    ],
    paymentOption: input.draft?.paymentOption ?? 'minimum',
    customAmount: input.draft?.customAmount,
    cardToken: '',
    payWith: input.draft?.payWith ?? 'card',
    countryCode: input.draft?.countryCode ?? DEFAULT_BOOKER_COUNTRY,
    affirmCheckoutToken: null,
    affirmRedirectUrl: null,
    password: '',
    termsAccepted: input.draft?.termsAccepted ?? false,
    error: null,
    fieldErrors: {},
    problemsShown: false,
    result: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form: travelers and rooms, payment, account and terms; what was typed is kept.',
      on: {
        'traveler.add': {
          guard: 'mayAddTraveler',
          actions: 'addTraveler',
          description: 'MKT-005: another traveler, up to the per-booking limit.',
        },
        'traveler.remove': {
          guard: 'mayRemoveTraveler',
          actions: 'removeTraveler',
          description: 'MKT-005: a traveler other than the customer leaves the booking.',
        },
        'traveler.change': { actions: 'changeTraveler', description: "A traveler's details or room change." },
        'form.change': { actions: 'changeForm', description: 'The payment, card, password or terms change.' },
        'booking.submit': [
          {
            guard: 'startsAffirm',
            target: 'startingAffirm',
            actions: 'clearError',
            description: 'PAY-008: paying with Affirm: its checkout is started first (the server prices it).',
          },
          {
            guard: 'isReady',
            target: 'submitting',
            actions: 'clearError',
            description: 'MKT-005: a complete form is sent; the server prices it and takes the payment.',
          },
          {
            actions: 'showProblems',
            description: 'MKT-033: an incomplete form stays, naming every missing or wrong field.',
          },
        ],
        'affirm.returned': [
          {
            guard: 'affirmRefused',
            actions: 'keepAffirmRefusal',
            description: 'PAY-008: Affirm declined, or the traveler cancelled: nothing was charged; the form says so.',
          },
          {
            guard: 'isReadyOnReturn',
            target: 'submitting',
            actions: ['keepAffirmToken', 'clearError'],
            description: 'PAY-008: back from Affirm: the booking is sent with the checkout token.',
          },
          {
            actions: 'keepAffirmToken',
            description: 'PAY-008: back from Affirm, the form needs more (a visitor retypes the password) first.',
          },
        ],
      },
    },
    submitting: {
      description: 'The booking request is with the API (the payment with the processor).',
      invoke: {
        id: 'createBooking',
        src: 'createBooking',
        input: ({ context }) => ({ tripId: context.tripId, request: requestOf(context) }),
        onDone: {
          target: 'booked',
          actions: { type: 'keepResult', params: ({ event }) => ({ output: event.output }) },
          description: 'Booked: pending, confirmed or waitlisted.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'Refused (declined card, sold out, wrong password…): back to the form with the message.',
        },
      },
    },
    startingAffirm: {
      description: 'PAY-008: the Affirm checkout of the first payment is being started.',
      invoke: {
        id: 'startAffirmCheckout',
        src: 'startAffirmCheckout',
        input: ({ context }) => ({ tripId: context.tripId, request: requestOf(context) }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'keepAffirmRedirect', params: ({ event }) => ({ redirectUrl: event.output.redirectUrl }) },
          description: "Started: the browser goes to Affirm's page.",
        },
        onError: {
          target: 'editing',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'Refused (not offered, amount): back to the form with the message.',
        },
      },
    },
    redirecting: {
      type: 'final',
      description: "PAY-008: the browser leaves for Affirm's page; the draft is kept to come back to.",
    },
    booked: { type: 'final', description: 'MKT-005: the booking exists; the traveler app shows it.' },
  },
});
