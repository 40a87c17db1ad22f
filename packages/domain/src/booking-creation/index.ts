// Public surface of the booking-creation area: the public trip page and booking a trip from it (MKT-001..009).
export {
  BOOKABLE_TRIP_STATUSES,
  BOOKING_CREATION_ERROR_CODES,
  DOWN_PAYMENT_PER_SPOT_MINOR,
  NEW_BOOKING_EMAIL_SUBJECTS,
  NEW_BOOKING_LANDING_ACTION,
  NEW_BOOKING_MAX_TRAVELERS,
  NOT_CHARGED_NOTE,
  PORTAL_TRAVELER_APP_BASE,
  PUBLIC_TRIP_DATA_ELEMENT_ID,
  TRIP_NOT_BOOKABLE_MESSAGES,
  VISIT_CHANNELS,
  type VisitChannel,
} from './booking-creation.constants.js';
export {
  type NewBookingQuote,
  type TripBookability,
  bookingsCloseOn,
  depositPerSpot,
  firstPaymentAmount,
  isTripPagePublic,
  publicTripPath,
  quoteNewBooking,
  spotsRemaining,
  tripBookability,
  visitChannelOf,
  hasSpotsFor,
} from './booking-creation.rules.js';
export {
  type CreatePublicBookingInput,
  type CreatePublicBookingRequest,
  createPublicBookingRequestSchema,
  type NewBookingTraveler,
  type StartBookingAffirmCheckoutRequest,
  startBookingAffirmCheckoutRequestSchema,
} from './booking-creation.contract.js';
