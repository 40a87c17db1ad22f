// Analytics page tracking (RTE-033): the page is recorded once navigation has rested for 100 ms, so a redirect chain
// (/app -> /app/host -> /app/host/home/dashboard) counts as the one page the user sees.
import { ANALYTICS_PAGE_TRACKING_DEBOUNCE_MS } from '@caravan/domain';
import type { AnalyticsPort } from './analytics.js';

/** A tracker that records a path only when no other navigation follows within the debounce time. */
export function createPageTracker(
  port: Pick<AnalyticsPort, 'page'>,
  debounceMs: number = ANALYTICS_PAGE_TRACKING_DEBOUNCE_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    navigated(path: string) {
      clearTimeout(timer);
      timer = setTimeout(() => port.page(path), debounceMs);
    },
    stop() {
      clearTimeout(timer);
    },
  };
}
