// The home's ways to browse (MKT-026, MKT-028): the months and countries of the trips on sale, each a search in
// /trips's URL. Apart from the site's policy rules, and with dates and the URL from modules without date-fns or zod,
// so the home's first script carries neither (issue 29).
import { formatCalendarDate } from '../shared/calendar-format.js';
import type { TripCard } from '../trip-search/trip-search.schema.js';
import { tripSearchUrl } from '../trip-search/trip-search.url.js';

/** One way to browse the home offers: its words and its search. */
export interface SiteBrowseLink {
  label: string;
  href: string;
}

/** The months the given trips depart in, soonest first, each with its search (`/trips?month=YYYY-MM`). */
export function tripDepartureMonths(cards: readonly Pick<TripCard, 'startDate'>[], max: number): SiteBrowseLink[] {
  const months = [...new Set(cards.map((c) => c.startDate.slice(0, 7)))].sort().slice(0, max);
  return months.map((month) => ({
    label: formatCalendarDate(`${month}-01`, 'MMMM yyyy'),
    href: tripSearchUrl({ month }),
  }));
}

/** One destination the home offers: a country, how many trips on sale go there, and its search. */
export interface SiteDestination {
  country: string;
  trips: number;
  href: string;
}

/** The countries of the given trips, most trips first (then by name), each with its search (`/trips?destination=`). */
export function tripDestinations(cards: readonly Pick<TripCard, 'country'>[], max: number): SiteDestination[] {
  const counts = new Map<string, number>();
  for (const card of cards) if (card.country) counts.set(card.country, (counts.get(card.country) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, max)
    .map(([country, trips]) => ({ country, trips, href: tripSearchUrl({ destination: country }) }));
}
