// An app area's routes while its screens are being built: its home, a coming-soon page per product link, else not found.
import type { ReactNode } from 'react';
import { currentShellProductLink } from '@caravan/domain';
import { useLocation } from 'wouter';
import type { UserGroup } from '../api/index.js';
import { ComingSoonPage } from './ComingSoonPage.js';
import { NotFoundPage } from './NotFoundPage.js';

export interface ProductAreaProps {
  /** Whose product links the area holds. */
  group: UserGroup;
  /** The area's home page and the paths that show it (the first is where "back home" leads). */
  home: ReactNode;
  homePaths: readonly [string, ...string[]];
}

/** Routes one area: home paths to the home page, a product link's section to its coming-soon page. */
export function ProductArea({ group, home, homePaths }: ProductAreaProps) {
  const [location] = useLocation();
  const pathname = location.replace(/\/+$/, '') || '/';
  if (homePaths.includes(pathname)) return <>{home}</>;
  const link = currentShellProductLink(group, pathname);
  if (!link) return <NotFoundPage inApp />;
  return <ComingSoonPage link={link} home={homePaths[0]} />;
}
