// Named values of ground transfers and rides: limits, windows, statuses, tabs, messages and DECIDE choices.
import { FORM_AUTO_SAVE_INTERVAL_MS } from '../user/user.constants.js';

/** Arrival or departure: the two legs (stages) of a ground-transfer booking. */
export const GROUND_TRANSFER_STAGES = ['arrival', 'departure'] as const;

/** Ride (journey) statuses as the platform stores and shows them (GTR-012, RID-003). */
export const RIDE_STATUSES = [
  'pending',
  'confirmed',
  'driver-assigned',
  'driver-underway',
  'driver-arrived',
  'journey-in-progress',
  'completed',
  'cancelled',
  'processing',
] as const;

/** The journey statuses the transfer provider reports, which map to a booking display status (GTR-005..011). */
export const PROVIDER_JOURNEY_STATUSES = [
  'not-paid',
  'awaiting-approval',
  'pending',
  'cancelled-free',
  'cancelled-with-costs',
  'planned',
  'driver-underway',
  'driver-arrived',
  'journey-in-progress',
  'confirmed',
  'completed',
] as const;

/** The booking display statuses a journey status maps to (GTR-005..011). */
export const GROUND_TRANSFER_DISPLAY_STATUSES = [
  'pending',
  'cancelled',
  'driver-assigned',
  'confirmed',
  'completed',
  'processing',
] as const;

/** Display labels of ride statuses. */
export const RIDE_STATUS_LABELS = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  'driver-assigned': 'Driver Assigned',
  'driver-underway': 'Driver Underway',
  'driver-arrived': 'Driver Arrived',
  'journey-in-progress': 'Journey In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  processing: 'Processing',
} as const;

/**
 * Who cancelled a ride (GTR-013, RID-002).
 * DECIDE: customer, host, admin and provider, because the spec names only provider and the cancel call distinguishes customers.
 */
export const GROUND_TRANSFER_CANCELLATION_TYPES = ['customer', 'host', 'admin', 'provider'] as const;

/** The named reasons ground-transfer booking is refused (GTR-021). */
export const GROUND_TRANSFER_INELIGIBILITY_REASONS = [
  'ground-transfer-not-bookable',
  'booking-is-cancelled',
  'admin-technical-itinerary-not-approved',
  'trip-is-complete',
  'host-booked-transfers-for-all-focs',
] as const;

/** Human messages of the eligibility reasons (the reason code is the contract; the text is for screens). */
export const GROUND_TRANSFER_INELIGIBILITY_MESSAGES = {
  'ground-transfer-not-bookable': 'Ground transfers cannot be booked for this trip.',
  'booking-is-cancelled': 'Ground transfers cannot be booked on a cancelled booking.',
  'admin-technical-itinerary-not-approved': 'Ground transfers can be booked once the technical itinerary is approved.',
  'trip-is-complete': 'Ground transfers cannot be booked on a completed trip.',
  'host-booked-transfers-for-all-focs': 'Transfers are already booked for all free-of-charge travelers.',
} as const;

/** Pre-trip accommodation is this many days before the trip start (GTR-023). */
export const PRE_TRIP_ACCOMMODATION_DAYS_BEFORE_START = 1;
/** Post-trip accommodation is this many days after the trip end (GTR-024). */
export const POST_TRIP_ACCOMMODATION_DAYS_AFTER_END = 1;
/** The arrival pickup window opens this many days before the arrival date (or today) (GTR-025, GTF-091). */
export const ARRIVAL_WINDOW_DAYS_BEFORE = 7;
/** The arrival pickup window closes this many days after the arrival date (GTR-025, GTF-091). */
export const ARRIVAL_WINDOW_DAYS_AFTER = 1;
/** The departure pickup window opens this many days after the departure date (GTR-026, GTF-092). */
export const DEPARTURE_WINDOW_FIRST_DAY_AFTER = 1;
/** The departure pickup window closes this many days after the departure date (GTR-026, GTF-092). */
export const DEPARTURE_WINDOW_LAST_DAY_AFTER = 7;

/** Cancelling a ride is free up to this many hours before pickup (GTR-027, RID-013). */
export const RIDE_FREE_CANCELLATION_HOURS = 24;
/** Rebooking a ride is possible up to this many hours before the trip start (GTR-028, RID-014). */
export const RIDE_REBOOK_CUTOFF_HOURS_BEFORE_TRIP_START = 24;

/** Ride date display format (GTR-029, RID-024). */
export const RIDE_DATE_FORMAT = 'MM/dd/yyyy HH:mm';
/** Pickup time display format in the transfer flow (GTF-096). */
export const GROUND_TRANSFER_PICKUP_TIME_FORMAT = 'MM/dd/yyyy, hh:mm a';

/** A failed quotes fetch leaves the leg in error once this many failures happened (GTF-059, GTF-060, PLT-065). */
export const GROUND_TRANSFER_QUOTE_RETRY_LIMIT = 3;
/** Default maximum passengers when no limit is given (GTF-085). */
export const GROUND_TRANSFER_DEFAULT_PASSENGER_MAX = 20;
/** The transfer form auto-saves at the platform's form auto-save interval, 10 seconds (GTF-095, PLT-066). */
export const GROUND_TRANSFER_AUTO_SAVE_INTERVAL_MS = FORM_AUTO_SAVE_INTERVAL_MS;
/** Calendar end time fallback when the ride has no duration (RID-023). */
export const RIDE_CALENDAR_FALLBACK_DURATION_SECONDS = 360;
/** A ground-transfer add-on is always for one unit (GTF-034). */
export const GROUND_TRANSFER_ADD_ON_UNIT_QUANTITY = 1;
/** The add-on type of a ground transfer on a booking (GTF-031). */
export const GROUND_TRANSFER_ADD_ON_TYPE = 'ground-transfer';

/** The flow's tab names, in order (GTF-002). */
export const GROUND_TRANSFER_TABS = ['travel_detail', 'vehicle', 'contact', 'payment', 'success'] as const;

/** The route of each tab under /transfer/{tripId} (GTF-001); the root `/` shows travel detail. */
export const GROUND_TRANSFER_TAB_PATHS = {
  travel_detail: '/travel-detail',
  vehicle: '/vehicle',
  contact: '/contact',
  payment: '/payment',
  success: '/success',
} as const;

/** The tab the flow root redirects to (GTF-007). */
export const GROUND_TRANSFER_DEFAULT_TAB = 'travel_detail';

/**
 * Tab labels; hosts see 'Booking' for the payment tab (GTF-003).
 * DECIDE: the other labels are the tab names in title case, because the spec names only 'Booking'.
 */
export const GROUND_TRANSFER_TAB_LABELS = {
  travel_detail: 'Travel Details',
  vehicle: 'Vehicle',
  contact: 'Contact',
  payment: 'Payment',
  success: 'Success',
} as const;
/** The payment tab label for host-type users (GTF-003). */
export const GROUND_TRANSFER_HOST_PAYMENT_TAB_LABEL = 'Booking';

/**
 * What a host sees instead of the flow while the itinerary is not approved (GTF-015).
 * DECIDE: the wording, because the spec says only that free host transfers are hidden until then.
 */
export const GROUND_TRANSFER_HOST_HIDDEN_MESSAGE =
  'Free transfers for you and your free-of-charge travelers open once the itinerary is approved.';

/** DECIDE: what a co-host reads above the flow they may fill but not book (GTF-024, GTR-015); not in the spec. */
export const GROUND_TRANSFER_READ_ONLY_MESSAGE =
  "You can fill in the travel details to see what the trip's host will be asked for; only the host books its free transfers.";

/** The flow's back links by where the user came from (GTF-005). */
export const GROUND_TRANSFER_BACK_LINKS = {
  trip: 'Back to trip',
  'manage-booking': 'Back to manage booking',
  'trip-overview': 'Back to Trip Overview',
} as const;

/**
 * The one feature flag that shows the transfer product (GTF-011, PLT-048).
 * DECIDE: flag key 'ground-transfer-booking', on by default, because the flow is part of the shipped product.
 */
export const GROUND_TRANSFER_FEATURE_FLAG = { key: 'ground-transfer-booking', defaultEnabled: true } as const;

/** Overall flow statuses (GTF-036). */
export const GROUND_TRANSFER_FLOW_STATUSES = [
  'started',
  'in-progress',
  'saving',
  'complete',
  'error',
  'repricing-insurance',
  'cancelling',
  'cancelled',
  'updating',
  'updated',
] as const;

/** Error types the flow records (GTF-040, GTF-044, GTF-047, GTF-048). */
export const GROUND_TRANSFER_FLOW_ERROR_TYPES = [
  'booking',
  'insurance-repricing',
  'cancel',
  'update',
  'payment',
] as const;

/** Leg statuses in order (GTF-052). */
export const GROUND_TRANSFER_LEG_STATUSES = ['missing-travel-details', 'missing-quote-selection', 'complete'] as const;

/** Quotes statuses (GTF-054). */
export const GROUND_TRANSFER_QUOTES_STATUSES = [
  'empty',
  'loading',
  'populated',
  'stale',
  'need-retry',
  'error',
] as const;

/** Insurance statuses within the transfer flow (GTF-067). */
export const GROUND_TRANSFER_INSURANCE_STATUSES = ['empty', 'stale', 'repriced'] as const;

/** Tab statuses (GTF-069). */
export const GROUND_TRANSFER_TAB_STATUSES = ['incomplete', 'complete'] as const;

/** Payment statuses reported by the embedded payments app (GTF-041, GTF-048..050). */
export const GROUND_TRANSFER_PAYMENT_STATUSES = ['idle', 'in-progress', 'payment_successful', 'payment_error'] as const;

/** Ride cancellation request statuses (RID-011). */
export const RIDE_CANCELLATION_STATUSES = ['loading', 'success', 'error'] as const;

/**
 * Order of the ride list tabs, also when a room upgrade is shown (RID-025).
 * DECIDE: arrival then departure, because that is the order the traveler rides them.
 */
export const RIDE_LIST_TAB_ORDER = ['arrival', 'departure'] as const;

/**
 * Roles that may edit or cancel a ride (RID-009).
 * DECIDE: the primary traveler and primary host, because secondary roles may not book transfers either.
 */
export const RIDE_MODIFYING_ROLES = ['traveler-primary', 'host-primary'] as const;
/**
 * Ride statuses in which a ride may still be edited or cancelled (RID-009).
 * DECIDE: pending and confirmed, because once a driver is assigned the provider is executing the ride.
 */
export const RIDE_MODIFIABLE_STATUSES = ['pending', 'confirmed'] as const;
/**
 * Roles that see the price of rides (RID-008).
 * DECIDE: the primary traveler only, because transfers are free for hosts and secondaries do not pay for them.
 */
export const RIDE_PRICE_VISIBLE_ROLES = ['traveler-primary'] as const;

/** Messages of the transfer flow's forms (GTF-074, GTF-075, GTF-079, GTF-081..084). */
export const GROUND_TRANSFER_MESSAGES = {
  /** DECIDE: 'Required', because the traveler app's other forms show an inline 'Required'. */
  required: 'Required',
  /** DECIDE: the spec names a name pattern without a message. */
  invalidName: 'Please enter a valid name',
  /** DECIDE: the spec asks for a valid email without a message. */
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please provide a valid phone number including international code',
  acceptTerms: 'Please accept the terms and conditions',
  /** DECIDE: the spec asks for complete locations (label, type, value) without a message. */
  incompleteLocation: 'Please select a location from the list',
  pickupSameAsDropOff: 'Pickup cannot be the same as Drop-off',
  dropOffSameAsPickup: 'Drop-off cannot be the same as Pickup',
  invalidDate: 'Please enter a valid date',
  dateOutOfRange: 'Please enter a date inside the range',
  minPassengers: 'Minimum 1 passenger',
  /** DECIDE: luggage counts must be numbers; the spec gives no message. */
  notANumber: 'Must be a number',
  /** DECIDE: a quote needs full travel details; the spec gives no message. */
  quoteNeedsFullDetails: 'Complete the travel details before choosing a vehicle',
} as const;

/** 'Max N passengers' (GTF-084). */
export const maxPassengersMessage = (max: number): string => `Max ${max} passengers`;

/**
 * Thrown when the transfer state is used before trip and booking are loaded (GTF-027).
 * DECIDE: the exact wording, because the spec only says it says both must already be in the store.
 */
export const GROUND_TRANSFER_STATE_NOT_READY_MESSAGE = 'Trip and booking must already be in the store';

/** Shown when insurance repricing fails in the flow (traveler-app §8). */
export const GROUND_TRANSFER_INSURANCE_REPRICE_ERROR_MESSAGE =
  'We encountered an issue while connecting to our insurance provider.';

/** Ride action messages (GTR-032, GTR-033, RID-015, RID-016, RID-019, RID-020). */
export const RIDE_MESSAGES = {
  cancelSuccess: 'Your ride was cancelled successfully.',
  updateSuccess: 'Your ride was updated successfully.',
  cancelFailure: 'We encountered an issue while cancelling your ride. Please try again later.',
  updateFailure: 'We encountered an issue while updating your ride. Please try again later.',
  rebookSuccess: 'Your ride was rebooked successfully.',
  /** DECIDE: the refusal wording, because the spec states only the 24-hour rule (GTR-028, RID-014). */
  rebookClosed: 'Rides can be rebooked up to 24 hours before the trip starts. Please contact support.',
  /** DECIDE: only a cancelled ride is rebooked; a live one is edited instead. */
  rebookNotCancelled: 'Only a cancelled ride can be rebooked.',
} as const;

/** Base URL of the calendar template link (RID-021). */
export const RIDE_CALENDAR_TEMPLATE_URL = 'https://calendar.google.com/calendar/render';
