// /app exactly: redirects by group (PLT-003..006): operator, traveler, host to their area; admin to /admin.
import { ADMIN_AREA_PATH, LOGIN_PATH, appShellRedirect } from '@caravan/domain';
import { Redirect } from 'wouter';
import type { UserGroup } from '../api/index.js';
import { useProfile } from './session.js';

/** The path /app resolves to for a group: its app area (the domain's rule), the admin area, or back to login. */
export function areaFor(group: UserGroup): string {
  return appShellRedirect(group) ?? (group === 'admin' ? ADMIN_AREA_PATH : LOGIN_PATH);
}

/** Replaces /app with the user's area. */
export function AppRedirect() {
  const { group } = useProfile();
  return <Redirect to={areaFor(group)} replace />;
}
