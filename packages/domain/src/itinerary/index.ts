// Public surface of the itinerary area: the Itinerary entity, details-form validation and itinerary rules.
export {
  ITINERARY_DETAILS_MESSAGES,
  ITINERARY_MAXIMUM_SPOTS_DEFAULT,
  ITINERARY_MESSAGES,
  ITINERARY_PACKAGE_LABELS,
  ITINERARY_PHOTOS_MAX,
  ITINERARY_SUMMARY_MIN_LENGTH,
  type ItineraryFormModel,
  NEW_ITINERARY_STATUS,
} from './itinerary.constants.js';
export type {
  ItineraryAirport,
  ItineraryOptionalService,
  ItineraryPhoto,
  ItineraryPhotos,
} from './itinerary.schema.js';
export {
  isItineraryPackageToggleLocked,
  itineraryNameHint,
  showsOperatorCodeField,
  validateItineraryDetails,
} from './itinerary-details.rules.js';
export {
  canUserGroupBuildItineraries,
  canUserGroupCreateItineraries,
  itineraryStatusAfterPricingApproval,
  newItineraryCreatePayload,
  newItineraryFormDefaults,
  operatorItineraryStatusLabel,
} from './itinerary.rules.js';
export * from './itinerary-operator.rules.js';
export * from './itinerary-photos.rules.js';
export {
  type ItineraryInternalEvent,
  itineraryInternalEventTypes,
  type ItineraryUserEvent,
} from './itinerary.events.js';
