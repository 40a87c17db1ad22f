// The marketplace's header and frame (issue 26): the Caravan brand, 'Browse trips' and 'Sign in', over a wide main
// column, on the home, the search and a host's profile.
import { Link } from '@caravan/ui';
import type { ReactNode } from 'react';
import { Brand } from '../../shell/Brand.js';
import './trip-search.css';

export function PublicHeader() {
  return (
    <header className="pt-Header">
      <div className="pt-Header-inner ts-Header">
        <Brand />
        <nav aria-label="Main" className="ts-Header-nav">
          <Link href="/trips" variant="standalone">
            Browse trips
          </Link>
          <Link href="/login" variant="standalone" className="ts-Header-signin">
            Sign in
          </Link>
        </nav>
      </div>
    </header>
  );
}

/** A public marketplace page: the header, then the page. */
export function MarketplaceLayout({ children }: { children: ReactNode }) {
  return (
    <div className="pt-App">
      <PublicHeader />
      <main className="pt-Main ts-Main">{children}</main>
    </div>
  );
}
