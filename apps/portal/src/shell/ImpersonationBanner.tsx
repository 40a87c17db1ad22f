// Impersonation banner (PLT-024..027): who you are acting as, and a close action that ends it (MKT-021).
import { LOGIN_PATH, impersonationBannerContent } from '@caravan/domain';
import { Banner, Button } from '@caravan/ui';
import { useState } from 'react';
import { type Profile, api } from '../api/index.js';
import { displayName } from './session.js';

/** Shown above the app header while `profile.impersonating` is set; AppLayout renders it on large screens only. */
export function ImpersonationBanner({ profile }: { profile: Profile }) {
  const [leaving, setLeaving] = useState(false);
  if (!profile.impersonating) return null;
  const content = impersonationBannerContent({ id: profile.id, name: displayName(profile), email: profile.email });

  const close = async () => {
    setLeaving(true);
    let destination = LOGIN_PATH;
    try {
      // The API ends the impersonated session and says where to go: back to the admin, or /login (PLT-026).
      destination = (await api.endImpersonation()).redirectTo;
    } catch {
      // the impersonated session is over either way; /login is where a lost session goes
    }
    // A whole new page, not a route change: requests still under way for the impersonated user end with it, and
    // nothing read as them (cache, screens) survives into the admin's session.
    window.location.assign(destination);
  };

  return (
    <Banner
      tone="warning"
      label="Impersonation"
      className="pt-ImpersonationBanner"
      actions={
        <Button variant="secondary" size="sm" onPress={close} isPending={leaving}>
          Close
        </Button>
      }
    >
      You are viewing Caravan as {content.text}. Signed in by {profile.impersonating.by.email}.
    </Banner>
  );
}
