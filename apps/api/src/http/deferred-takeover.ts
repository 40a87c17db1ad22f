// A visitor's public page (the home, the search) is whole as the server sends it: its words, photos and links
// need no script. The portal's script, the page's heaviest work (parse, evaluate, render), would compete with the hero
// photo for a phone's bandwidth and hold its main thread while the visitor starts reading. So for a visitor (no session
// cookie) the page names no script of the portal's: `/takeover.js` (apps/portal/public) loads the entry once the page
// has loaded and stayed idle PUBLIC_TAKEOVER_DELAY_MS, or at the visitor's first touch, click or key, whichever comes
// first; the entry then replaces the server's page with the same layout (main.tsx). A signed-in user is sent on to
// their own home by the portal, so their page loads it at once, as every other page does.

/** DECIDE: 3 s after the load event: the first seconds of a visit go to reading the page as painted. */
export const PUBLIC_TAKEOVER_DELAY_MS = 3000;

/** The loader's own address, a file of the portal's public folder. */
export const TAKEOVER_SCRIPT = '/takeover.js';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/**
 * `html` without the portal's entry script and module preloads, and with the loader that brings the entry later
 * instead; a page without the entry (not the portal's) is returned as it is.
 */
export function deferTakeover(html: string, delayMs = PUBLIC_TAKEOVER_DELAY_MS): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const loader = `<script src="${TAKEOVER_SCRIPT}" data-entry="${entry}" data-delay="${delayMs}" defer></script>`;
  return html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</head>', `${loader}</head>`);
}
