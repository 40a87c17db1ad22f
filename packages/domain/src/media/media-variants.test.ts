// The demo media variant naming: the plain name is the middle width, others carry their width; uploads have none.
import { describe, expect, it } from 'vitest';
import { DEMO_MEDIA_PREFIX, hasMediaVariants, mediaSrcSet, mediaVariantUrl } from './media-variants.js';

describe('demo media variants', () => {
  it('[MKT-032] names each width of a demo picture, the base width being the plain name', () => {
    expect(mediaVariantUrl('/demo/trips/crv-1005.jpg', 480)).toBe('/demo/trips/crv-1005-480.jpg');
    expect(mediaVariantUrl('/demo/trips/crv-1005.jpg', 960)).toBe('/demo/trips/crv-1005.jpg');
    expect(mediaSrcSet('/demo/hosts/hana.jpg')).toBe(
      '/demo/hosts/hana-480.jpg 480w, /demo/hosts/hana.jpg 960w, /demo/hosts/hana-1600.jpg 1600w',
    );
  });

  it('[MKT-032] offers no variants for uploads, outside URLs or documents', () => {
    for (const url of ['/api/files/0a.jpg', 'https://img.example/x.jpg', '/demo/preparation-list.pdf']) {
      expect(hasMediaVariants(url)).toBe(false);
      expect(mediaSrcSet(url)).toBeUndefined();
    }
  });

  it('[MKT-032] only a path that starts with the demo folder and ends with a picture has variants', () => {
    // The API serves the committed folder under this prefix; the portal builds srcsets only for its paths.
    expect(DEMO_MEDIA_PREFIX).toBe('/demo/');
    expect(hasMediaVariants(`${DEMO_MEDIA_PREFIX}trips/a.webp`)).toBe(true);
    for (const url of ['https://cdn.example/demo/trips/a.jpg', '/demo/trips/a.jpg.pdf', '/demo/trips/a.jpg?w=2']) {
      expect(hasMediaVariants(url)).toBe(false);
      expect(mediaVariantUrl(url, 480)).toBeUndefined();
    }
  });
});
