// Build plugin: the entry's stylesheet (the theme and shell, a few kB) goes inside index.html as a <style>, so the
// first paint waits for no second request; pages' own stylesheets still load with their chunks. A disabled link names
// the file, so it is not fetched again later.
import type { Plugin, Rollup } from 'vite';

/** DECIDE: inline up to 40 kB of CSS — above that a cached file beats resending it with every page's HTML. */
export const INLINE_CSS_MAX_BYTES = 40_000;

export function inlineEntryCss(): Plugin {
  return {
    name: 'caravan:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = ctx.bundle?.[file] as Rollup.OutputAsset | undefined;
          const css = typeof asset?.source === 'string' ? asset.source : undefined;
          if (!css || css.length > INLINE_CSS_MAX_BYTES || css.includes('</style')) return tag;
          // A disabled <link> to the same file, which the browser does not fetch: Vite's preload helper, loading a lazy
          // chunk that imports the entry (the search panel's check, for one), looks for a stylesheet link to each CSS
          // dependency and, finding none for the inlined entry CSS, linked it again at the end of the head, where its
          // rules overrode the pages' own of the same specificity (the search's page moved 16 px down, its pickers
          // lost their arrows as the portal took over: issue 29 point 4).
          return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
        });
      },
    },
  };
}
