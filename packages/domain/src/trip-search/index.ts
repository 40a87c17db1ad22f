// Public surface of the trip search (MKT-026..028, MKT-034): filters, URL codec, card and rules, as the API and the
// portal use them.
export {
  TRIP_SEARCH_DEFAULT_SORT,
  TRIP_SEARCH_FEATURED_COUNT,
  TRIP_SEARCH_INVALID_URL_NOTE,
  TRIP_SEARCH_PAGE_SIZE,
  TRIP_SEARCH_PATH,
  TRIP_SEARCH_SORTS,
  TRIP_SEARCH_SORT_LABELS,
  type TripSearchSort,
} from './trip-search.constants.js';
export {
  type TripCard,
  type TripSearchFilters,
  checkTripSearchRanges,
  tripCardSchema,
  tripSearchFilterShape,
  tripSearchFiltersSchema,
} from './trip-search.schema.js';
export {
  PUBLIC_HOME_COPY,
  TRIP_SEARCH_COPY,
  TRIP_SEARCH_DATA_ELEMENT_ID,
  tripCardHostLabel,
  tripCardLengthLabel,
  tripCardPlace,
  tripCardPriceLabel,
  tripSearchResultsTitle,
} from './trip-search.copy.js';
export {
  type CompactTripSearch,
  type QueryParams,
  type TripSearchParse,
  compactTripSearch,
  parseTripSearch,
  readTripSearch,
  serializeTripSearch,
  tripSearchUrl,
} from './trip-search.codec.js';
export {
  activeTripSearchFilters,
  departureWindow,
  minorOfWhole,
  tripCardAvailabilityLabel,
  tripCardDates,
  tripLengthDays,
  tripSearchMonths,
} from './trip-search.rules.js';
