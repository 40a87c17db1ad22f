// The portal's location for wouter: the browser's address, except that a back or forward move can be held while a
// screen with unsaved work asks first (MBK-012). wouter's own hook reads location.pathname whenever anything renders,
// and the browser changes the address before it fires popstate, so a screen that waits for popstate is too late (a
// render in between has already left it). This store moves only when a history event has been let through.
import { useSyncExternalStore } from 'react';
import { navigate } from 'wouter/use-browser-location';

/** Asked before a back/forward move lands on `to` (path, search and hash); answers true to hold it. */
export type TraversalHold = (targetPath: string, to: string) => boolean;

const holds = new Set<TraversalHold>();
const listeners = new Set<() => void>();
const address = () => window.location.pathname + window.location.search + window.location.hash;
// Rendered without a browser (react-dom/server in the unit tier), the store stays at the root and listens to nothing.
const inBrowser = typeof window !== 'undefined';
let path = inBrowser ? window.location.pathname : '/';
let url = inBrowser ? address() : '/';

function follow() {
  url = address();
  if (window.location.pathname === path) return;
  path = window.location.pathname;
  for (const listener of listeners) listener();
}

if (inBrowser) {
  // wouter dispatches pushState/replaceState events from its patched history methods (imported above).
  for (const event of ['pushState', 'replaceState', 'hashchange']) window.addEventListener(event, follow);
  window.addEventListener('popstate', () => {
    const to = address();
    for (const hold of holds) {
      if (hold(window.location.pathname, to)) {
        // Put the address the screen is showing back; the screen decides whether to go on to `to`.
        window.history.pushState(window.history.state, '', url);
        return;
      }
    }
    follow();
  });
}

/** Holds back/forward moves for which `hold` answers true, until the returned function is called. */
export function holdTraversals(hold: TraversalHold): () => void {
  holds.add(hold);
  return () => holds.delete(hold);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** wouter's location hook (`<Router hook={useGuardedLocation}>`): the path that was let through, and navigate. */
export function useGuardedLocation(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, () => path), navigate];
}
