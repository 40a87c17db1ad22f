// What the booking screens read from the flow: the quote (as the server will compute it), readiness and state.
import type { NewBookingQuote } from '@caravan/domain';
import type { SnapshotFrom } from 'xstate';
import { bookTripGuards } from './book-trip.guards.js';
import type { bookTripMachine } from './book-trip.machine.js';
import { affirmOfferedFor, firstPaymentOf, formProblemsOf, quoteOf } from './book-trip.request.js';
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
/** Whether a submit sends the form (else it names the problems, MKT-033): the button itself stays enabled. */
export const selectBookTripCanSubmit = (snapshot: Snapshot) =>
  snapshot.matches('editing') && bookTripGuards.isReady({ context: snapshot.context });
/** MKT-033: the fields a refused submit named, in the form's order (empty until a submit is refused). */
export const selectBookTripProblems = (snapshot: Snapshot): Record<string, string> =>
  snapshot.context.problemsShown ? formProblemsOf(snapshot.context) : {};
/** The messages beside the fields: the form's own problems after a refused submit, else the server's field errors. */
export const selectBookTripFieldErrors = (snapshot: Snapshot): Record<string, string> =>
  snapshot.context.problemsShown ? formProblemsOf(snapshot.context) : snapshot.context.fieldErrors;
export const selectBookTripRedirectingToAffirm = (snapshot: Snapshot) =>
  snapshot.matches('redirecting') ? snapshot.context.affirmRedirectUrl : null;
/** The form as typed: travelers, payment choice, country, password, terms, waitlist and the last server error. */
export const selectBookTripContext = (snapshot: Snapshot) => snapshot.context;
/** The form is sent and not yet answered (submitting, starting Affirm or redirecting to it): the button spins. */
export const selectBookTripInFlight = (snapshot: Snapshot) =>
  !snapshot.matches('editing') && !snapshot.matches('booked');
/** The booking the server made, once booked. */
export const selectBookTripResult = (snapshot: Snapshot) => snapshot.context.result;
