// What a server-rendered public page (a trip, a host's profile) puts in its <head> so link previews and crawlers read
// it without a script: title, description, canonical URL, Open Graph and Twitter tags. Every value is escaped.

/** DECIDE: the description tags carry at most 200 characters, what link previews show before cutting. */
export const SHARE_DESCRIPTION_MAX = 200;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text or attribute value made safe for HTML. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);

/** `text` cut to `max` characters with an ellipsis, its whitespace folded (a share description is one line). */
export const shareDescription = (text: string, max = SHARE_DESCRIPTION_MAX): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
};

/** An image URL as an absolute one on `origin` (previews fetch it from elsewhere); none for an empty one. */
export const absoluteUrl = (origin: string, url: string | null): string | null =>
  url === null || url === ''
    ? null
    : /^https?:\/\//i.test(url)
      ? url
      : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

export interface ShareTags {
  /** The document's <title>. */
  title: string;
  /** The title previews show (og:title, twitter:title). */
  shareTitle: string;
  description: string;
  /** The canonical, absolute URL. */
  url: string;
  /** An absolute image URL, or null for none. */
  image: string | null;
  imageAlt: string;
  ogType: 'website' | 'profile';
  /** A large picture card when there is an image (a trip's hero photo), else the small summary card. */
  largeImage: boolean;
}

/** The <head> tags of a public page, one per line. */
export function shareHeadTags(tags: ShareTags): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const { image } = tags;
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    meta('name', 'description', tags.description),
    `<link rel="canonical" href="${escapeHtml(tags.url)}" />`,
    meta('property', 'og:type', tags.ogType),
    meta('property', 'og:site_name', 'Caravan'),
    meta('property', 'og:title', tags.shareTitle),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.url),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', tags.imageAlt)] : []),
    meta('name', 'twitter:card', image && tags.largeImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', tags.shareTitle),
    meta('name', 'twitter:description', tags.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ].join('\n    ');
}
