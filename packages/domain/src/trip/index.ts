// Public surface of the trip area: the Trip entity, operator groups, approval, editability and technical itinerary.
export { HOST_REQUEST_SUMMARY_SECTIONS, TRIP_FIELD_GROUPS, TRIP_MESSAGES } from './trip.constants.js';
export type { TripCompanion, TripCostThreshold } from './trip.schema.js';
export {
  OPERATOR_TRIP_STEPS,
  type OperatorTripModel,
  type OperatorTripStep,
  type TripFromRequestInput,
  canApproveTrip,
  canDownloadTripManifest,
  canUserGroupOperateTrips,
  groupOperatorTrips,
  hostRequestSummary,
  isOperatorTripPricingEnabled,
  newTripFromTripRequest,
  operatorTripReviewDetailsPath,
  operatorTripStepPath,
  operatorTripsRedirectPath,
  type HostRequestSummarySection,
} from './trip.rules.js';
export {
  areExistingTripTiersLocked,
  canAddTripPriceTier,
  canRemoveTripPriceTier,
  isTripFieldGroupEditable,
  submitTechnicalItineraryPatch,
  technicalItineraryAction,
  technicalItinerarySubmitMessage,
  tripEditableFieldGroups,
} from './trip-editability.rules.js';
export * from './admin-trip-events.rules.js';
export * from './trip-manifest.rules.js';
export { tripRequestStatusLabel, tripStatusLabel } from './trip-status-words.rules.js';
export {
  type TripInternalEvent,
  tripInternalEventTypes,
  type TripRecord,
  type TripSchedulerEvent,
  type TripUserEvent,
  tripUserEventSchema,
} from './trip.events.js';
