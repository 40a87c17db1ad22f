// The host shell's calls (HAP-001, HAP-011), typed by the API's OpenAPI document, and their query keys.
import { PAGE_SIZE_MAX } from '@caravan/domain';
import { ApiError, type Schema } from '../api/index.js';
import { call } from '../api/typed.js';

/** GET /api/me/host/user: the signed-in host's own record. */
export type HostRecord = Schema<'Host'>;

/** A trip as its organiser reads it (GET /api/me/trips for a host). */
export type OrganizerTrip = Schema<'Trip'>;

/** One date of the Important Dates panel. */
export type HostImportantDate = Schema<'ImportantDate'>;

/** DECIDE: the panel shows the next 20 dates; the spec gives no count, and a longer list stops being a glance. */
export const IMPORTANT_DATES_SHOWN = 20;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const hostKeys = {
  me: () => ['host', 'me'] as const,
  homeTrips: () => ['host', 'home-trips'] as const,
  dashboardTrips: () => ['host', 'dashboard-trips'] as const,
  importantDates: () => ['host', 'important-dates'] as const,
};

export const hostApi = {
  /** The host's record, or null when the user has none yet (the API answers 404; HOM-004 treats it as level ZERO). */
  me: async (signal?: AbortSignal): Promise<HostRecord | null> => {
    try {
      return await call('get', '/api/me/host/user', withSignal(signal));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  /** How many trips the host works on (one page is enough to tell none from some; HOM-002, HOM-003). */
  homeTripCount: async (signal?: AbortSignal): Promise<number> => {
    const page = await call('get', '/api/me/trips', { query: { limit: 1 }, ...withSignal(signal) });
    return page.items.length;
  },
  /**
   * The trips the dashboard shows (HOM-006). DECIDE: the first PAGE_SIZE_MAX trips in the API's order, because a host
   * runs a handful of trips at a time and the dashboard has no paging in the spec.
   */
  trips: async (signal?: AbortSignal): Promise<OrganizerTrip[]> => {
    const page = await call('get', '/api/me/trips', { query: { limit: PAGE_SIZE_MAX }, ...withSignal(signal) });
    return page.items as OrganizerTrip[];
  },
  /** GET /api/me/host/important-dates: the panel's first page, from today on, in date order (HOM-013). */
  importantDates: async (signal?: AbortSignal): Promise<HostImportantDate[]> =>
    (
      await call('get', '/api/me/host/important-dates', {
        query: { limit: IMPORTANT_DATES_SHOWN },
        ...withSignal(signal),
      })
    ).items,
};
