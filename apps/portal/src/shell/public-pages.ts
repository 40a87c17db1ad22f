// The public pages the server renders first (the home, the search, a trip's page, the sign-in page), loaded on demand like every page,
// and the one a path names, so the entry can load it before its first render: the portal's page then replaces the
// server's without a loading state between them.
import { lazyPage } from './lazy-page.js';

export const HomePage = lazyPage(() => import('../public/home/HomePage.js').then((m) => m.HomePage));
export const TripSearchPage = lazyPage(() =>
  import('../public/search/TripSearchPage.js').then((m) => m.TripSearchPage),
);
export const PublicTripPage = lazyPage(() =>
  import('../public/trip-page/PublicTripPage.js').then((m) => m.PublicTripPage),
);

// The server's sign-in page (apps/api/src/views/sign-in.page.ts) is the portal's layout with its form disabled: the
// portal's form replaces it in one render, with no loading state in between.
export const LoginPage = lazyPage(() => import('../auth/LoginPage.js').then((m) => m.LoginPage));

/** The server-rendered public page at `path`, if it is one (the paths of App.tsx's routes for them). */
export function publicPageAt(path: string): { preload: () => Promise<void> } | undefined {
  if (path === '/') return HomePage;
  if (/^\/trips\/?$/.test(path)) return TripSearchPage;
  if (/^\/trips\/[^/]+\/?$/.test(path)) return PublicTripPage;
  if (/^\/login\/?$/.test(path)) return LoginPage;
  return undefined;
}
