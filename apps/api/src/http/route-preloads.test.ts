// A public page's script is named in its HTML, without what the entry already loads (issue 26 point 5).
import { describe, expect, it } from 'vitest';
import { preloadTags } from './route-preloads.js';

const manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_shared-1.js'], css: ['assets/card-1.css'] },
  'src/public/search/TripSearchPage.tsx': { file: 'assets/TripSearchPage-1.js', imports: ['_card-1.js'] },
};

describe('route preloads', () => {
  it("[MKT-026] names the page's script, its own imports and their stylesheets, not the entry's", () => {
    const tags = preloadTags(manifest, ['src/public/search/TripSearchPage.tsx']);
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/TripSearchPage-1.js">');
    expect(tags).toContain('href="/assets/card-1.js"');
    expect(tags).toContain('<link rel="preload" as="style" crossorigin href="/assets/card-1.css">');
    expect(tags).not.toContain('shared-1');
    expect(tags).not.toContain('index-1');
  });

  it('[MKT-026] inlines the stylesheets of a page the server renders with its classes, so its first paint is styled', () => {
    const tags = preloadTags(manifest, ['src/public/search/TripSearchPage.tsx'], (f) => `/* ${f} */`);
    expect(tags).toContain('<style>/* assets/card-1.css */</style>');
    expect(tags).not.toContain('as="style"');
  });

  it('names nothing for a page the build does not have', () => {
    expect(preloadTags(manifest, ['src/public/home/HomePage.tsx'])).toBe('');
  });
});
