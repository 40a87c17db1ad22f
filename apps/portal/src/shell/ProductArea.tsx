// An app area's fallback route: its home on the home paths, else the in-app not-found page (every product link of an
// area has its own screen, MKT-035).
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { NotFoundPage } from './NotFoundPage.js';

export interface ProductAreaProps {
  /** The area's home page and the paths that show it. */
  home: ReactNode;
  homePaths: readonly [string, ...string[]];
}

/** Routes what an area's own routes did not: home paths to the home page, anything else to not found. */
export function ProductArea({ home, homePaths }: ProductAreaProps) {
  const [location] = useLocation();
  const pathname = location.replace(/\/+$/, '') || '/';
  if (homePaths.includes(pathname)) return <>{home}</>;
  return <NotFoundPage inApp />;
}
