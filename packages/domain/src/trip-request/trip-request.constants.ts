// Named values of the itinerary catalogue and trip request (host-and-platform §2.6, §3, §5, §8, §9).
import type { PackageLevel, TripRequestStatus } from '../shared/statuses.js';

/** Companion age ranges (CAT-026). */
export const COMPANION_AGE_RANGES = ['0-2', '3-12', '13-17', '18+'] as const;

/** Host room types: one bed, two beds (twin), shared bed (CAT-027). */
export const HOST_ROOM_TYPES = ['one-bed', 'two-beds', 'shared-bed'] as const;

/** Room occupancies a price is quoted for. */
export const ROOM_PRICING_OCCUPANCIES = ['single', 'double'] as const;

/**
 * Sleeping places per host room type; the host takes one place, the rest are companion beds (CAT-044).
 * DECIDE: a shared bed sleeps two (host plus one companion) because the message offers "beds or shared beds" as equivalents.
 */
export const HOST_ROOM_SLEEPING_PLACES = { 'one-bed': 1, 'two-beds': 2, 'shared-bed': 2 } as const;

/** Package levels in default-choice order: standard, economy, premium (CAT-029, CAT-035). */
export const TRIP_REQUEST_PACKAGE_ORDER: readonly PackageLevel[] = ['standard', 'economy', 'premium'];

/** Package levels eligible for instant approval when the package has no inventory (CAT-036). */
export const TRIP_REQUEST_INSTANT_APPROVAL_PACKAGE_LEVELS: readonly PackageLevel[] = ['standard'];

/** Default maximum spots of an itinerary (CAT-011). */
export const DEFAULT_ITINERARY_MAXIMUM_SPOTS = 20;
/** Default host room type on a new reservation form (CAT-034). */
export const DEFAULT_HOST_ROOM_TYPE = 'one-bed' as const;

/** Pre/post-trip accommodation covers this many nights before or after the trip (CAT-056). */
export const PRE_POST_ACCOMMODATION_NIGHTS = 1;

/** Minimum total host rooms (CAT-042). */
export const MIN_HOST_ROOMS = 1;
/** Minimum requested workshop hours (CAT-046). */
export const MIN_WORKSHOP_HOURS = 1;
/** Minimum optional-activity attendance (CAT-045). */
export const MIN_OPTIONAL_ACTIVITY_ATTENDANCE = 0;

/** The substring that classes an availability error as no-inventory-items (CAT-018). */
export const NO_INVENTORY_ITEMS_ERROR_TEXT = 'no inventory items found';

/** Trip request processing time in business days, for copy (CAT-063). */
export const TRIP_REQUEST_PROCESSING_BUSINESS_DAYS = { min: 2, max: 7 } as const;

/** Maximum height of the inventory list in px (CAT-062). */
export const TRIP_REQUEST_INVENTORY_LIST_MAX_HEIGHT_PX = 400;

/** The incomplete-profile value of the request page is fixed at false (CAT-023). */
export const TRIP_REQUEST_PROFILE_INCOMPLETE = false;

/** Minimum enabled packages for the package choice to show (CAT-052). */
export const MIN_PACKAGES_FOR_PACKAGE_CHOICE = 2;

/** The spec's trip request messages and copy. */
export const TRIP_REQUEST_MESSAGES = {
  screenTitle: 'Reserve This Trip',
  suggestedSellPrice: 'Suggested Sell Price',
  confirmTitle: 'Ready to request your trip?',
  fieldRequired: 'This field is required',
  attentionToast: 'Some entries require your attention before continuing.',
  createError: 'There was an error creating the trip request. Please try again.',
  itineraryBooked: 'This itinerary is booked',
  somethingWentWrong: 'Something went wrong',
  exploreItineraries: 'Explore itineraries',
  noDates: 'There are no dates available for this itinerary.',
  additionalRequestsWarning: 'Adding additional requests will remove Instant Approval from your trip request.',
  updateSaved: 'Trip Request saved!',
  updateError: 'There was an error updating the trip request. Please try again.',
  finishProfileTitle: 'Finish Your Profile to Request a Trip!',
  surveyPanelTitle: 'Survey your audience!',
  /** DECIDE: wording of the below-minimum messages the spec leaves out, because only the limit messages are given. */
  roomsMinimum: 'At least 1 Room required',
  workshopHoursMinimum: 'At least 1 Hour required',
  attendanceMinimum: 'Cannot be below 0',
} as const;

/** '{n} Room(s) Limit' (CAT-043). */
export const roomsLimitMessage = (n: number): string => `${n} Room(s) Limit`;
/** 'N Host + Companions Limit' (CAT-045). */
export const hostCompanionsLimitMessage = (n: number): string => `${n} Host + Companions Limit`;
/** 'N Hour(s) Limit' (CAT-046). */
export const workshopHoursLimitMessage = (n: number): string => `${n} Hour(s) Limit`;
/** The bed-count mismatch message (CAT-044). */
export const bedCountMessage = (beds: number, companions: number): string =>
  `This configuration has ${beds} beds for ${companions} companions. Please configure to ${companions} beds or shared beds.`;

/** What saving an admin's trip request update shows (TRP-006, host-and-platform §8), word for word. */
export const TRIP_REQUEST_SAVED = 'Trip Request saved!';
export const TRIP_REQUEST_SAVE_FAILED = 'There was an error updating the trip request. Please try again.';

/**
 * DECIDE (TRP-006): an admin edits a trip request only while it is pending; once a trip was created from it, or it
 * was accepted or rejected, the request is history the trip (and its operator) already acted on.
 */
export const TRIP_REQUEST_EDITABLE_STATUSES: readonly TripRequestStatus[] = ['pending'];
export const TRIP_REQUEST_NOT_EDITABLE = 'This trip request is no longer pending, so it cannot be changed.';
