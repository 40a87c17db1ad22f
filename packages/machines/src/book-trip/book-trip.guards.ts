// Book-trip guards: one-line adapters over the domain's booking request schema and traveler limit.
import { NEW_BOOKING_MAX_TRAVELERS, createPublicBookingRequestSchema } from '@caravan/domain';
import { affirmOfferedFor, requestOf } from './book-trip.request.js';
import type { BookTripContext } from './book-trip.types.js';

type Args = { context: BookTripContext };

/** The request the domain accepts (an Affirm payment counted as valid before its checkout token exists). */
const requestValid = (context: BookTripContext) =>
  createPublicBookingRequestSchema.safeParse(
    requestOf(
      // Stryker disable next-line ConditionalExpression: requestOf reads affirmCheckoutToken only for an Affirm payment, so giving a card payer the placeholder changes nothing
      context.payWith === 'affirm'
        ? { ...context, affirmCheckoutToken: context.affirmCheckoutToken ?? 'pending' }
        : context,
    ),
  ).success;

/** MKT-005: travelers, terms, a password for a visitor, and a way to pay: a card, or Affirm where it is offered. */
const isReady = ({ context }: Args) =>
  // A visitor's password is optional (decision 042): requestValid checks one that was typed.
  requestValid(context) &&
  (context.waitlist ||
    (context.payWith === 'affirm' ? affirmOfferedFor(context) : context.cardToken.trim().length > 0));

export const bookTripGuards = {
  /** MKT-005: at most NEW_BOOKING_MAX_TRAVELERS per booking. */
  mayAddTraveler: ({ context }: Args) => context.travelers.length < NEW_BOOKING_MAX_TRAVELERS,
  /** The first traveler (the customer) stays. */
  mayRemoveTraveler: ({ context, event }: Args & { event: { type: string; index?: number } }) =>
    event.index !== undefined && event.index > 0 && event.index < context.travelers.length,
  /** MKT-005: the request the domain accepts — travelers, terms, a payment (unless waitlisted), a password for a visitor. */
  isReady,
  /** PAY-008: ready, paying with Affirm, and no checkout yet: the checkout is started (Affirm's page comes next). */
  startsAffirm: ({ context }: Args) =>
    isReady({ context }) && !context.waitlist && context.payWith === 'affirm' && context.affirmCheckoutToken === null,
  /**
   * Back from Affirm: the booking is sent at once when the rest of the form is ready. A visitor is not: the password
   * is never kept, so they retype the one they chose (or leave it empty, as a guest) and finish the booking themselves.
   */
  isReadyOnReturn: ({ context, event }: Args & { event: { type: string; checkoutToken?: string } }) =>
    (context.signedIn || context.password.length > 0) &&
    // Stryker disable next-line LogicalOperator: requestValid stands a placeholder in for a missing Affirm token, so the token's value never decides readiness
    isReady({ context: { ...context, payWith: 'affirm', affirmCheckoutToken: event.checkoutToken ?? null } }),
};
