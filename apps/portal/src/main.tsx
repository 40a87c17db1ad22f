// Portal entry: mounts the app with the Caravan theme. A page the server rendered first (the home, the search, a trip)
// stays on screen until the portal's page is ready to replace it: its chunk is loaded before the first render, its
// cards come from the page itself, and its render is a transition, sliced so no long task holds the page.
import '@caravan/ui/theme.css';
import './portal.css';
import './shell/server-rendered.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { App } from './App.js';
import { createQueryClient } from './api/queries.js';
import { seedServerRenderedSearch } from './shell/server-rendered-data.js';
import { useGuardedLocation } from './shell/guarded-location.js';
import { publicPageAt } from './shell/public-pages.js';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const queryClient = createQueryClient();
seedServerRenderedSearch(queryClient);

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
if (serverPage) serverPage.preload().then(mountSliced, mountSliced);
else mount(root);
