// Guards an area to the groups allowed in it. An admin is no exception: another area's screens read that group's own
// data, which the API refuses an admin (a 403 would end the session), so an admin sees them by impersonating (MKT-035).
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { UserGroup } from '../api/index.js';
import { useProfile } from './session.js';

/** Renders children when the user's group is allowed; otherwise back to /app (their own area). */
export function RequireGroup({ group, children }: { group: UserGroup | readonly UserGroup[]; children: ReactNode }) {
  const profile = useProfile();
  const allowed: readonly UserGroup[] = typeof group === 'string' ? [group] : group;
  if (!allowed.includes(profile.group)) return <Redirect to="/app" replace />;
  return <>{children}</>;
}
