// Loads the admin user list for a search term (debounced), cancelling stale requests.
import { useEffect, useState } from 'react';
import { ApiError, api, type UserSummary } from '../api/index.js';

export type UsersState =
  | { status: 'loading' }
  | { status: 'ready'; items: UserSummary[] }
  | { status: 'failed'; message: string };

const DEBOUNCE_MS = 250;

/** GET /api/admin/users?search= for the given term. */
export function useUsers(search: string): UsersState {
  const [state, setState] = useState<UsersState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.users(search.trim(), controller.signal).then(
        (data) => setState({ status: 'ready', items: data.items }),
        (error: unknown) => {
          if (controller.signal.aborted || (error instanceof ApiError && error.redirected)) return;
          setState({ status: 'failed', message: error instanceof Error ? error.message : 'Could not load users.' });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search]);
  return state;
}
