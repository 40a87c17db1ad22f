// The portal's entry stylesheet inlined into index.html (apps/portal/build/inline-entry-css.ts), and named by a
// disabled link so Vite's preload helper does not link it again when a lazy chunk loads (issue 29 point 4: re-linked
// at the end of the head, it overrode the search page's own rules as the portal took over, and the cards moved).
import { describe, expect, it } from 'vitest';
import { INLINE_CSS_MAX_BYTES, inlineEntryCss } from '../../apps/portal/build/inline-entry-css.js';

type Handler = (html: string, ctx: { bundle: Record<string, { source: string }> }) => string;
const transform = (html: string, bundle: Record<string, { source: string }>) =>
  (inlineEntryCss().transformIndexHtml as { handler: Handler }).handler(html, { bundle });

describe('the inlined entry stylesheet', () => {
  it('[issue 29] is inlined, and named by a disabled link the browser does not fetch and Vite does not re-link', () => {
    const html = transform('<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>', {
      'assets/index-abc.css': { source: '.pt-Main{padding:0}' },
    });
    expect(html).toBe(
      '<head><style>.pt-Main{padding:0}</style><link rel="stylesheet" href="/assets/index-abc.css" disabled></head>',
    );
  });

  it('[issue 29] a stylesheet too large to inline stays a plain link', () => {
    const tag = '<link rel="stylesheet" crossorigin href="/assets/index-big.css">';
    const html = transform(`<head>${tag}</head>`, {
      'assets/index-big.css': { source: 'a{}'.repeat(INLINE_CSS_MAX_BYTES) },
    });
    expect(html).toBe(`<head>${tag}</head>`);
  });
});
