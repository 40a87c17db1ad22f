// The spec's named values for operator itineraries: limits, defaults, status decisions and messages.
import {
  ITINERARY_STATUS_LABELS,
  type ItineraryStatus,
  type PackageLevel,
  type UserGroup,
} from '../shared/statuses.js';

/** DECIDE: the itinerary name is at most 100 characters because that fits list rows and PDF file names. */
export const ITINERARY_NAME_MAX_LENGTH = 100;
/** The trip summary must be at least 100 characters (§5 Itinerary details form). */
export const ITINERARY_SUMMARY_MIN_LENGTH = 100;
/** An itinerary holds at most 10 photos (§5; §9). */
export const ITINERARY_PHOTOS_MAX = 10;
/** maximumSpots when unspecified elsewhere (§3 Itinerary). */
export const ITINERARY_MAXIMUM_SPOTS_DEFAULT = 20;
/** The itinerary form's spots defaults: minimum 1, maximum 2 (§9). */
export const ITINERARY_FORM_SPOTS_DEFAULTS = { minimumSpots: 1, maximumSpots: 2 } as const;
/** The package enabled on a new itinerary (§9). */
export const NEW_ITINERARY_DEFAULT_PACKAGE: PackageLevel = 'standard';
/** The status sent when a new itinerary is first saved on /new (§4 Itinerary status). */
export const NEW_ITINERARY_STATUS: ItineraryStatus = 'incomplete';
/**
 * DECIDE: approving itinerary pricing sets status 'in-review' because the spec says it moves to the
 * in-review state and the operator list shows that as 'Pending Approval' until an admin makes it live.
 */
export const ITINERARY_STATUS_AFTER_PRICING_APPROVAL: ItineraryStatus = 'in-review';

/** Labels of the operator itinerary list: created and incomplete both read 'Not Submitted' (§4). */
export const OPERATOR_ITINERARY_STATUS_LABELS: Readonly<Record<ItineraryStatus, string>> = ITINERARY_STATUS_LABELS;

/** Display names of the package levels used in itinerary messages. */
export const ITINERARY_PACKAGE_LABELS: Record<PackageLevel, string> = {
  standard: 'Standard',
  economy: 'Economy',
  premium: 'Premium',
};

/** Groups that build, price and approve itineraries (§1; §6). */
export const ITINERARY_BUILDER_GROUPS: readonly UserGroup[] = ['operator', 'admin'];
/** Groups that create itineraries (§6: operators create itineraries). */
export const ITINERARY_CREATOR_GROUPS: readonly UserGroup[] = ['operator'];

/** Where the itinerary details form is used: itineraries, trips or trip requests (query `model`). */
const ITINERARY_FORM_MODELS = ['itinerary', 'trip', 'tripRequest'] as const;
export type ItineraryFormModel = (typeof ITINERARY_FORM_MODELS)[number];

/** Messages of the itinerary details form (exact spec text; DECIDE wording where the spec has none). */
export const ITINERARY_DETAILS_MESSAGES = {
  nameRequired: 'A name is required',
  /** DECIDE: the name-length message and hint wording because the spec gives neither. */
  nameTooLong: `The name must be at most ${ITINERARY_NAME_MAX_LENGTH} characters`,
  nameHint: `Maximum ${ITINERARY_NAME_MAX_LENGTH} characters`,
  countryRequired: 'A country selection is required',
  destinationRequired: 'A destination is required',
  summaryRequired: 'A summary is required',
  summaryTooShort: 'The trip summary must be at least 100 characters',
  accommodationLevelRequired: (label: string) => `Accommodation level for ${label} package is required`,
  /** DECIDE: meal-level wording mirrors the accommodation message because the spec gives none. */
  mealLevelRequired: (label: string) => `Meal level for ${label} package is required`,
  onePackageRequired: 'At least one package must be enabled',
  tooManyPhotos: `An itinerary can have at most ${ITINERARY_PHOTOS_MAX} photos`,
} as const;

/** Itinerary toasts and notices (§8). */
export const ITINERARY_MESSAGES = {
  saved: 'Itinerary saved',
  /** One print failure for every itinerary PDF: the operator's trip, the host workspace, the traveler app. */
  printFailed: 'Something went wrong printing your itinerary. Please try again.',
} as const;
