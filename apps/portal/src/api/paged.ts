// A list the API answers a page at a time (issue 18), read with TanStack Query's infinite query: the pages loaded so
// far as one list, and a way to load the next while the loaded rows stay on screen.
import type { Page } from '@caravan/domain';
import { type QueryKey, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type LoadState, loadStateOf } from './queries.js';

export interface PagedList<T> {
  /** The items of every page loaded so far, in the list's order. */
  state: LoadState<T[]>;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/** One page of a list from its cursor (undefined for the first page). */
export type FetchPage<T> = (cursor: string | undefined, signal: AbortSignal) => Promise<Page<T>>;

const flatten = <T>(data: { pages: Page<T>[] }) => data.pages.flatMap((page) => page.items);

/** The list under `queryKey`; a new key (another search) keeps showing the last list until its first page is in. */
export function usePagedList<T>(queryKey: QueryKey, fetchPage: FetchPage<T>): PagedList<T> {
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: flatten<T>,
    placeholderData: keepPreviousData,
  });
  return {
    state: loadStateOf(query),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/** One page of a list from its cursor, the signal optional (a machine's actor may read without one). */
export type ReadPage<T> = (cursor: string | undefined, signal?: AbortSignal) => Promise<Page<T>>;

/**
 * Every item of a paged list, reading page after page by `nextCursor`: for the few rules that need all of a list's
 * rows at once (the transfer-date warning over every ride, the add-ons the manage-booking machine prices). The API
 * still answers at most 200 items a request.
 */
export async function readEveryPage<T>(readPage: ReadPage<T>, signal?: AbortSignal): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await readPage(cursor, signal);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return items;
}
