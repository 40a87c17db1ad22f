// Where to go after login: a safe `?destination=` or the home of the user's group (PLT-008, PLT-019..021).
import { readLoginDestination } from '@caravan/domain';
import type { UserGroup } from '../api/index.js';

/** The landing path for a group; the /app shell redirects further by group. */
export function homeFor(user: { group: UserGroup | string; impersonating?: unknown }): string {
  if (user.impersonating) return '/app';
  switch (user.group) {
    case 'admin':
      return '/admin';
    case 'operator':
    case 'traveler':
    case 'host':
      return '/app';
    default:
      return '/login';
  }
}

/** The `?destination=` value when it is a safe same-origin path (the domain's rule, PLT-008). */
export function safeDestination(search: string): string | undefined {
  return readLoginDestination(Object.fromEntries(new URLSearchParams(search))) ?? undefined;
}
