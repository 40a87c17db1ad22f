// The title and meta description a public page gives itself (search results and link previews read them): a page
// calls usePageMeta once its data is there; leaving the page puts back the portal's own description.
import { DEFAULT_PAGE_TITLE } from '@caravan/domain';
import { useEffect } from 'react';
import { useLocation } from 'wouter';

export interface PageMeta {
  /** The page's own title, e.g. the trip's name; the brand is added after it. */
  title: string;
  /** One or two sentences of what the page offers (search engines show up to about 155 characters). */
  description?: string | undefined;
}

/** DECIDE: 155 characters, the length search results show before cutting a description. */
export const META_DESCRIPTION_MAX = 155;

/** The document title for a page's own title: `Name · Caravan`, or the brand alone when the page has none. */
export function pageTitle(title: string): string {
  const own = title.trim();
  return own && own !== DEFAULT_PAGE_TITLE ? `${own} · ${DEFAULT_PAGE_TITLE}` : DEFAULT_PAGE_TITLE;
}

/** A description fit for the meta tag: one line, whitespace folded, cut at a word within META_DESCRIPTION_MAX. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= META_DESCRIPTION_MAX) return line;
  const cut = line.slice(0, META_DESCRIPTION_MAX - 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > META_DESCRIPTION_MAX / 2 ? cut.slice(0, word) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * Sets document.title and `<meta name="description">` while the page is shown (again after each navigation, as the
 * shell's DocumentTitle sets the route's title first). Pass undefined while the page's data is loading.
 */
export function usePageMeta(meta: PageMeta | undefined): void {
  const [location] = useLocation();
  const title = meta ? pageTitle(meta.title) : undefined;
  const description = meta?.description ? metaDescription(meta.description) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: set again after each navigation (DocumentTitle's first).
  useEffect(() => {
    if (title === undefined) return;
    document.title = title;
    if (description === undefined) return;
    const tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) return;
    const before = tag.content;
    tag.content = description;
    return () => {
      tag.content = before;
    };
  }, [title, description, location]);
}
