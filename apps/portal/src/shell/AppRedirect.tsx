// /app exactly: redirects by group (PLT-003..006): operator, traveler, host to their area; admin to /admin.
import { Redirect } from 'wouter';
import type { UserGroup } from '../api/index.js';
import { useProfile } from './session.js';

const AREA: Record<UserGroup, string> = {
  operator: '/app/operator',
  traveler: '/app/traveler',
  host: '/app/host',
  admin: '/admin',
};

/** The path /app resolves to for a group. */
export function areaFor(group: UserGroup): string {
  return AREA[group] ?? '/login';
}

/** Replaces /app with the user's area. */
export function AppRedirect() {
  const { group } = useProfile();
  return <Redirect to={areaFor(group)} replace />;
}
