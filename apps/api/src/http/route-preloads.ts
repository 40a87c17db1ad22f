// The portal's page script for the path asked, named in the HTML itself (`<link rel="modulepreload">`), so the browser
// fetches it beside the entry instead of after the entry has run: one round trip less before a public page paints.
// A page the server renders with the portal's own class names (the home, the search) gets its stylesheets inlined,
// so its first paint is already styled.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The public pages the portal renders in the browser, by path, and the source module of each (Vite's manifest key). */
export const PRELOADED_ROUTES: { path: RegExp; modules: string[]; inlineStyles?: boolean }[] = [
  { path: /^\/$/, modules: ['src/shell/RootRedirect.tsx', 'src/public/home/HomePage.tsx'], inlineStyles: true },
  { path: /^\/trips\/?$/, modules: ['src/public/search/TripSearchPage.tsx'], inlineStyles: true },
  { path: /^\/trips\/[^/]+\/?$/, modules: ['src/public/trip-page/PublicTripPage.tsx'] },
];

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
  const styles = own
    .flatMap((k) => manifest[k]?.css ?? [])
    .map((f) => {
      const css = inlineStyle?.(f);
      return css === undefined ? `<link rel="preload" as="style" crossorigin href="/${f}">` : `<style>${css}</style>`;
    });
  return [...scripts, ...styles].join('');
}

/** The page for `path` with its route's preloads in its head; a path of no listed route gets the page as it is. */
export function withRoutePreloads(portalDist: string): (html: string, path: string) => string {
  const file = join(portalDist, '.vite/manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const read = (f: string) => {
    const path = join(portalDist, f);
    // `</` cannot end the element early: a stylesheet has no business holding it, but a string could.
    return existsSync(path) ? readFileSync(path, 'utf8').replace(/<\//g, '<\\/') : undefined;
  };
  const tags = PRELOADED_ROUTES.map((r) => ({
    path: r.path,
    tags: preloadTags(manifest, r.modules, r.inlineStyles ? read : undefined),
  }));
  return (html, path) => {
    const found = tags.find((t) => t.path.test(path))?.tags;
    return found ? html.replace('</head>', `${found}</head>`) : html;
  };
}
