// The booking request built from the flow's context: amounts are never sent except a custom payment's own amount.
import type { BookTripContext, BookTripRequest } from './book-trip.types.js';

/** The body of POST /api/public/trips/{id}/bookings for the current form. */
export function requestOf(context: BookTripContext): BookTripRequest {
  return {
    package: context.packageLevel as BookTripRequest['package'],
    travelers: context.travelers,
    ...(context.signedIn ? {} : { account: { password: context.password } }),
    ...(context.waitlist
      ? { joinWaitlist: true }
      : {
          payment: {
            paymentOptionType: context.paymentOption,
            cardToken: context.cardToken.replace(/\s+/g, ''),
            ...(context.paymentOption === 'custom' && context.customAmount !== undefined
              ? { paymentAmount: context.customAmount }
              : {}),
          },
        }),
    termsAccepted: context.termsAccepted as true,
  };
}
