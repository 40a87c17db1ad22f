// Feeds every navigation to the analytics page tracker (RTE-033); renders nothing.
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useAnalytics } from './analytics-context.js';
import { createPageTracker } from './page-tracking.js';

/** Records page views through the analytics port, debounced. */
export function PageTracker() {
  const [location] = useLocation();
  const analytics = useAnalytics();
  const [tracker] = useState(() => createPageTracker(analytics));
  useEffect(() => tracker.navigated(location), [tracker, location]);
  useEffect(() => () => tracker.stop(), [tracker]);
  return null;
}
