// The book-trip flow: form rules, the request it sends (never an amount but a custom one), refusals keep the form.
import { NEW_BOOKING_MAX_TRAVELERS } from '@caravan/domain';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { modelCoverage } from '../shared/coverage.js';
import { bookTripMachine } from './book-trip.machine.js';
import { bookTripModel } from './book-trip.model.js';
import { requestOf } from './book-trip.request.js';
import {
  selectBookTripAffirmOffered,
  selectBookTripCanSubmit,
  selectBookTripDraft,
  selectBookTripInFlight,
  selectBookTripPayment,
  selectBookTripProblems,
  selectBookTripQuote,
  selectBookTripRedirectingToAffirm,
  selectBookTripResult,
} from './book-trip.selectors.js';
import type {
  BookTripActorInput,
  BookTripEvent,
  BookTripInput,
  BookTripResult,
  StartAffirmActorInput,
} from './book-trip.types.js';

const input: BookTripInput = {
  tripId: 't-1',
  packageLevel: 'standard',
  pricePerTraveler: 465_000,
  singleSupplementPrice: 45_000,
  currency: 'USD',
  waitlist: false,
  signedIn: false,
  customer: { firstName: 'Ana', lastName: 'Visitor', email: 'ana@example.com' },
};
const start = (over: Partial<BookTripInput> = {}) => initialTransition(bookTripMachine, { ...input, ...over })[0];
const send = (s: ReturnType<typeof start>, ...events: BookTripEvent[]) =>
  events.reduce((acc, e) => transition(bookTripMachine, acc, e)[0], s);
const filled: BookTripEvent[] = [
  { type: 'traveler.change', index: 0, patch: { room: 'private' } },
  { type: 'traveler.add' },
  { type: 'traveler.change', index: 1, patch: { firstName: 'Ben', lastName: 'Friend', email: 'ben@example.com' } },
  {
    type: 'form.change',
    patch: { cardToken: '4242 4242 4242 4242', password: 'correct horse battery', termsAccepted: true },
  },
];

describe('book-trip flow', () => {
  it('[MKT-005] two travelers with one private room: the quote and the deposit the form shows', () => {
    const s = send(start(), ...filled);
    expect(selectBookTripQuote(s)).toMatchObject({ travelers: 2, privateRooms: 1, total: 975_000, deposit: 100_000 });
    expect(selectBookTripPayment(s)).toEqual({ ok: true, amount: 100_000 });
  });

  it('[MKT-005] sends travelers, rooms, the account password, the payment option and the terms — never an amount but a custom one', () => {
    const s = send(start(), ...filled);
    expect(requestOf(s.context)).toEqual({
      package: 'standard',
      travelers: [
        { firstName: 'Ana', lastName: 'Visitor', email: 'ana@example.com', room: 'private' },
        { firstName: 'Ben', lastName: 'Friend', email: 'ben@example.com', room: 'shared' },
      ],
      account: { password: 'correct horse battery' },
      payment: { paymentOptionType: 'minimum', cardToken: '4242424242424242' },
      countryCode: 'US',
      termsAccepted: true,
    });
    const custom = send(s, { type: 'form.change', patch: { paymentOption: 'custom', customAmount: 200_000 } });
    expect(requestOf(custom.context).payment).toEqual({
      paymentOptionType: 'custom',
      cardToken: '4242424242424242',
      paymentAmount: 200_000,
    });
    // A visitor who leaves the password empty books as a guest (decision 042): no account details at all.
    const guest = send(s, { type: 'form.change', patch: { password: '' } });
    expect(requestOf(guest.context)).not.toHaveProperty('account');
  });

  it('[MKT-005] cannot submit without the terms, a card, a long enough password (a visitor who typed one) or a traveler’s details', () => {
    expect(selectBookTripCanSubmit(send(start(), ...filled))).toBe(true);
    expect(
      selectBookTripCanSubmit(send(start(), ...filled, { type: 'form.change', patch: { termsAccepted: false } })),
    ).toBe(false);
    expect(selectBookTripCanSubmit(send(start(), ...filled, { type: 'form.change', patch: { cardToken: '' } }))).toBe(
      false,
    );
    // A visitor's password is optional (a guest, decision 042), but one typed must be long enough.
    expect(selectBookTripCanSubmit(send(start(), ...filled, { type: 'form.change', patch: { password: '' } }))).toBe(
      true,
    );
    expect(
      selectBookTripCanSubmit(send(start(), ...filled, { type: 'form.change', patch: { password: 'short' } })),
    ).toBe(false);
    expect(
      selectBookTripCanSubmit(
        send(start({ signedIn: true }), ...filled, { type: 'form.change', patch: { password: '' } }),
      ),
    ).toBe(true);
    expect(
      selectBookTripCanSubmit(
        send(start(), ...filled, { type: 'traveler.change', index: 1, patch: { email: 'nope' } }),
      ),
    ).toBe(false);
  });

  it('[MKT-033] submitting an incomplete form stays on it and names every problem; fixing a field drops its message', () => {
    const refused = send(start({ customer: undefined }), { type: 'booking.submit' });
    expect(refused.value).toBe('editing');
    expect(Object.keys(selectBookTripProblems(refused))).toEqual([
      'travelers.0.firstName',
      'travelers.0.lastName',
      'travelers.0.email',
      'cardToken',
      'termsAccepted',
    ]);
    const fixed = send(refused, { type: 'traveler.change', index: 0, patch: { firstName: 'Ana' } });
    expect(selectBookTripProblems(fixed)['travelers.0.firstName']).toBeUndefined();
    expect(selectBookTripProblems(fixed)['travelers.0.lastName']).toBe('Enter the last name');
    expect(selectBookTripProblems(start())).toEqual({});
  });

  it('[MKT-003] a full trip books the waitlist: no card, no payment, no private room', () => {
    const s = send(start({ waitlist: true }), ...filled, { type: 'form.change', patch: { cardToken: '' } });
    expect(selectBookTripCanSubmit(s)).toBe(true);
    expect(requestOf(s.context)).toMatchObject({ joinWaitlist: true });
    expect(requestOf(s.context).payment).toBeUndefined();
    expect(selectBookTripQuote(s).privateRooms).toBe(0);
  });

  it('[MKT-005] at most the per-booking limit of travelers; the customer cannot be removed', () => {
    let s = start();
    for (let i = 0; i < NEW_BOOKING_MAX_TRAVELERS + 2; i++) s = send(s, { type: 'traveler.add' });
    expect(s.context.travelers).toHaveLength(NEW_BOOKING_MAX_TRAVELERS);
    expect(send(s, { type: 'traveler.remove', index: 0 }).context.travelers).toHaveLength(NEW_BOOKING_MAX_TRAVELERS);
    expect(send(s, { type: 'traveler.remove', index: 2 }).context.travelers).toHaveLength(
      NEW_BOOKING_MAX_TRAVELERS - 1,
    );
  });

  it('[MKT-005] a declined card returns to the form with the message and what was typed; the retry books', async () => {
    let attempts = 0;
    const machine = bookTripMachine.provide({
      actors: {
        createBooking: fromPromise<BookTripResult, BookTripActorInput>(async ({ input: sent }) => {
          attempts++;
          if (sent.request.payment?.cardToken === '4000000000000002')
            throw Object.assign(new Error('Your card was declined.'), { fields: { cardToken: 'Declined' } });
          return { bookingId: 'b-1', status: 'pending', travelerAppPath: '/app/traveler/trips/t-1/trip-overview' };
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    for (const e of filled) actor.send(e);
    actor.send({ type: 'form.change', patch: { cardToken: '4000000000000002' } });
    expect(selectBookTripInFlight(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'booking.submit' });
    // The button spins while the booking is sent, and stops when the decline brings the form back.
    expect(selectBookTripInFlight(actor.getSnapshot())).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectBookTripInFlight(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.error).toBe('Your card was declined.');
    expect(actor.getSnapshot().context.travelers).toHaveLength(2);
    actor.send({ type: 'form.change', patch: { cardToken: '4242424242424242' } });
    actor.send({ type: 'booking.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('booked');
    expect(actor.getSnapshot().context.result?.status).toBe('pending');
    expect(selectBookTripResult(actor.getSnapshot())?.bookingId).toBe('b-1');
    expect(selectBookTripInFlight(actor.getSnapshot())).toBe(false);
    expect(attempts).toBe(2);
  });

  it('[PAY-008] Affirm is offered to a US booker for an amount it finances, and not once the country is another', () => {
    const s = send(start(), ...filled);
    expect(selectBookTripAffirmOffered(s)).toBe(true);
    const abroad = send(s, { type: 'form.change', patch: { countryCode: 'GB', payWith: 'affirm' } });
    expect(selectBookTripAffirmOffered(abroad)).toBe(false);
    expect(abroad.context.payWith).toBe('card'); // Affirm is no longer a choice
    const declined = send(s, { type: 'affirm.returned', checkoutToken: 'co-9', outcome: 'declined' });
    expect(declined.value).toBe('editing');
    expect(declined.context.error).toBe(
      'Affirm could not approve this purchase. You have not been charged; please choose another way to pay.',
    );
    expect(selectBookTripAffirmOffered(start({ waitlist: true }))).toBe(false);
  });

  it('[PAY-008] paying with Affirm starts its checkout, leaves for its page, and books with the token on return', async () => {
    const booked: BookTripActorInput[] = [];
    const machine = bookTripMachine.provide({
      actors: {
        startAffirmCheckout: fromPromise<{ redirectUrl: string }, StartAffirmActorInput>(async () => ({
          redirectUrl: '/sandbox/affirm/checkouts/co-1',
        })),
        createBooking: fromPromise<BookTripResult, BookTripActorInput>(async ({ input: sent }) => {
          booked.push(sent);
          return { bookingId: 'b-1', status: 'pending', travelerAppPath: '/app' };
        }),
      },
    });
    const away = createActor(machine, { input }).start();
    for (const e of filled) away.send(e);
    away.send({ type: 'form.change', patch: { payWith: 'affirm' } });
    away.send({ type: 'booking.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(selectBookTripRedirectingToAffirm(away.getSnapshot())).toBe('/sandbox/affirm/checkouts/co-1');
    expect(booked).toEqual([]);

    // Back from Affirm: the draft is restored; a visitor retypes the password, then the booking carries the token.
    const back = createActor(machine, {
      input: { ...input, draft: selectBookTripDraft(away.getSnapshot()) },
    }).start();
    back.send({ type: 'affirm.returned', checkoutToken: 'co-1', outcome: 'approved' });
    expect(back.getSnapshot().value).toBe('editing');
    back.send({ type: 'form.change', patch: { password: 'correct horse battery' } });
    back.send({ type: 'booking.submit' });
    await new Promise((r) => setTimeout(r, 0));
    expect(back.getSnapshot().value).toBe('booked');
    expect(booked[0]?.request.payment).toEqual({ paymentOptionType: 'minimum', affirmCheckoutToken: 'co-1' });
    expect(booked[0]?.request.travelers).toHaveLength(2);
  });

  it('[MKT-005] model: every state and transition is reached', () => {
    const c = modelCoverage(bookTripModel);
    expect(c.missingStates).toEqual([]);
    expect(c.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});
