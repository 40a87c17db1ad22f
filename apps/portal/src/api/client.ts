// The portal's one API client: same-origin JSON requests, envelope unwrapping and the 401/403 redirect rule.
import { navigate } from 'wouter/use-browser-location';

/** The envelope every API response is wrapped in. */
export type ApiEnvelope<T> =
  | { success: true; data: T }
  | { success: false; error: string; code: string; fields?: Record<string, string> };

/** Header the API sets on a 401/403 when the request carried a live session. */
export const LOGGED_IN_HEADER = 'X-Logged-In';

/** A failed API call: the server's error text, code, HTTP status and per-field messages. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, string> = {},
    /** True when the client already navigated away (401/403 rule); callers should render nothing. */
    readonly redirected = false,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body, sent with Content-Type: application/json; or FormData, sent as multipart (uploads). */
  body?: unknown;
  /** Query parameters; undefined and empty values are skipped. */
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key on money-moving calls). */
  headers?: Record<string, string>;
  /**
   * Apply the portal's 401/403 rule (PLT-049/050). Default true; the login call turns it off so a
   * wrong password shows the server's message instead of navigating.
   */
  authRedirect?: boolean;
}

/** What the client needs from the browser; replaceable in tests. */
const environment = {
  /** Replaces the current history entry with `to` (wouter listens to history). */
  navigate: (to: string) => navigate(to, { replace: true }),
  /** The path (with query) to come back to after signing in. */
  currentPath: () => window.location.pathname + window.location.search,
  fetch: (input: string, init: RequestInit) => fetch(input, init),
};

/** Overrides how the client navigates, reads the location or fetches (tests, Storybook). */
export function configureClient(overrides: Partial<typeof environment>): void {
  Object.assign(environment, overrides);
}

/** Where a 401/403 sends the user: login (with destination) when the session was live, else the error page. */
export function authFailureTarget(status: number, loggedIn: boolean, from: string): string {
  return loggedIn ? `/login?destination=${encodeURIComponent(from)}` : `/error/${status}`;
}

/** Calls the API and returns the envelope's `data`; throws ApiError on `success: false` or a transport failure. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, query, signal, authRedirect = true } = options;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { ...options.headers, Accept: 'application/json' },
  };
  if (body instanceof FormData) {
    // A file upload: the browser writes the multipart type with its boundary.
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...options.headers, Accept: 'application/json', 'Content-Type': 'application/json' };
  }
  if (signal) init.signal = signal;

  const response = await environment.fetch(withQuery(path, query), init);

  if (authRedirect && (response.status === 401 || response.status === 403)) {
    const loggedIn = response.headers.get(LOGGED_IN_HEADER)?.toLowerCase() === 'true';
    const envelope = await readEnvelope<T>(response);
    environment.navigate(authFailureTarget(response.status, loggedIn, environment.currentPath()));
    const error = envelope && !envelope.success ? envelope : undefined;
    throw new ApiError(error?.error ?? 'Not authorised', response.status, error?.code ?? 'UNAUTHORIZED', {}, true);
  }

  const envelope = await readEnvelope<T>(response);
  if (!envelope) {
    throw new ApiError(`The server sent an unexpected response (${response.status}).`, response.status, 'BAD_RESPONSE');
  }
  if (!envelope.success) {
    throw new ApiError(envelope.error, response.status, envelope.code, envelope.fields ?? {});
  }
  return envelope.data;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function readEnvelope<T>(response: Response): Promise<ApiEnvelope<T> | undefined> {
  try {
    const json: unknown = await response.json();
    if (json && typeof json === 'object' && 'success' in json) return json as ApiEnvelope<T>;
  } catch {
    // not JSON (e.g. a proxy error page)
  }
  return undefined;
}
