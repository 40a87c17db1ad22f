// The booking request built from the flow's context: amounts are never sent except a custom payment's own amount.
import {
  bookingFormProblems,
  type CurrencyCode,
  firstPaymentAmount,
  isAffirmFinanceable,
  isAffirmOptionShown,
  quoteNewBooking,
} from '@caravan/domain';
import type { BookTripContext, BookTripRequest } from './book-trip.types.js';

/** The price of the booking as typed (the server recomputes it; this is what the form shows). */
export function quoteOf(context: BookTripContext) {
  return quoteNewBooking(
    { pricePerTraveler: context.pricePerTraveler, singleSupplementPrice: context.singleSupplementPrice },
    {
      travelers: context.travelers.length,
      privateRooms: context.waitlist ? 0 : context.travelers.filter((t) => t.room === 'private').length,
    },
  );
}

/** The first payment as chosen, or the field error of a custom amount. */
export const firstPaymentOf = (context: BookTripContext) =>
  firstPaymentAmount(quoteOf(context), context.paymentOption, context.customAmount, context.currency as CurrencyCode);

/** PAY-008: Affirm is offered for this first payment — a US booker and an amount Affirm finances. */
export function affirmOfferedFor(context: BookTripContext): boolean {
  const payment = firstPaymentOf(context);
  return (
    !context.waitlist &&
    isAffirmOptionShown({
      countryCode: context.countryCode,
      canPayWithAffirm: payment.ok && isAffirmFinanceable(payment.amount, context.currency as CurrencyCode),
    })
  );
}

/** The body of POST /api/public/trips/{id}/bookings for the current form. */
export function requestOf(context: BookTripContext): BookTripRequest {
  return {
    package: context.packageLevel as BookTripRequest['package'],
    travelers: context.travelers,
    // A visitor who chose no password books as a guest (decision 042): no account details are sent.
    ...(context.signedIn || context.password === '' ? {} : { account: { password: context.password } }),
    ...(context.waitlist
      ? { joinWaitlist: true }
      : {
          payment: {
            paymentOptionType: context.paymentOption,
            ...(context.payWith === 'affirm'
              ? context.affirmCheckoutToken
                ? { affirmCheckoutToken: context.affirmCheckoutToken }
                : {}
              : { cardToken: context.cardToken.replace(/\s+/g, '') }),
            ...(context.paymentOption === 'custom' && context.customAmount !== undefined
              ? { paymentAmount: context.customAmount }
              : {}),
          },
        }),
    ...(context.countryCode ? { countryCode: context.countryCode } : {}),
    termsAccepted: context.termsAccepted as true,
  };
}

/** MKT-033: every missing or wrong field of the form as typed, keyed by field name (the domain's rule). */
export function formProblemsOf(context: BookTripContext): Record<string, string> {
  const payment = firstPaymentOf(context);
  return bookingFormProblems({
    travelers: context.travelers,
    countryCode: context.countryCode,
    signedIn: context.signedIn,
    password: context.password,
    waitlist: context.waitlist,
    payWith: context.payWith,
    cardToken: context.cardToken,
    paymentError: context.waitlist || payment.ok ? null : payment.error,
    termsAccepted: context.termsAccepted,
  });
}
