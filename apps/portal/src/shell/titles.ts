// Document titles by route: the first meaningful path segment picks the title (RTE-009, the domain's rule).
import { DEFAULT_PAGE_TITLE, portalPageTitleForPath } from '@caravan/domain';

/** Titles of the shell's own top-level pages that the spec's title list does not name. */
const SHELL_PAGE_TITLES: Record<string, string> = {
  logout: 'Signing out',
  admin: 'Admin Portal',
  error: 'Something went wrong',
};

/** The document title for a pathname (e.g. '/app/host/home' -> 'Host Portal', '/login' -> 'Login'). */
export function titleFor(pathname: string): string {
  const title = portalPageTitleForPath(pathname);
  if (title !== DEFAULT_PAGE_TITLE) return title;
  const [first = ''] = pathname.split('/').filter(Boolean);
  return SHELL_PAGE_TITLES[first] ?? DEFAULT_PAGE_TITLE;
}
