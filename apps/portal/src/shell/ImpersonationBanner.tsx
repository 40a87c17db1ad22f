// Impersonation banner (PLT-024..027): who you are acting as, with a Leave action back to login.
import { useState } from 'react';
import { Banner, Button } from '@caravan/ui';
import { useLocation } from 'wouter';
import { api, type Profile } from '../api/index.js';
import { displayName } from './session.js';
import { useQueryClient } from '@tanstack/react-query';

/** Shown above the app header while `profile.impersonating` is set; AppLayout renders it on large screens only. */
export function ImpersonationBanner({ profile }: { profile: Profile }) {
  const [, navigate] = useLocation();
  const [leaving, setLeaving] = useState(false);
  const queryClient = useQueryClient();
  if (!profile.impersonating) return null;

  const leave = async () => {
    setLeaving(true);
    try {
      await api.logout();
    } catch {
      // the session is left either way; login is the next stop
    }
    queryClient.clear(); // what was read as the impersonated user is theirs
    navigate('/login', { replace: true });
  };

  return (
    <Banner
      tone="warning"
      label="Impersonation"
      className="pt-ImpersonationBanner"
      actions={
        <Button variant="secondary" size="sm" onPress={leave} isPending={leaving}>
          Leave
        </Button>
      }
    >
      You are viewing Caravan as <strong>{displayName(profile)}</strong> ({profile.email}, id {profile.id}). Signed in
      by {profile.impersonating.by.email}.
    </Banner>
  );
}
