// Demo media's responsive variants (issue 26): each /demo picture exists in three widths, the plain name being the
// middle one; the API serves them, the portal offers them as a srcset. One naming rule for both.

/** The path prefix of the demo media the API serves from its committed folder. */
export const DEMO_MEDIA_PREFIX = '/demo/';
/** The widths each demo picture is drawn in (scripts/media/generate.mjs): `name-480.jpg`, `name.jpg`, `name-1600.jpg`. */
export const DEMO_MEDIA_WIDTHS = [480, 960, 1600] as const;
/** The width of the plain name (no suffix): the middle one, sharp enough for a card and an Open Graph preview. */
export const DEMO_MEDIA_BASE_WIDTH = 960;

const PICTURE = /^(\/demo\/.+?)\.(jpe?g|png|webp)$/i;

/** Whether `url` is a demo picture with drawn variants (an upload or an outside URL has none). */
export const hasMediaVariants = (url: string): boolean => PICTURE.test(url);

/** The URL of `url`'s variant `width` wide; the base width is the plain name. Undefined when it has no variants. */
export function mediaVariantUrl(url: string, width: number): string | undefined {
  const m = PICTURE.exec(url);
  if (!m) return undefined;
  return width === DEMO_MEDIA_BASE_WIDTH ? url : `${m[1]}-${width}.${m[2]}`;
}

/** A `srcset` for `url` (`… 480w, … 960w, … 1600w`), or undefined when it has no variants. */
export function mediaSrcSet(url: string): string | undefined {
  if (!hasMediaVariants(url)) return undefined;
  return DEMO_MEDIA_WIDTHS.map((w) => `${mediaVariantUrl(url, w)} ${w}w`).join(', ');
}
