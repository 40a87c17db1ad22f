// The portal's page script for the path asked, named in the HTML itself (`<link rel="modulepreload">`), so the browser
// fetches it beside the entry instead of after the entry has run: one round trip less before a public page paints.
// A page the server renders with the portal's own class names (the home, the search) gets its stylesheets inlined,
// so its first paint is already styled. A visitor's public page loads the portal later instead (deferred-takeover.ts):
// it keeps only its inlined styles.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deferTakeover } from './deferred-takeover.js';

/**
 * The public pages the portal renders in the browser, by path, and the source module of each (Vite's manifest key).
 * `interactive`: a page that is nothing until the portal runs (sign-in) or whose server document is not the portal's
 * layout (a trip's page), so a visitor gets its script at once, never the deferred takeover of a server-rendered page.
 */
export const PRELOADED_ROUTES: { path: RegExp; modules: string[]; inlineStyles?: boolean; interactive?: boolean }[] = [
  { path: /^\/$/, modules: ['src/shell/RootRedirect.tsx', 'src/public/home/HomePage.tsx'], inlineStyles: true },
  { path: /^\/trips\/?$/, modules: ['src/public/search/TripSearchPage.tsx'], inlineStyles: true },
  // A trip's page: the server's document (public-trip.page.ts) is for crawlers and link previews, not the portal's
  // layout, so a visitor must not be left reading it: the portal's script comes at once, not after the idle delay.
  { path: /^\/trips\/[^/]+\/?$/, modules: ['src/public/trip-page/PublicTripPage.tsx'], interactive: true },
  // Issue 29 point 4: the sign-in page's own chunk downloads beside the entry instead of after it has run. The server
  // paints the page (views/sign-in.page.ts) with its form disabled until the portal's replaces it, so its styles are
  // inlined, and the script still comes at once: a visitor came to sign in, not to read.
  { path: /^\/login\/?$/, modules: ['src/auth/LoginPage.tsx'], inlineStyles: true, interactive: true },
];

/** Who asks for a page, as far as its head cares: a visitor's public page takes the portal over later. */
export interface PageRequest {
  path: string;
  visitor: boolean;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The `<link>` tags of a module and its static imports, minus what the entry (index.html) already names. Stylesheets
 * are preloaded, not linked: a linked one would hold the first paint of a server-rendered page until it arrives.
 */
export function preloadTags(
  manifest: Record<string, ManifestChunk>,
  modules: string[],
  inlineStyle?: (file: string) => string | undefined,
): string {
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const k of keys) {
      if (into.has(k) || !manifest[k]) continue;
      into.add(k);
      closure(manifest[k].imports ?? [], into);
    }
    return into;
  };
  const entry = closure(['index.html']);
  const own = [...closure(modules.filter((m) => manifest[m]))].filter((k) => !entry.has(k));
  const scripts = own.map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]?.file}">`);
  // Two chunks may share one stylesheet: it is named once.
  const styles = [...new Set(own.flatMap((k) => manifest[k]?.css ?? []))].map((f) => {
    const css = inlineStyle?.(f);
    return css === undefined ? `<link rel="preload" as="style" crossorigin href="/${f}">` : `<style>${css}</style>`;
  });
  return [...scripts, ...styles].join('');
}

/**
 * The page for `path` with its route's preloads in its head; a path of no listed route gets the page as it is. A
 * visitor's public page gets its inlined styles only, and the portal's script later (deferTakeover).
 */
export function withRoutePreloads(
  portalDist: string,
  takeoverDelayMs?: number,
): (html: string, page: PageRequest) => string {
  const file = join(portalDist, '.vite/manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const read = (f: string) => {
    const path = join(portalDist, f);
    // `</` cannot end the element early: a stylesheet has no business holding it, but a string could.
    return existsSync(path) ? readFileSync(path, 'utf8').replace(/<\//g, '<\\/') : undefined;
  };
  const tags = PRELOADED_ROUTES.map((r) => {
    const all = preloadTags(manifest, r.modules, r.inlineStyles ? read : undefined);
    return {
      path: r.path,
      all,
      styles: all.match(/<style>[\s\S]*?<\/style>/g)?.join('') ?? '',
      interactive: r.interactive === true,
    };
  });
  return (html, { path, visitor }) => {
    const found = tags.find((t) => t.path.test(path));
    if (!found) return html;
    if (visitor && !found.interactive)
      return deferTakeover(html.replace('</head>', `${found.styles}</head>`), takeoverDelayMs);
    return html.replace('</head>', `${found.all}</head>`);
  };
}
