// Account lifecycle values (host sign-up, activation, password reset and change). The spec leaves these open; each is named with its reason.

/** DECIDE: 128-bit tokens (16 random bytes, 22 base64url characters) — the same strength as session tokens, beyond guessing. */
export const ACCOUNT_TOKEN_BYTES = 16;
/** DECIDE: an activation link lives 7 days — a new host may not open the mail the same day; a resend issues a fresh one. */
export const ACTIVATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** DECIDE: a password-reset link lives 1 hour — the user is waiting for it, and a reset link is a key to the account (OWASP). */
export const PASSWORD_RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/**
 * DECIDE (decision 042): the link a guest's booking confirmation carries to set the account's first password lives 7
 * days, as an activation link does: the e-mail is read days later, and 'Forgot password' sends a fresh one after.
 */
export const GUEST_PASSWORD_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** DECIDE: a reset link an admin sends (HAP-085) lives 24 hours — support cases run across a working day; still single use. */
export const ADMIN_RESET_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * DECIDE (HAP-087): a link that existed but can never work again (used, replaced by a newer one, or expired) answers
 * 410 Gone, a malformed one 400, so the portal can say 'request a new link' rather than 'check you copied it'.
 */
export const SPENT_LINK_STATUS = 410;

/** DECIDE: passwords have at least 10 characters — above NIST 800-63B's floor of 8, with no composition rules (they do not help). */
export const PASSWORD_MIN_LENGTH = 10;
/** Bounds the work of hashing an attacker's input; the same limit the sign-in form accepts. */
export const PASSWORD_MAX_LENGTH = 1024;
/** DECIDE: names up to 100 characters — long enough for any real name, short enough for an e-mail greeting. */
export const NAME_MAX_LENGTH = 100;

/** Portal pages the e-mailed links open (PLT-010, PLT-009). */
export const CREATE_ACCOUNT_PATH = '/create-account';
export const RESET_PASSWORD_PATH = '/change-password';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const LOGIN_PATH = '/login';

/* E-mailed links start from the PUBLIC_URL setting (config/config.ts publicUrlOf), never the request's Host header. */

export const ACCOUNT_EMAIL_SUBJECTS = {
  activation: 'Activate your Caravan host account',
  alreadyRegistered: 'You already have a Caravan account',
  passwordReset: 'Reset your Caravan password',
  passwordChanged: 'Your Caravan password was changed',
} as const;

/** The one answer to sign-up, resend and forgot-password, whether or not the address has an account (no enumeration). */
export const CHECK_INBOX_MESSAGE =
  'If the address can receive it, an e-mail with a link is on its way. Check your inbox.';
