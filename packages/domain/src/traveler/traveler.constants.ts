// Named values of the traveler app: traveler types and statuses, trip form choices and messages.

/** Traveler types: the primary booker and secondary travelers (TRV-004). */
export const TRAVELER_TYPES = ['traveler-primary', 'traveler-secondary'] as const;

/** Traveler record statuses (TRV-005). */
export const TRAVELER_STATUSES = [
  'created',
  'waiver-complete',
  'trip-form-complete',
  'ready-to-travel',
  'complete',
  'feedback-complete',
  'cancelled',
] as const;

/** DECIDE: the content-only query appended to a non-PDF preparation URL is `contentOnly=true` because the embedded page only needs a flag to drop its chrome. */
export const PREPARATION_CONTENT_ONLY_QUERY = 'contentOnly=true';

/** End-of-trip plans (TFM-002). */
export const END_OF_TRIP_PLANS = ['Returning home', 'Continuing travels', 'Undecided'] as const;

/** Roommate preference codes with their checkbox labels, in the spec's order (TFM-003, TFM-004). */
export const ROOMMATE_PREFERENCES = {
  'early-bird': 'Early bird',
  'night-owl': 'Night owl',
  'adrenaline-junkie': 'Adrenaline junkie',
  'leisure-enthusiast': 'Leisure enthusiast',
  planner: 'Planner',
  wanderer: 'Wanderer',
  'life-of-the-party': 'Life of the party',
  'lover-of-alone-time': 'Lover of alone time',
} as const;
export type RoommatePreferenceCode = keyof typeof ROOMMATE_PREFERENCES;
export const ROOMMATE_PREFERENCE_CODES = Object.keys(ROOMMATE_PREFERENCES) as [
  RoommatePreferenceCode,
  ...RoommatePreferenceCode[],
];

/** The inline message under a missing required trip form field (TFM-006). */
export const TRAVELER_TRIP_FORM_REQUIRED_MESSAGE = 'Required';

/** Trip form date entry format (TFM-015). */
export const TRAVELER_TRIP_FORM_DATE_FORMAT = 'MM/DD/YYYY';
