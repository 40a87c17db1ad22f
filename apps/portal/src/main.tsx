// Portal entry: mounts the app with the Caravan theme. A page the server rendered first (the home, the search, a trip)
// stays on screen until the portal's page is ready to replace it: its chunk is loaded before the first render, its
// cards come from the page itself, and its render is a transition, sliced so no long task holds the page.
import '@caravan/ui/theme.css';
import './portal.css';
import './shell/server-rendered.css';
import { TRIP_SEARCH_DATA_ELEMENT_ID } from '@caravan/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { App } from './App.js';
import { createQueryClient } from './api/queries.js';
import { useGuardedLocation } from './shell/guarded-location.js';
import { publicPageAt } from './shell/public-pages.js';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const queryClient = createQueryClient();

function mount(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router hook={useGuardedLocation}>
          <App />
        </Router>
      </QueryClientProvider>
    </StrictMode>,
  );
}

// A page that failed to load mounts anyway: the app's own load error then shows (PLT-052).
const serverPage = root.childElementCount > 0 ? publicPageAt(window.location.pathname) : undefined;
// Only those pages render as a transition (their server's page stays whole meanwhile); any other page, a host's
// profile or the signed-in app, renders at once as it always has.
const mountSliced = () => startTransition(() => mount(root));
// The cards a server-rendered home or search came with go into the cache first; the seeding reads the search's query
// keys, which those pages load anyway, so it comes with them rather than with every page's entry (issue 29).
const seeded = () =>
  document.getElementById(TRIP_SEARCH_DATA_ELEMENT_ID)
    ? import('./shell/server-rendered-data.js').then((m) => m.seedServerRenderedSearch(queryClient))
    : undefined;
if (serverPage) Promise.all([serverPage.preload(), seeded()]).then(mountSliced, mountSliced);
else mount(root);
