// The admin user list for a search term, through TanStack Query: the term settles for a moment before it is asked,
// the last list stays on screen while the next one loads, and more pages load on request.
import { useEffect, useState } from 'react';
import { type UserSummary, api } from '../api/index.js';
import { type PagedList, usePagedList } from '../api/paged.js';
import { queryKeys } from '../api/queries.js';

/** DECIDE: 250 ms after the last keystroke, so typing a name asks once, not once per letter. */
export const USER_SEARCH_DEBOUNCE_MS = 250;

/** `value`, once it has stopped changing for `ms`. */
export function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** GET /api/admin/users?search= for the term, a page at a time. */
export function useUsers(search: string): PagedList<UserSummary> {
  const term = useSettled(search.trim(), USER_SEARCH_DEBOUNCE_MS);
  return usePagedList(queryKeys.adminUsers(term), (cursor, signal) => api.users(term, cursor, signal));
}
