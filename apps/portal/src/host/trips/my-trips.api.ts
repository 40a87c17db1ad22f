// My Trips' call (MKT-036): a page of the host's trips for a status tab, and each tab's count, through TanStack Query.
import type { HostMyTripsFilter } from '@caravan/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Schema } from '../../api/index.js';
import { type LoadState, loadStateOf } from '../../api/queries.js';
import { call } from '../../api/typed.js';

export type HostMyTrip = Schema<'HostMyTrip'>;
type MyTripsPage = Schema<'HostMyTripsPage'>;

/** DECIDE: 20 trips a page: a host's year of trips fits, and a phone scrolls through it without a long wait. */
export const MY_TRIPS_PAGE_SIZE = 20;

export const myTripsKey = (tab: HostMyTripsFilter) => ['host', 'my-trips', tab] as const;

export interface MyTripsList {
  state: LoadState<HostMyTrip[]>;
  counts: MyTripsPage['counts'] | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/** The host's trips in `tab`, a page at a time; the last tab's rows stay while the next tab's first page loads. */
export function useMyTrips(tab: HostMyTripsFilter): MyTripsList {
  const query = useInfiniteQuery({
    queryKey: myTripsKey(tab),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call('get', '/api/me/host/my-trips', {
        query: { tab, limit: MY_TRIPS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const items = query.data ? query.data.pages.flatMap((p) => p.items) : undefined;
  return {
    state: loadStateOf({ status: query.status, data: items, error: query.error }),
    counts: query.data?.pages[0]?.counts,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
