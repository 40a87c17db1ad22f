// The operator area's frame: the itineraries and trips sidebar beside the page (§2 Operator app); hidden on a success step.
import { Link } from '@caravan/ui';
import type { ReactNode } from 'react';
import { ItinerarySidebar } from './itineraries/ItinerarySidebar.js';
import { TripSidebar } from './trips/TripSidebar.js';

export function OperatorLayout({ children, sidebar = true }: { children: ReactNode; sidebar?: boolean }) {
  return (
    <div className="op-Layout" data-sidebar={sidebar || undefined}>
      {sidebar ? (
        <div className="op-Aside">
          <ItinerarySidebar />
          <TripSidebar />
          <Link href="/app/operator/account" className="op-AccountLink">
            Account
          </Link>
          <Link href="/app/operator/webhooks" className="op-AccountLink">
            Webhooks
          </Link>
        </div>
      ) : null}
      <div className="op-Page">{children}</div>
    </div>
  );
}
