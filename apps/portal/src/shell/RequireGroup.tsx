// Guards an area to the groups allowed in it; admins may look at every area.
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { UserGroup } from '../api/index.js';
import { useProfile } from './session.js';

/** Renders children when the user's group is allowed; otherwise back to /app (their own area). */
export function RequireGroup({ group, children }: { group: UserGroup | readonly UserGroup[]; children: ReactNode }) {
  const profile = useProfile();
  const allowed: readonly UserGroup[] = typeof group === 'string' ? [group] : group;
  if (!allowed.includes(profile.group) && profile.group !== 'admin') return <Redirect to="/app" replace />;
  return <>{children}</>;
}
