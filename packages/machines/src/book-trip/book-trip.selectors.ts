// What the booking screens read from the flow: the quote (as the server will compute it), readiness and state.
import type { NewBookingQuote } from '@caravan/domain';
import type { SnapshotFrom } from 'xstate';
import type { bookTripMachine } from './book-trip.machine.js';
import { affirmOfferedFor, firstPaymentOf, quoteOf } from './book-trip.request.js';
import type { BookTripDraft } from './book-trip.types.js';

type Snapshot = SnapshotFrom<typeof bookTripMachine>;

/** The price of the booking as typed (the server recomputes it; this is what the form shows). */
export const selectBookTripQuote = (snapshot: Snapshot): NewBookingQuote => quoteOf(snapshot.context);

/** The first payment as chosen, or the field error of a custom amount. */
export const selectBookTripPayment = (snapshot: Snapshot) => firstPaymentOf(snapshot.context);

/** Whether the Affirm choice is shown (PAY-008, the domain's rule on the booker's country and the amount). */
export const selectBookTripAffirmOffered = (snapshot: Snapshot) => affirmOfferedFor(snapshot.context);

/** The draft kept across the Affirm redirect (never the password or a card). */
export const selectBookTripDraft = ({ context }: Snapshot): BookTripDraft => ({
  travelers: context.travelers,
  paymentOption: context.paymentOption,
  customAmount: context.customAmount,
  payWith: context.payWith,
  countryCode: context.countryCode,
  termsAccepted: context.termsAccepted,
});

export const selectBookTripSubmitting = (snapshot: Snapshot) => snapshot.matches('submitting');
export const selectBookTripCanSubmit = (snapshot: Snapshot) => snapshot.can({ type: 'booking.submit' });
export const selectBookTripRedirectingToAffirm = (snapshot: Snapshot) =>
  snapshot.matches('redirecting') ? snapshot.context.affirmRedirectUrl : null;
