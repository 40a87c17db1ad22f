// Media checks any journey or the crawler can call (issue 26 (c), MKT-031/032): every picture on a page has loaded,
// and every media response the page received is an image or a PDF (never the portal's HTML for a missing file).
import { expect, type Page, type Response } from '@playwright/test';

/** A media response's content type must be one of these. */
export const MEDIA_CONTENT_TYPE = /^(?:image\/[\w.+-]+|application\/pdf)(?:;|$)/;
/** Paths that only ever name a media file. */
const MEDIA_PATH = /^\/(?:demo|api\/files)\//;

export interface MediaResponse {
  url: string;
  status: number;
  contentType: string;
}

/** Whether `response` is for a picture or a media file (by what the browser asked, or by the path). */
function isMedia(response: Response): boolean {
  const { pathname } = new URL(response.url());
  return response.request().resourceType() === 'image' || MEDIA_PATH.test(pathname) || pathname.endsWith('.pdf');
}

/**
 * Starts recording the media responses `page` receives (call before navigating); pass the list to
 * expectMediaLoaded to check them too. Data URLs are not responses and are left out.
 */
export function recordMedia(page: Page): MediaResponse[] {
  const seen: MediaResponse[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith('http') || !isMedia(response)) return;
    // A 304 revalidation carries no body type: the cached copy it confirms was checked when it came.
    if (response.status() === 304) return;
    seen.push({
      url: response.url(),
      status: response.status(),
      contentType: response.headers()['content-type'] ?? '',
    });
  });
  return seen;
}

export interface ExpectMediaOptions {
  /** Media responses recorded with recordMedia since the page was opened. */
  responses?: readonly MediaResponse[];
  /** Also require each picture to carry width, height and an alt attribute (MKT-032). */
  attributes?: boolean;
}

interface PictureState {
  src: string;
  width: string | null;
  height: string | null;
  alt: string | null;
}

/**
 * Loads every picture on `page` (lazy ones too, as if scrolled to) and expects each to have loaded
 * (`naturalWidth > 0`), each picture's own source and every recorded media response to be an image or a PDF.
 */
export async function expectMediaLoaded(page: Page, options: ExpectMediaOptions = {}): Promise<void> {
  // A lazy picture below the fold loads once asked for eagerly. Asked again at each poll: the portal may replace a
  // server-rendered page with its own (new pictures, loading afresh) while the check runs. A broken picture never
  // loads, so the poll ends on the list of those that did not.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const images = Array.from(document.images);
          for (const img of images) img.loading = 'eager';
          return images
            .filter((img) => !(img.complete && img.naturalWidth > 0))
            .map((img) => img.currentSrc || img.src);
        }),
      { message: 'pictures that did not load' },
    )
    .toEqual([]);
  const pictures: PictureState[] = await page.evaluate(() =>
    Array.from(document.images).map((img) => ({
      src: img.currentSrc || img.src,
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      alt: img.getAttribute('alt'),
    })),
  );
  if (options.attributes)
    expect(
      pictures.filter((p) => !p.width || !p.height || p.alt === null).map((p) => p.src),
      'pictures without width, height or alt',
    ).toEqual([]);

  // Each picture's own source, asked again: an image content type (a page answered for a picture is a fault).
  const sources = [...new Set(pictures.map((p) => p.src).filter((src) => src.startsWith('http')))];
  const asked = await Promise.all(
    sources.map(async (url) => {
      const response = await page.request.get(url);
      return { url, status: response.status(), contentType: response.headers()['content-type'] ?? '' };
    }),
  );
  const wrong = [...asked, ...(options.responses ?? [])].filter(
    (r) => r.status >= 400 || !MEDIA_CONTENT_TYPE.test(r.contentType),
  );
  expect(wrong, 'media answered with an error or a content type other than an image or a PDF').toEqual([]);
}
