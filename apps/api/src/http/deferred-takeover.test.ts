// A visitor's public page names no script of the portal's but the loader, which brings the entry later (issue 26).
import { describe, expect, it } from 'vitest';
import { deferTakeover, PUBLIC_TAKEOVER_DELAY_MS, TAKEOVER_SCRIPT } from './deferred-takeover.js';

const page = `<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/utils-1.js">
    <link rel="modulepreload" crossorigin href="/assets/HomePage-1.js"><style>.x{}</style></head><body></body></html>`;

describe('deferred takeover', () => {
  it('[MKT-026] swaps the entry and its module preloads for the loader, naming the entry and the delay', () => {
    const html = deferTakeover(page, 2500);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(`<script src="${TAKEOVER_SCRIPT}" data-entry="/assets/index-1.js" data-delay="2500" defer>`);
    expect(html).toContain('<style>.x{}</style>');
  });

  it('uses the default delay, and leaves a page without the entry as it is', () => {
    expect(deferTakeover(page)).toContain(`data-delay="${PUBLIC_TAKEOVER_DELAY_MS}"`);
    expect(deferTakeover('<html><head></head></html>')).toBe('<html><head></head></html>');
  });
});
