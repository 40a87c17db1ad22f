import { REQUESTS_LIMIT_REACHED_MESSAGE, SAME_PATH_REQUEST_LIMIT } from './user.constants.js';
/** An error carrying the server's error text and code. */
class ApiResponseError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'ApiResponseError';
    this.code = code;
  }
}

/** The running count of consecutive requests to one path. */
interface SamePathRequestState {
  path: string | null;
  count: number;
}
export const INITIAL_SAME_PATH_REQUEST_STATE: SamePathRequestState = { path: null, count: 0 };

/** The state after one more request; throws 'Requests limit reached' past 5 requests in a row to one path (PLT-051). */
export function trackSamePathRequest(state: SamePathRequestState, path: string): SamePathRequestState {
  const count = state.path === path ? state.count + 1 : 1;
  if (count > SAME_PATH_REQUEST_LIMIT) throw new ApiResponseError(REQUESTS_LIMIT_REACHED_MESSAGE, 'requests-limit');
  return { path, count };
}
