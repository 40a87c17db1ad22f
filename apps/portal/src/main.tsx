// Portal entry: mounts the app with the Caravan theme.
import '@caravan/ui/theme.css';
import './portal.css';
import './shell/server-rendered.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { App } from './App.js';
import { createQueryClient } from './api/queries.js';
import { useGuardedLocation } from './shell/guarded-location.js';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const queryClient = createQueryClient();
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Router hook={useGuardedLocation}>
        <App />
      </Router>
    </QueryClientProvider>
  </StrictMode>,
);
