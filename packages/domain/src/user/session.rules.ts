// Session decisions of the shell: where a user lands after login, password expiry, auth failures, impersonation (PLT).
import { type CalendarDate, calendarDateOf } from '../shared/dates.js';
import { forbiddenCharacterIn } from '../shared/text.js';
import type { UserGroup } from '../shared/statuses.js';
import {
  ADMIN_USER_LIST_PATH,
  APP_AREA_BY_GROUP,
  APP_SHELL_PATH,
  CHANGE_PASSWORD_PATH,
  LOGIN_DESTINATION_PARAM,
  LOGIN_PATH,
  LOGOUT_PATH,
} from './user.constants.js';

/** Whether the user must change the password: expiry today or past and not impersonating (PLT-022). */
export function isPasswordChangeRequired(
  profile: { expires: Date | null | undefined; impersonate: boolean },
  today: CalendarDate,
  timeZone = 'UTC',
): boolean {
  if (profile.impersonate || !profile.expires) return false;
  return calendarDateOf(profile.expires, timeZone) <= today;
}

/**
 * Where a user goes after login: /change-password when the password expired (PLT-023), the admin user list for
 * an admin, the app shell when impersonating or an operator, traveler or host, otherwise back to login (PLT-019..021).
 */
export function postLoginRedirect(
  profile: { group: UserGroup | null | undefined; impersonate: boolean; expires?: Date | null | undefined },
  today: CalendarDate,
  timeZone = 'UTC',
): string {
  if (isPasswordChangeRequired({ expires: profile.expires, impersonate: profile.impersonate }, today, timeZone))
    return CHANGE_PASSWORD_PATH;
  if (profile.group === 'admin') return ADMIN_USER_LIST_PATH;
  if (profile.impersonate) return APP_SHELL_PATH;
  if (profile.group === 'operator' || profile.group === 'traveler' || profile.group === 'host') return APP_SHELL_PATH;
  return LOGIN_PATH;
}

/** Where an exact /app match sends a group: its area, or null when the group has none (PLT-004..006). */
export function appShellRedirect(group: UserGroup | null | undefined): string | null {
  if (group === 'operator' || group === 'traveler' || group === 'host') return APP_AREA_BY_GROUP[group];
  return null;
}

// Browsers read '\\' as '/' and drop tabs and line breaks from a URL, so '/\\evil.com' and '/\t/evil.com' both
// become '//evil.com' (another host): backslashes and control characters have no place in a path to return to.

// The pages a login must never return to: itself (a loop) and logout (signs the user straight out again).
const NEVER_RETURN_TO = [LOGIN_PATH, LOGOUT_PATH] as const;

/**
 * A path on this site to return to, or null: one leading '/', not followed by another '/', no backslash, no control
 * character, and not the login or logout page. Everything else (schemes, '//host', '/\\host') could leave the site:
 * an open redirect (PLT-008).
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//')) return null;
  if (raw.includes('\\') || forbiddenCharacterIn(raw) !== null) return null;
  const path = raw.split(/[?#]/, 1)[0] ?? raw;
  if (NEVER_RETURN_TO.some((page) => path === page || path.startsWith(`${page}/`))) return null;
  return raw;
}

/** The page to return to after login: the destination parameter when it is a safe same-origin path (PLT-008). */
export function readLoginDestination(query: Readonly<Record<string, string | null | undefined>>): string | null {
  return safeReturnPath(query[LOGIN_DESTINATION_PARAM]);
}

/** The error page path, with the optional status code segment (PLT-013). */
export function errorPagePath(statusCode?: number): string {
  return statusCode === undefined ? '/error' : `/error/${statusCode}`;
}

/**
 * Where a failed call sends the user: on 401 or 403, login when the response carries the logged-in header,
 * else /error/{status}; null for any other status (PLT-049, PLT-050).
 */
export function authFailureRedirect(response: { status: number; hasLoggedInHeader: boolean }): string | null {
  if (response.status !== 401 && response.status !== 403) return null;
  return response.hasLoggedInHeader ? LOGIN_PATH : errorPagePath(response.status);
}

/** Whether the impersonation banner shows: an impersonating user (any group) on a large screen (PLT-024, PLT-027). */
export function isImpersonationBannerVisible(user: { impersonate: boolean }, screen: { isLarge: boolean }): boolean {
  return user.impersonate && screen.isLarge;
}

/** The banner's content: the impersonated user's name, email and id, and where close goes (PLT-025, PLT-026). */
export function impersonationBannerContent(user: { id: string; name: string; email: string }): {
  text: string;
  closeHref: string;
} {
  return { text: `${user.name} (${user.email}) · ${user.id}`, closeHref: LOGIN_PATH };
}
