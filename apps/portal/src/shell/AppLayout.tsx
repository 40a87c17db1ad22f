// The signed-in layout (the /app shell, PLT-003): impersonation banner, header (brand, global navigation, user,
// avatar drawer, sign out), main content and, on a small screen, the mobile bottom navigation.
import { type ReactNode, Suspense } from 'react';
import {
  currentShellProductLink,
  isImpersonationBannerVisible,
  isTravelerChromeHidden,
  shellGlobalNavItems,
  shellProductLinks,
} from '@caravan/domain';
import { Button } from '@caravan/ui';
import { useLocation } from 'wouter';
import { areaFor } from './AppRedirect.js';
import { BottomNav } from './BottomNav.js';
import { Brand } from './Brand.js';
import { GlobalNav } from './GlobalNav.js';
import { ImpersonationBanner } from './ImpersonationBanner.js';
import { StagingBanner } from './StagingBanner.js';
import { TripAppLinkGate } from './TripAppLinkGuard.js';
import { lazyPage } from './lazy-page.js';
import { NotificationBell } from './notifications/NotificationBell.js';
import { UserDrawer } from './UserDrawer.js';
import { displayName, useProfile } from './session.js';
import { useLargeScreen } from './useLargeScreen.js';

/** The host's Share Profile and help (hosts only): its own chunk, kept out of every other user's first script. */
const HostHeaderActions = lazyPage(() => import('../host/shell/HostHeaderActions.js').then((m) => m.HostHeaderActions));

/** Frame for every signed-in page. */
export function AppLayout({ children }: { children: ReactNode }) {
  const profile = useProfile();
  const [location, navigate] = useLocation();
  const large = useLargeScreen();
  const name = displayName(profile);
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase() || '?';
  const links = shellProductLinks(profile.group);
  const current = currentShellProductLink(profile.group, location);
  // The checkout pages hide the app's navigation (TRV-019, TRV-068); so does the bottom bar.
  const tabBarShown = !large && links.length > 0 && !isTravelerChromeHidden(location);

  return (
    <div className="pt-App" data-screen={large ? 'large' : 'small'} data-tab-bar={tabBarShown || undefined}>
      <StagingBanner />
      {/* PLT-024, PLT-027: the impersonation banner, for anyone impersonated, on large screens only. */}
      {isImpersonationBannerVisible({ impersonate: !!profile.impersonating }, { isLarge: large }) ? (
        <ImpersonationBanner profile={profile} />
      ) : null}
      <header className="pt-Header">
        <div className="pt-Header-inner">
          <Brand href={areaFor(profile.group)} />
          {links.length > 0 ? <GlobalNav links={links} current={current} large={large} /> : null}
          <div className="pt-User">
            {/* PLT-032, PLT-033: Share Profile and the help icon, to hosts only. */}
            {shellGlobalNavItems(profile.group).shareProfile ? (
              // Nothing until its chunk arrives: the header is whole without the host's extras.
              <Suspense fallback={null}>
                <HostHeaderActions large={large} />
              </Suspense>
            ) : null}
            {/* MKT-052: every signed-in role's notification centre, with the unread count. */}
            <NotificationBell />
            <UserDrawer group={profile.group} initials={initials} name={name} />
            <span className="pt-User-name">{name}</span>
            <Button variant="quiet" size="sm" onPress={() => navigate('/logout')}>
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <main className="pt-Main pt-Main--app" id="main">
        {/* RTE-010: a trip app link opened by a group that may not use it goes to the root instead. */}
        <TripAppLinkGate group={profile.group}>{children}</TripAppLinkGate>
      </main>
      <footer className="pt-Footer">
        <p>© Caravan · Group trips, hosted by people you follow.</p>
      </footer>
      {tabBarShown ? <BottomNav links={links} current={current} /> : null}
    </div>
  );
}
