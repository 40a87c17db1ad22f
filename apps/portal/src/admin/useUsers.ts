// The admin user list for a search term, through TanStack Query: the term settles for a moment before it is asked,
// and the last list stays on screen while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type UserSummary, api } from '../api/index.js';
import { loadStateOf, queryKeys } from '../api/queries.js';

/** DECIDE: 250 ms after the last keystroke, so typing a name asks once, not once per letter. */
export const USER_SEARCH_DEBOUNCE_MS = 250;

/** `value`, once it has stopped changing for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** GET /api/admin/users?search= for the term, as a LoadState of its items. */
export function useUsers(search: string) {
  const term = useSettled(search.trim(), USER_SEARCH_DEBOUNCE_MS);
  const users = useQuery<UserSummary[]>({
    queryKey: queryKeys.adminUsers(term),
    queryFn: ({ signal }) => api.users(term, signal).then((list) => list.items),
    placeholderData: keepPreviousData,
  });
  return loadStateOf(users);
}
