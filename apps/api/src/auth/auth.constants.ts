// Session and sign-in limits. The spec leaves these open; each is named with its reason.

/** DECIDE: 60 min idle time-out — long enough to fill a booking form, short for a shared computer with payments. */
export const SESSION_IDLE_TIMEOUT_MS = 60 * 60 * 1000;
/** DECIDE: 12 h absolute time-out — one working day; a new sign-in after that bounds a stolen cookie's life. */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads stay reads. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/** DECIDE: 5 failed sign-ins per account in 15 min lock that account for 15 min (OWASP's guidance on lockout). */
export const ACCOUNT_MAX_FAILURES = 5;
/** DECIDE: 20 failed sign-ins per address in 15 min lock that address: shared offices still get 4 people's mistakes. */
export const ADDRESS_MAX_FAILURES = 20;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_MS = 15 * 60 * 1000;

export const SESSION_COOKIE = 'caravan_session';
/** Over https the cookie takes the __Host- prefix: Secure, Path=/ and no Domain, enforced by the browser. */
export const SECURE_SESSION_COOKIE = '__Host-caravan_session';
/** PLT-049: 401/403 answers carry this header when the request had a live session. */
export const LOGGED_IN_HEADER = 'X-Logged-In';

/** Sign-in's answer to a wrong password or an unknown account: one copy, so no answer tells which emails exist. */
export const INVALID_CREDENTIALS_MESSAGE = 'The email or password is incorrect.';
