// The host's My Trips list (MKT-036): its status tabs, one per HOM-030 tab group, and which statuses each tab holds.
import { TRIP_STATUSES, type TripStatus } from '../shared/statuses.js';
import { hostTripTabPriority, sortByHostTripTabPriority } from './home.rules.js';

/** My Trips' status tabs, one per HOM-030 priority group (1 requests … 5 cancelled). */
export const HOST_MY_TRIPS_TABS = ['requested', 'awaiting-you', 'selling', 'finished', 'cancelled'] as const;
export type HostMyTripsTab = (typeof HOST_MY_TRIPS_TABS)[number];
/** The filter My Trips opens on: every trip. */
export const HOST_MY_TRIPS_ALL = 'all';
export type HostMyTripsFilter = HostMyTripsTab | typeof HOST_MY_TRIPS_ALL;

/**
 * DECIDE: the tabs' words, naming what the group's trips have in common for the host (requests under review, prices
 * waiting for the host's acceptance, pages selling or confirmed, trips over, trips cancelled).
 */
export const HOST_MY_TRIPS_TAB_LABELS: Readonly<Record<HostMyTripsFilter, string>> = {
  all: 'All',
  requested: 'Requested',
  'awaiting-you': 'Awaiting you',
  selling: 'Selling',
  finished: 'Finished',
  cancelled: 'Cancelled',
};

/** The tab a trip status belongs to (its HOM-030 group). */
export function hostMyTripsTabOf(status: TripStatus): HostMyTripsTab {
  return HOST_MY_TRIPS_TABS[hostTripTabPriority(status) - 1] as HostMyTripsTab;
}

/** The statuses a filter shows, in lifecycle order (every status for All). */
export function hostMyTripsStatuses(filter: HostMyTripsFilter): TripStatus[] {
  return TRIP_STATUSES.filter((s) => filter === HOST_MY_TRIPS_ALL || hostMyTripsTabOf(s) === filter);
}

/** The filters in the order the screen shows them: All, then the tabs by HOM-030 priority. */
export function hostMyTripsFilters(): HostMyTripsFilter[] {
  const tabs = sortByHostTripTabPriority(TRIP_STATUSES.map((status) => ({ status }))).map((t) =>
    hostMyTripsTabOf(t.status),
  );
  return [HOST_MY_TRIPS_ALL, ...new Set(tabs)];
}
