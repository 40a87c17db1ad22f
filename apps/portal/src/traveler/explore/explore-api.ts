// The Explore list's call and its search state (MKT-010): GET /api/public/trips a page at a time, the months a search
// may pick, and the query key a search is cached under.
import { addDays, calendarDateOf, EXPLORE_CATEGORIES, formatDate } from '@caravan/domain';

export type ExploreCategory = (typeof EXPLORE_CATEGORIES)[number];
import type { ApiData } from '../../api/typed.js';
import { call } from '../../api/typed.js';
import { type PagedList, usePagedList } from '../../api/paged.js';

export type ExploreTrip = ApiData<'/api/public/trips', 'get'>['items'][number];

/** DECIDE: the month list reaches 18 months ahead, about as far as group trips go on sale. */
export const EXPLORE_MONTHS_AHEAD = 18;
/** DECIDE: 12 cards a page: four rows of three on a desktop, a short scroll on a phone. */
export const EXPLORE_PAGE_SIZE = 12;

export interface ExploreSearch {
  destination: string;
  /** YYYY-MM, or '' for any month. */
  month: string;
  /** One of the eight Explore categories, or '' for all (TRV-064). */
  category: string;
}

/** The category of an Explore URL's `?category=`, when it is one of the eight. */
export function categoryOf(search: string): ExploreCategory | '' {
  const value = new URLSearchParams(search).get('category');
  return (EXPLORE_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as ExploreCategory) : '';
}

/** The months a search offers, from this month on: `{ id: 'YYYY-MM', label: 'May 2027' }`. */
export function exploreMonths(today: Date, count = EXPLORE_MONTHS_AHEAD): { id: string; label: string }[] {
  const first = `${calendarDateOf(today).slice(0, 7)}-01`;
  const months: { id: string; label: string }[] = [];
  let day = first;
  while (months.length < count) {
    const id = day.slice(0, 7);
    if (months.at(-1)?.id !== id) months.push({ id, label: formatDate(day, 'MMMM yyyy') });
    day = addDays(day, 28);
  }
  return months;
}

/** The bookable trips matching a search, a page at a time. */
export function useExploreTrips(search: ExploreSearch): PagedList<ExploreTrip> {
  const destination = search.destination.trim();
  const category = search.category as ExploreCategory | '';
  return usePagedList(['public', 'explore', destination, search.month, category], (cursor, signal) =>
    call('get', '/api/public/trips', {
      query: {
        limit: EXPLORE_PAGE_SIZE,
        ...(destination ? { destination } : {}),
        ...(search.month ? { month: search.month } : {}),
        ...(category ? { category } : {}),
        ...(cursor ? { cursor } : {}),
      },
      signal,
    }),
  );
}
