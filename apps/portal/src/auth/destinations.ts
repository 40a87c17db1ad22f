// Where a signed-in user's home is, by group (the root page's redirect; sign-in's is the session machine's).
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
