// The host area's frame: the sidebar beside the page, except on the pages the spec shows without it (PLT-029).
import { isHostPageWithoutSidebar } from '@caravan/domain';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { HostSidebar } from './HostSidebar.js';

export function HostLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const sidebar = !isHostPageWithoutSidebar(location);
  return (
    <div className="hs-Layout" data-sidebar={sidebar || undefined}>
      {sidebar ? <HostSidebar /> : null}
      <div className="hs-Page">{children}</div>
    </div>
  );
}
