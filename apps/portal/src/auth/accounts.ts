// What the public account pages decide: which link problem an API error is, the login notices, the forced-change redirect.
import { CHANGE_PASSWORD_PATH } from '@caravan/domain';
import { ApiError } from '../api/client.js';

/** The reasons an e-mailed link is refused; each is a /activation-error/{reason} page (PLT-011). */
export const LINK_PROBLEMS = ['expired', 'used', 'invalid'] as const;
export type LinkProblem = (typeof LINK_PROBLEMS)[number];

const PROBLEM_BY_CODE: Record<string, LinkProblem> = {
  TOKEN_EXPIRED: 'expired',
  TOKEN_USED: 'used',
  TOKEN_INVALID: 'invalid',
};

/** The link problem an API error stands for (a refused or malformed token), or null for any other failure. */
export function linkProblemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiError)) return null;
  const byCode = PROBLEM_BY_CODE[error.code];
  if (byCode) return byCode;
  if (error.code === 'VALIDATION_FAILED' && 'token' in error.fields) return 'invalid';
  return null;
}

/** The /activation-error/{error} path segment read as a problem; anything unknown reads as invalid. */
export function parseLinkProblem(value: string | undefined): LinkProblem {
  return LINK_PROBLEMS.find((p) => p === value) ?? 'invalid';
}

// The notices' words are the domain's (sign-in.copy.ts): the server's first render of /login shows them too.
export { LOGIN_NOTICES, loginNoticeOf } from '@caravan/domain';
import type { LoginNotice } from '@caravan/domain';

/** The /login path that shows `notice` above the form. */
export const loginWithNotice = (notice: LoginNotice) => `/login?notice=${notice}`;

/**
 * PLT-023: where a signed-in user must go before anything else — /change-password when GET /api/me/profile says
 * `passwordChangeRequired` (the API applies PLT-022: expiry today or past, not impersonating) — or null to stay.
 * Takes any object: the portal's hand-copied Profile type does not list that field yet.
 */
export function passwordChangeRedirect(profile: object): string | null {
  return 'passwordChangeRequired' in profile && profile.passwordChangeRequired === true ? CHANGE_PASSWORD_PATH : null;
}

/** The message for a confirmation field that does not repeat the new password, or undefined when it does. */
export function confirmationError(password: string, confirmation: string): string | undefined {
  return password === confirmation ? undefined : 'The passwords do not match.';
}
