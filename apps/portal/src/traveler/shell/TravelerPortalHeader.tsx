// The Traveler Portal header (TRV-015): the app's name over the traveler's trips, on every traveler app page.
import type { ReactNode } from 'react';
import { TRAVELER_PORTAL_TITLE } from '@caravan/domain';
import { Link } from '@caravan/ui';

/** The app header; `children` is what sits beside the name (the trip switcher). */
export function TravelerPortalHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="tv-PortalHeader">
      <p className="tv-PortalHeader-title">{TRAVELER_PORTAL_TITLE}</p>
      {children}
      <Link href="/app/traveler/account" variant="standalone" className="tv-PortalHeader-account">
        Your account
      </Link>
    </header>
  );
}
