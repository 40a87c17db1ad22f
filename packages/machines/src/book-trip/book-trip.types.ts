// Booking a trip from its public page (MKT-005): the checkout form's context, input and events.
import type { CreatePublicBookingRequest, NewBookingTraveler, PaymentOptionType } from '@caravan/domain';

/** What the booking API answers that the flow keeps (the rest is the screen's business). */
export interface BookTripResult {
  bookingId: string;
  status: 'pending' | 'confirmed' | 'waitlist';
  travelerAppPath: string;
}

export interface BookTripContext {
  tripId: string;
  packageLevel: string;
  pricePerTraveler: number;
  singleSupplementPrice: number;
  currency: string;
  /** The trip is full: the flow offers the waitlist, with no payment. */
  waitlist: boolean;
  /** A session exists: no password is asked. */
  signedIn: boolean;
  travelers: NewBookingTraveler[];
  paymentOption: PaymentOptionType;
  /** Minor units, for the custom option. */
  customAmount: number | undefined;
  cardToken: string;
  password: string;
  termsAccepted: boolean;
  /** The last refusal from the API, shown above the form (the form keeps what was typed). */
  error: string | null;
  fieldErrors: Record<string, string>;
  result: BookTripResult | null;
}

export type BookTripInput = Pick<
  BookTripContext,
  'tripId' | 'packageLevel' | 'pricePerTraveler' | 'singleSupplementPrice' | 'currency' | 'waitlist' | 'signedIn'
> & { customer?: Partial<NewBookingTraveler> | undefined };

export type BookTripEvent =
  | { type: 'traveler.add' }
  | { type: 'traveler.remove'; index: number }
  | { type: 'traveler.change'; index: number; patch: Partial<NewBookingTraveler> }
  | {
      type: 'form.change';
      patch: Partial<
        Pick<BookTripContext, 'paymentOption' | 'customAmount' | 'cardToken' | 'password' | 'termsAccepted'>
      >;
    }
  | { type: 'booking.submit' };

/** The request the flow sends (the API recomputes every amount). */
export type BookTripRequest = CreatePublicBookingRequest;

/** The input of the injected createBooking actor. */
export interface BookTripActorInput {
  tripId: string;
  request: BookTripRequest;
}
