// Public surface of the traveler area.
export {
  END_OF_TRIP_PLANS,
  ROOMMATE_PREFERENCES,
  ROOMMATE_PREFERENCE_CODES,
  type RoommatePreferenceCode,
  TRAVELER_STATUSES,
  TRAVELER_TRIP_FORM_DATE_FORMAT,
  TRAVELER_TYPES,
} from './traveler.constants.js';
export { itineraryPdfFileName, passesWaiverGate, preparationFileUrl, travelerTypeOnBooking } from './traveler.rules.js';
export type { TravelerPerson, TravelerStatus, TravelerType } from './traveler.schema.js';
export {
  EXPLORE_CATEGORIES,
  TRAVELER_APP_MESSAGES,
  TRAVELER_EMERGENCY_PHONE,
  TRAVELER_EXTERNAL_LINKS,
  TRAVELER_PORTAL_TITLE,
  TRAVELER_SUPPORT_EMAIL,
  TRAVELER_TRIP_TABS,
} from './traveler-app.constants.js';
export * from './traveler-app.rules.js';
export * from './trip-form.rules.js';
export {
  type TravelerTripForm,
  type TravelerTripFormInput,
  type TravelerTripFormValues,
  travelerTripFormSchema,
} from './trip-form.schema.js';
export * from './itinerary-days.rules.js';
export * from './traveler-analytics.constants.js';
export * from './trip-overview-status.rules.js';
