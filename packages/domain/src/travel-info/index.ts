// Public surface of the travel-info area: the traveler trip form, travel-info companions and their rules.
export {
  TRAVEL_INFO_ACCOMMODATION_NOTE,
  TRAVEL_INFO_PREPARATION_LINK_LABEL,
  TRIP_FORM_SAVED_MESSAGE,
  TRIP_FORM_SAVE_ERROR_MESSAGE,
} from './travel-info.constants.js';
export * from './trip-form.rules.js';
export { type TripTravelerForm, tripTravelerFormSchema } from './trip-form.schema.js';
export { formatClockTime12, toClockTime24 } from './us-date.rules.js';
