// The operator area's frame: the itineraries sidebar beside the page (§2 Operator app); hidden on a success step.
import type { ReactNode } from 'react';
import { ItinerarySidebar } from './itineraries/ItinerarySidebar.js';

export function OperatorLayout({ children, sidebar = true }: { children: ReactNode; sidebar?: boolean }) {
  return (
    <div className="op-Layout" data-sidebar={sidebar || undefined}>
      {sidebar ? <ItinerarySidebar /> : null}
      <div className="op-Page">{children}</div>
    </div>
  );
}
