// Portal entry: mounts the app with the Caravan theme.
import '@caravan/ui/theme.css';
import './portal.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './App.js';
import { useGuardedLocation } from './shell/guarded-location.js';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <Router hook={useGuardedLocation}>
      <App />
    </Router>
  </StrictMode>,
);
