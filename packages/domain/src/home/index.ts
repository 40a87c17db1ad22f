// Public surface of the home area: home trip view model, important dates and the home rules.
export {
  HOME_MESSAGES,
  HOME_ROUTES,
  HOME_STAGE_LABELS,
  HOME_TRIP_GROUPS,
  HOME_TRIP_GROUP_LABELS,
  type HomeBadgeColorScheme,
  IMPORTANT_DATE_KEYS,
  type ImportantDateKey,
} from './home.constants.js';
export { type HomeTripView, homeTripViewSchema } from './home.schema.js';
export {
  buildHomeTripView,
  defaultExpandedHomeTripId,
  formatImportantDate,
  groupHomeTrips,
  homeLandingPath,
  homeTripBadge,
  homeTripReservationNote,
  homeWelcome,
  hostTripTabPriority,
  toggleHomeTripCard,
} from './home.rules.js';
export {
  HOST_MY_TRIPS_ALL,
  HOST_MY_TRIPS_TAB_LABELS,
  HOST_MY_TRIPS_TABS,
  type HostMyTripsFilter,
  type HostMyTripsTab,
  hostMyTripsFilters,
  hostMyTripsStatuses,
  hostMyTripsTabOf,
} from './my-trips.rules.js';
