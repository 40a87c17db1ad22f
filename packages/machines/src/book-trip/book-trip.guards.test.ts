// The book-trip guards on their own: each condition of the checkout form's readiness decides the outcome alone.
import { initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bookTripGuards } from './book-trip.guards.js';
import { bookTripMachine } from './book-trip.machine.js';
import type { BookTripContext, BookTripEvent, BookTripInput } from './book-trip.types.js';

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

/** The context of a form filled for two travelers paying by card (ready to book). */
function filled(): BookTripContext {
  const events: BookTripEvent[] = [
    { type: 'traveler.add' },
    { type: 'traveler.change', index: 1, patch: { firstName: 'Ben', lastName: 'Friend', email: 'ben@example.com' } },
    {
      type: 'form.change',
      patch: { cardToken: '4242 4242 4242 4242', password: 'correct horse battery', termsAccepted: true },
    },
  ];
  return events.reduce((s, e) => transition(bookTripMachine, s, e)[0], initialTransition(bookTripMachine, input)[0])
    .context;
}

describe('book-trip guards', () => {
  it('[MKT-005] the customer (index 0) and indexes past the last traveler cannot be removed; the others can', () => {
    const context = filled();
    const mayRemove = (index?: number) =>
      bookTripGuards.mayRemoveTraveler({
        context,
        event: { type: 'traveler.remove', ...(index === undefined ? {} : { index }) },
      });
    expect(context.travelers).toHaveLength(2);
    expect(mayRemove(1)).toBe(true);
    expect(mayRemove(0)).toBe(false);
    expect(mayRemove(2)).toBe(false);
    expect(mayRemove(undefined)).toBe(false);
  });

  it('[PAY-008] paying with Affirm is ready only where Affirm is offered (a US booker); a card payer abroad is ready', () => {
    const context = filled();
    expect(bookTripGuards.isReady({ context })).toBe(true);
    expect(bookTripGuards.isReady({ context: { ...context, countryCode: 'GB' } })).toBe(true);
    expect(bookTripGuards.isReady({ context: { ...context, payWith: 'affirm' } })).toBe(true);
    expect(bookTripGuards.isReady({ context: { ...context, payWith: 'affirm', countryCode: 'GB' } })).toBe(false);
  });

  it('[MKT-003] a waitlisted booking is ready without a card', () => {
    const context = { ...filled(), cardToken: '' };
    expect(bookTripGuards.isReady({ context })).toBe(false);
    expect(bookTripGuards.isReady({ context: { ...context, waitlist: true } })).toBe(true);
  });

  it('[PAY-008] the Affirm checkout starts only from a ready form paying with Affirm, not waitlisted, with no token yet', () => {
    const context: BookTripContext = { ...filled(), payWith: 'affirm' };
    expect(bookTripGuards.startsAffirm({ context })).toBe(true);
    expect(bookTripGuards.startsAffirm({ context: { ...context, termsAccepted: false } })).toBe(false);
    expect(bookTripGuards.startsAffirm({ context: { ...context, payWith: 'card' } })).toBe(false);
    expect(bookTripGuards.startsAffirm({ context: { ...context, affirmCheckoutToken: 'co-1' } })).toBe(false);
    expect(bookTripGuards.startsAffirm({ context: { ...context, waitlist: true } })).toBe(false);
  });

  it('[PAY-008] back from Affirm the form is ready as an Affirm payment: no card needed, the rest still checked', () => {
    const context: BookTripContext = { ...filled(), cardToken: '' };
    const event = { type: 'affirm.returned', checkoutToken: 'co-1' };
    expect(bookTripGuards.isReadyOnReturn({ context, event })).toBe(true);
    expect(bookTripGuards.isReadyOnReturn({ context: { ...context, password: '' }, event })).toBe(false);
    expect(bookTripGuards.isReadyOnReturn({ context: { ...context, countryCode: 'GB' }, event })).toBe(false);
  });
});
