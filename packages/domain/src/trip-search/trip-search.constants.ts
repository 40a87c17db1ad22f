// Named values of the public trip search (MKT-026..028, MKT-034): sort orders, limits, page sizes and card labels.

/**
 * The search's filter names, in the order a serialized URL lists them: the filters' schema has exactly these fields
 * (trip-search.schema.ts checks it), listed here apart from it so writing a search's URL needs no zod (issue 29).
 */
export const TRIP_SEARCH_FILTER_KEYS = [
  'destination',
  'month',
  'from',
  'to',
  'priceMin',
  'priceMax',
  'lengthMin',
  'lengthMax',
  'spots',
  'sort',
  'category',
] as const;

/** The orders a search may ask for; `departure` (soonest first) unless the URL names another. */
export const TRIP_SEARCH_SORTS = ['departure', 'price-asc', 'price-desc'] as const;
export type TripSearchSort = (typeof TRIP_SEARCH_SORTS)[number];
export const TRIP_SEARCH_DEFAULT_SORT: TripSearchSort = 'departure';

/** What each order is called in the sort picker. */
export const TRIP_SEARCH_SORT_LABELS: Record<TripSearchSort, string> = {
  departure: 'Departure date',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

/** DECIDE: a search term of at most 100 characters; no destination or country name is longer. */
export const TRIP_SEARCH_DESTINATION_MAX = 100;

/**
 * DECIDE: the price range is in whole units of each trip's own currency (1500 = 1,500 USD for a USD trip, 1,500 EUR for
 * a EUR one), with no exchange rate: it is the figure a traveler reads on the card, and rates would make a shared URL
 * answer differently from one day to the next. 1,000,000 bounds it far above any group trip.
 */
export const TRIP_SEARCH_PRICE_MAX = 1_000_000;

/** DECIDE: a trip length filter of at most 60 days; group trips run one to three weeks. */
export const TRIP_SEARCH_LENGTH_MAX = 60;

/** DECIDE: 12 cards a page: four rows of three on a desktop, a short scroll on a phone. */
export const TRIP_SEARCH_PAGE_SIZE = 12;

/** DECIDE: the home shows the 6 soonest live trips: two rows of three on a desktop, enough to scroll on a phone. */
export const TRIP_SEARCH_FEATURED_COUNT = 6;

/** DECIDE: the month picker reaches 18 months ahead, about as far as group trips go on sale. */
export const TRIP_SEARCH_MONTHS_AHEAD = 18;

/** The public search page's path (MKT-028): its query string is the search. */
export const TRIP_SEARCH_PATH = '/trips';

/** The note a page shows when its URL held a search it could not read (issue 26, Bad input). */
export const TRIP_SEARCH_INVALID_URL_NOTE =
  "We couldn't read the search in this link, so here are all trips. Adjust the filters to narrow them down.";

/**
 * The id of the JSON a server-rendered home or search carries: the first page of cards it was rendered from, so the
 * portal starts with them (no loading state, no second request before the first paint).
 */
export const TRIP_SEARCH_DATA_ELEMENT_ID = 'caravan-trip-search';
