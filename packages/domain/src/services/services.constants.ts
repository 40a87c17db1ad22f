// The services area's named values: service types, new-service defaults, limits, time picker and the spec's messages.
import { SINGLE_SUPPLEMENT_SPOTS_MESSAGES } from '../pricing/pricing.constants.js';

/** The service types placed on itinerary and trip days, canonical spelling (SVC-001). */
export const ITINERARY_SERVICE_TYPES = [
  'ACCOMMODATION',
  'INFO',
  'MEAL',
  'ACTIVITY',
  'WORKSHOP_SPACE',
  'TRANSFER',
  'AIRPORT_TRANSFER',
] as const;
export type ItineraryServiceType = (typeof ITINERARY_SERVICE_TYPES)[number];

/** Legacy service types still found on days; not editable in the day card (SVC-020). */
export const LEGACY_SERVICE_TYPES = ['FULL_DAY', 'INFORMAL_GATHERING'] as const;

/** Every service type a day entry may carry. */
export const DAY_SERVICE_TYPES = [...ITINERARY_SERVICE_TYPES, ...LEGACY_SERVICE_TYPES] as const;
type DayServiceType = (typeof DAY_SERVICE_TYPES)[number];

/** How each day service type is named: the day card, the service form and the printed itinerary (SVC-001). */
export const DAY_SERVICE_TYPE_LABELS: Record<DayServiceType, string> = {
  ACCOMMODATION: 'Accommodation',
  INFO: 'Info',
  MEAL: 'Meal',
  ACTIVITY: 'Activity',
  WORKSHOP_SPACE: 'Workshop space',
  TRANSFER: 'Transfer',
  AIRPORT_TRANSFER: 'Airport transfer',
  FULL_DAY: 'Full day',
  INFORMAL_GATHERING: 'Informal gathering',
};

/** The service types that can span several days when their duration exceeds one (SVC-016). */
export const MULTI_DAY_SERVICE_TYPES = ['ACCOMMODATION', 'INFO'] as const satisfies readonly ItineraryServiceType[];
/** The service types a day holds at most one of (SVC-018, SVC-019). */
export const ONE_PER_DAY_SERVICE_TYPES = ['ACCOMMODATION', 'INFO'] as const satisfies readonly ItineraryServiceType[];

/** Pre-trip or post-trip timing of an accommodation. */
export const ACCOMMODATION_TIMINGS = ['pre-trip', 'post-trip'] as const;

/** New-service defaults (§9). */
export const DEFAULT_ACTIVITY_LENGTH_MINUTES = 60;
export const DEFAULT_WORKSHOP_HOURS_AVAILABLE = 1;
export const DEFAULT_TRANSFER_LENGTH_MINUTES = 60;
export const DEFAULT_ACCOMMODATION_STAR_RATING = 3;
export const DEFAULT_ACCOMMODATION_NIGHTS = 1;

/** Images per service (SVC-007, SVC-029). */
export const MAX_SERVICE_IMAGES = 10;

/** Time picker: 15-minute steps starting at 6:00 (SVC-044). */
export const TIME_PICKER_STEP_MINUTES = 15;
export const TIME_PICKER_START_HOUR = 6;

/** Library service search: 700 ms debounce, 3 results first and 3 more per 'Show More' (SVC-045, SVC-046). */
export const LIBRARY_SEARCH_DEBOUNCE_MS = 700;
export const LIBRARY_SEARCH_PAGE_STEP = 3;

/** DECIDE: admin, trip manager and account manager are admin-type users, because all three are platform staff. (SVC-036) */
export const ADMIN_TYPE_USER_GROUPS = ['admin', 'tripManager', 'accountManager'] as const;

/** The spec's service messages (§5, §8). */
export const SERVICE_MESSAGES = {
  descriptionRequired: 'Description is required',
  titleRequired: 'Title is required',
  titleNotDescriptive: 'Enter a more descriptive title',
  nameRequired: 'Name is required',
  startTimeRequired: 'Start time is required',
  invalidDate: 'Enter a valid date',
  invalidTime: 'Enter a valid time',
  tooManyImages: `Upload up to ${MAX_SERVICE_IMAGES} images`,
  totalSpotsMinimum: SINGLE_SUPPLEMENT_SPOTS_MESSAGES.minimum,
  legacyLocation: 'We’ve updated our location functionality - search for and confirm the location here.',
} as const;
