// The words of the public home and search (MKT-026, MKT-027) that both the portal's screens and the server's first
// render of them (apps/api/src/views/public-search.page.ts) show: one copy, so the page does not change as it loads.
import type { CurrencyCode } from '../shared/currencies.js';
import { formatMinor } from '../shared/money-format.js';
import type { TripCard } from './trip-search.schema.js';

/** The home: its document title, hero and featured list. */
export const PUBLIC_HOME_COPY = {
  documentTitle: 'Caravan · Small-group trips with hosts who know the way',
  title: 'Travel in good company',
  text: 'Small-group trips led by hosts who know the way: pick a place and a month, and find your next one.',
  searchLabel: 'Search trips',
  destinationLabel: 'Destination',
  destinationPlaceholder: 'City or country',
  monthLabel: 'Month',
  anyMonth: 'Any month',
  featuredTitle: 'Departing soon',
  featuredLabel: 'Featured trips',
  browseAll: 'Browse all trips',
  signIn: 'Sign in',
} as const;

/** The search page: its document title, header and filter panel. */
export const TRIP_SEARCH_COPY = {
  documentTitle: 'Browse trips · Caravan',
  title: 'Browse trips',
  text: 'Small-group trips led by hosts who know the way.',
  resultsLabel: 'Trips',
  /** The filter panel's words (the portal's TripSearchForm, and the server's disabled copy of it). */
  filters: {
    label: 'Search trips',
    destination: 'Destination',
    destinationPlaceholder: 'City or country',
    month: 'Month',
    anyMonth: 'Any month',
    dates: 'Or departing between',
    from: 'From',
    to: 'To',
    price: 'Price per traveler',
    priceMin: 'Min price',
    priceMax: 'Max price',
    length: 'Trip length in days',
    lengthMin: 'Min days',
    lengthMax: 'Max days',
    rangeAny: 'Any',
    spots: 'Only trips with spots left',
    sort: 'Sort by',
    submit: 'Search',
  },
} as const;

/** The results' heading: '12+ trips' while more pages wait, 'Trips' before any are in. */
export const tripSearchResultsTitle = (count: number, hasMore: boolean): string =>
  count > 0 ? `${count}${hasMore ? '+' : ''} ${count === 1 ? 'trip' : 'trips'}` : TRIP_SEARCH_COPY.resultsLabel;

/** A card's host line: 'With Hana Sato'. */
export const tripCardHostLabel = (card: Pick<TripCard, 'hostName'>): string => `With ${card.hostName}`;

/** A card's trip length: '8 days'. */
export const tripCardLengthLabel = (card: Pick<TripCard, 'lengthDays'>): string =>
  `${card.lengthDays} ${card.lengthDays === 1 ? 'day' : 'days'}`;

/** A card's price line: 'From $2,450.00 per traveler'. */
export const tripCardPriceLabel = (card: Pick<TripCard, 'priceFrom' | 'currency'>): string =>
  `From ${formatMinor(card.priceFrom, card.currency as CurrencyCode)} per traveler`;

/** A card's place: 'Cusco, Peru'. */
export const tripCardPlace = (card: Pick<TripCard, 'destination' | 'country'>): string =>
  [card.destination, card.country].filter(Boolean).join(', ');

// Defined with the search's constants (a module without money formatting, which the portal's entry reads it from).
export { TRIP_SEARCH_DATA_ELEMENT_ID } from './trip-search.constants.js';
