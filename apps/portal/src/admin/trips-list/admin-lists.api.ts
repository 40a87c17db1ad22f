// The admin's trips and bookings lists (MKT-037): their calls, filters as query strings (the same for a page and the
// CSV download, so the file holds what the screen lists), and paged reads through TanStack Query.
import type { Schema } from '../../api/index.js';
import { type PagedList, usePagedList } from '../../api/paged.js';
import { type CallOptions, call } from '../../api/typed.js';
import { useSettled, USER_SEARCH_DEBOUNCE_MS } from '../useUsers.js';

export type AdminTripListItem = Schema<'AdminTripListItem'>;
export type AdminBookingListItem = Schema<'AdminBookingListItem'>;
type TripsQuery = NonNullable<CallOptions<'/api/admin/lists/trips', 'get'>['query']>;
type BookingsQuery = NonNullable<CallOptions<'/api/admin/lists/bookings', 'get'>['query']>;

/** What the toolbar sets: a search, a status (empty for every status) and a date range (empty ends are open). */
export interface ListFilters {
  search: string;
  status: string;
  from: string;
  to: string;
}
export const NO_FILTERS: ListFilters = { search: '', status: '', from: '', to: '' };

/** DECIDE: 25 rows a page: a screenful at 1280 px, and the admin pages on with 'More'. */
export const ADMIN_LIST_PAGE_SIZE = 25;

/** The query of a list's filters, under the names the list's API gives its date range. */
function queryOf(f: ListFilters, range: readonly [string, string]): Record<string, string> {
  const q: Record<string, string> = {};
  if (f.search.trim()) q.search = f.search.trim();
  if (f.status) q.status = f.status;
  if (f.from) q[range[0]] = f.from;
  if (f.to) q[range[1]] = f.to;
  return q;
}
const TRIP_RANGE = ['departFrom', 'departTo'] as const;
const BOOKING_RANGE = ['createdFrom', 'createdTo'] as const;

/** Where the CSV of the filtered set downloads from. */
export const tripsCsvHref = (f: ListFilters) =>
  `/api/admin/lists/trips.csv?${new URLSearchParams(queryOf(f, TRIP_RANGE))}`;
export const bookingsCsvHref = (f: ListFilters) =>
  `/api/admin/lists/bookings.csv?${new URLSearchParams(queryOf(f, BOOKING_RANGE))}`;

/** The filters once typing has settled, so a search asks once, not once per letter. */
function useSettledFilters(f: ListFilters): ListFilters {
  const search = useSettled(f.search.trim(), USER_SEARCH_DEBOUNCE_MS);
  return { ...f, search };
}

/** The admin's trips for the filters, a page at a time. */
export function useAdminTrips(filters: ListFilters): PagedList<AdminTripListItem> {
  const query = queryOf(useSettledFilters(filters), TRIP_RANGE);
  return usePagedList(['admin', 'lists', 'trips', query], (cursor, signal) =>
    call('get', '/api/admin/lists/trips', {
      // The status comes from the toolbar's list of the API's own statuses.
      query: { ...(query as TripsQuery), limit: ADMIN_LIST_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      signal,
    }),
  );
}

/** The admin's bookings for the filters, a page at a time. */
export function useAdminBookings(filters: ListFilters): PagedList<AdminBookingListItem> {
  const query = queryOf(useSettledFilters(filters), BOOKING_RANGE);
  return usePagedList(['admin', 'lists', 'bookings', query], (cursor, signal) =>
    call('get', '/api/admin/lists/bookings', {
      query: { ...(query as BookingsQuery), limit: ADMIN_LIST_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      signal,
    }),
  );
}
