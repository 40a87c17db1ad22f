// What the booking screens read from the flow: the quote (as the server will compute it), readiness and state.
import { type NewBookingQuote, firstPaymentAmount, quoteNewBooking, type CurrencyCode } from '@caravan/domain';
import type { SnapshotFrom } from 'xstate';
import type { bookTripMachine } from './book-trip.machine.js';

type Snapshot = SnapshotFrom<typeof bookTripMachine>;

/** The price of the booking as typed (the server recomputes it; this is what the form shows). */
export function selectBookTripQuote(snapshot: Snapshot): NewBookingQuote {
  const { context } = snapshot;
  return quoteNewBooking(
    { pricePerTraveler: context.pricePerTraveler, singleSupplementPrice: context.singleSupplementPrice },
    {
      travelers: context.travelers.length,
      privateRooms: context.waitlist ? 0 : context.travelers.filter((t) => t.room === 'private').length,
    },
  );
}

/** The first payment as chosen, or the field error of a custom amount. */
export function selectBookTripPayment(snapshot: Snapshot) {
  const { context } = snapshot;
  return firstPaymentAmount(
    selectBookTripQuote(snapshot),
    context.paymentOption,
    context.customAmount,
    context.currency as CurrencyCode,
  );
}

export const selectBookTripSubmitting = (snapshot: Snapshot) => snapshot.matches('submitting');
export const selectBookTripCanSubmit = (snapshot: Snapshot) => snapshot.can({ type: 'booking.submit' });
