// The marketplace's header and frame (issue 26): the Caravan brand, 'Browse trips' and 'Sign in', over a wide main
// column and the site's footer, on the home, the search, a host's profile and the information pages.
import { PUBLIC_HOME_COPY, TRIP_SEARCH_COPY } from '@caravan/domain';
import { Link } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { api } from '../../api/index.js';
import { Brand } from '../../shell/Brand.js';
import { SiteFooter } from '../site/SiteFooter.js';
import './trip-search.css';

/** Whether someone is signed in: a signed-in traveler browsing trips is offered their own area, not 'Sign in'. */
function useSignedIn(): boolean {
  const profile = useQuery({
    queryKey: ['public-header', 'profile'],
    // The session route answers a visitor 200 with no profile, so a public page logs no 401.
    queryFn: ({ signal }) => api.session({ signal }),
    retry: false,
    staleTime: 60_000,
  });
  return !!profile.data?.profile;
}

export function PublicHeader() {
  const signedIn = useSignedIn();
  return (
    <header className="pt-Header">
      <div className="pt-Header-inner ts-Header">
        <Brand />
        <nav aria-label="Main" className="ts-Header-nav">
          <Link href="/trips" variant="standalone">
            {TRIP_SEARCH_COPY.title}
          </Link>
          {signedIn ? (
            <Link href="/app" variant="standalone" className="ts-Header-signin">
              My account
            </Link>
          ) : (
            <Link href="/login" variant="standalone" className="ts-Header-signin">
              {PUBLIC_HOME_COPY.signIn}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}

/** A public marketplace page: the header, the page, and the site's footer. */
export function MarketplaceLayout({ children }: { children: ReactNode }) {
  return (
    <div className="pt-App">
      <PublicHeader />
      <main className="pt-Main ts-Main">{children}</main>
      <SiteFooter />
    </div>
  );
}
