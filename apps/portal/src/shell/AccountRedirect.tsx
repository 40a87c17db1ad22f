// /app/account, the drawer's Account link (PLT-041): opens the signed-in user's own account screen, by group.
import { accountPathFor } from '@caravan/domain';
import { Redirect } from 'wouter';
import { AppRedirect } from './AppRedirect.js';
import { useProfile } from './session.js';

/** Replaces /app/account with the group's account screen, or the user's area when the group has none. */
export function AccountRedirect() {
  const { group, id } = useProfile();
  const path = accountPathFor(group, id);
  return path ? <Redirect to={path} replace /> : <AppRedirect />;
}
