// Named values of the public trip page (MKT-002, MKT-030): the policy and terms words, the FAQ, the page's anchors.
import { NEW_BOOKING_MAX_TRAVELERS } from '../booking-creation/booking-creation.constants.js';

/** The page's section anchors: the booking form links to the policy and terms (MKT-033). */
export const TRIP_PAGE_ANCHORS = {
  gallery: 'gallery',
  itinerary: 'itinerary',
  included: 'included',
  host: 'host',
  price: 'price',
  policy: 'cancellation-policy',
  terms: 'booking-terms',
  faq: 'faq',
  book: 'book',
} as const;

/**
 * DECIDE: the booking terms a visitor accepts, in plain words, because the spec names the checkbox but not its text;
 * they say what Caravan's booking rules already do (deposit, balance date, host confirmation, changes).
 */
export const BOOKING_TERMS_POINTS = [
  'Your booking is with the host of the trip; Caravan takes the payments and keeps the booking records.',
  'The deposit secures your spots. The balance is due by the date shown in the payment schedule; Caravan reminds you before it is due.',
  'A trip that does not confirm its bookings automatically keeps your booking pending until the host confirms it.',
  `A booking holds at most ${NEW_BOOKING_MAX_TRAVELERS} travelers, each with their own email address.`,
  'The host may adjust the itinerary for safety or circumstances beyond their control; the cancellation policy applies to cancellations.',
  'Each traveler is responsible for their passport, visas, vaccinations and travel insurance.',
] as const;

/** The lines of the cancellation policy that do not depend on the trip's dates. */
export const CANCELLATION_POLICY_FIXED_POINTS = [
  'A booking the host has not yet confirmed can be cancelled with a full refund of the deposit.',
  'If the host or Caravan cancels the trip, everything you paid is refunded in full.',
  'Refunds take 5-10 business days to reach your card.',
] as const;
