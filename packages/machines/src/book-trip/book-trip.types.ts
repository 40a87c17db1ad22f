// Booking a trip from its public page (MKT-005): the checkout form's context, input and events.
import type {
  AffirmCheckoutOutcome,
  CreatePublicBookingRequest,
  NewBookingTraveler,
  PaymentOptionType,
} from '@caravan/domain';

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
  /** How the first payment is made: a card, or Affirm (pay over time, PAY-008) when the domain offers it. */
  payWith: 'card' | 'affirm';
  /** The booker's country (ISO alpha-2): Affirm is offered to US residents only. */
  countryCode: string;
  /** The token of the Affirm checkout the traveler came back from; the booking request sends it instead of a card. */
  affirmCheckoutToken: string | null;
  /** Where to send the browser to finish the Affirm checkout (Affirm's page), once started. */
  affirmRedirectUrl: string | null;
  password: string;
  termsAccepted: boolean;
  /** The last refusal from the API, shown above the form (the form keeps what was typed). */
  error: string | null;
  fieldErrors: Record<string, string>;
  /** A submit was refused for missing or wrong fields: the form names them (from what is typed) until it is sent. */
  problemsShown: boolean;
  result: BookTripResult | null;
}

export type BookTripInput = Pick<
  BookTripContext,
  'tripId' | 'packageLevel' | 'pricePerTraveler' | 'singleSupplementPrice' | 'currency' | 'waitlist' | 'signedIn'
> & {
  customer?: Partial<NewBookingTraveler> | undefined;
  /** What was typed before leaving for Affirm's page (kept across the redirect), restored as it was. */
  draft?: BookTripDraft | undefined;
};

/** The form as typed: what is kept in sessionStorage across the Affirm redirect. */
export type BookTripDraft = Pick<
  BookTripContext,
  'travelers' | 'paymentOption' | 'customAmount' | 'payWith' | 'countryCode' | 'termsAccepted'
>;

export type BookTripEvent =
  | { type: 'traveler.add' }
  | { type: 'traveler.remove'; index: number }
  | { type: 'traveler.change'; index: number; patch: Partial<NewBookingTraveler> }
  | {
      type: 'form.change';
      patch: Partial<
        Pick<
          BookTripContext,
          'paymentOption' | 'customAmount' | 'cardToken' | 'password' | 'termsAccepted' | 'payWith' | 'countryCode'
        >
      >;
    }
  | { type: 'booking.submit' }
  /** Back from Affirm's page with its checkout token: the booking is sent with it (the server authorizes the loan). */
  | { type: 'affirm.returned'; checkoutToken: string; outcome: AffirmCheckoutOutcome };

/** The input of the injected startAffirmCheckout actor (the server prices it from the same request). */
export interface StartAffirmActorInput {
  tripId: string;
  request: BookTripRequest;
}

/** The request the flow sends (the API recomputes every amount). */
export type BookTripRequest = CreatePublicBookingRequest;

/** The input of the injected createBooking actor. */
export interface BookTripActorInput {
  tripId: string;
  request: BookTripRequest;
}
