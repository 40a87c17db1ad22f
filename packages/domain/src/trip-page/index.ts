// Public surface of the trip-page area: the public trip page's schedule, policy, terms and FAQ, and the booking
// form's country list and field problems (MKT-030, MKT-033).
export { BOOKER_COUNTRIES, type Country } from './countries.js';
export {
  type BookingFormFacts,
  CARD_NUMBER_MISSING,
  COUNTRY_NOT_CHOSEN,
  TERMS_NOT_ACCEPTED,
  bookingFieldLabel,
  bookingFormProblems,
  countryOf,
} from './booking-form.rules.js';
export { BOOKING_TERMS_POINTS, CANCELLATION_POLICY_FIXED_POINTS, TRIP_PAGE_ANCHORS } from './trip-page.constants.js';
export {
  type PaymentScheduleLine,
  type SchedulableTrip,
  type TripCancellationPolicy,
  type TripFaqFacts,
  type TripFaqItem,
  newBookingBalanceDueOn,
  newBookingPaymentSchedule,
  tripCancellationPolicy,
  tripPageFaq,
} from './trip-page.rules.js';
export { type InclusionFacts, tripInclusions } from './inclusions.rules.js';
