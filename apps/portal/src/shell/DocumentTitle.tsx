// Keeps document.title in step with the current route.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { titleFor } from './titles.js';

/** Renders nothing; sets document.title from the path on every navigation. */
export function DocumentTitle() {
  const [location] = useLocation();
  useEffect(() => {
    document.title = titleFor(location);
  }, [location]);
  return null;
}
