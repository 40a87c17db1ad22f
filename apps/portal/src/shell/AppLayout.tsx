// The signed-in layout: impersonation banner, header (brand, portal nav, user, sign out), main content.
import type { ReactNode } from 'react';
import { Button, Link } from '@caravan/ui';
import { useLocation } from 'wouter';
import type { Profile, UserGroup } from '../api/index.js';
import { Brand } from './Brand.js';
import { ImpersonationBanner } from './ImpersonationBanner.js';
import { displayName, useProfile } from './session.js';

const HOME_BY_GROUP: Record<UserGroup, { href: string; label: string }> = {
  admin: { href: '/admin', label: 'Users' },
  host: { href: '/app/host', label: 'Host Portal' },
  operator: { href: '/app/operator', label: 'Operator Portal' },
  traveler: { href: '/app/traveler', label: 'Traveler Portal' },
};

/** Navigation entries a user of this group can use. */
function navFor(profile: Profile) {
  if (profile.group === 'admin') return Object.values(HOME_BY_GROUP);
  return [HOME_BY_GROUP[profile.group]];
}

/** Frame for every signed-in page. */
export function AppLayout({ children }: { children: ReactNode }) {
  const profile = useProfile();
  const [location, navigate] = useLocation();
  const name = displayName(profile);
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase() || '?';

  return (
    <div className="pt-App">
      <ImpersonationBanner profile={profile} />
      <header className="pt-Header">
        <div className="pt-Header-inner">
          <Brand href={HOME_BY_GROUP[profile.group].href} />
          <nav aria-label="Main" className="pt-Nav">
            <ul>
              {navFor(profile).map((item) => {
                const current = location === item.href || location.startsWith(`${item.href}/`);
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      variant="standalone"
                      className="pt-Nav-link"
                      {...(current ? { 'aria-current': 'page' as const } : {})}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="pt-User">
            <span className="pt-Avatar" aria-hidden="true">
              {initials}
            </span>
            <span className="pt-User-name">{name}</span>
            <Button variant="quiet" size="sm" onPress={() => navigate('/logout')}>
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <main className="pt-Main" id="main">
        {children}
      </main>
      <footer className="pt-Footer">
        <p>© Caravan · Group trips, hosted by people you follow.</p>
      </footer>
    </div>
  );
}
