// Whether the viewport is a large screen (LARGE_SCREEN_MIN_WIDTH_PX), kept in step as the window resizes.
import { useSyncExternalStore } from 'react';
import { LARGE_SCREEN_MIN_WIDTH_PX } from '@caravan/domain';

/** The media query of a large screen; anything narrower is a small screen (PLT-024, PLT-031, PLT-039). */
export const LARGE_SCREEN_QUERY = `(min-width: ${LARGE_SCREEN_MIN_WIDTH_PX}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(LARGE_SCREEN_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True on a large screen, false on a small one. */
export function useLargeScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(LARGE_SCREEN_QUERY).matches,
    () => true,
  );
}
