// Analytics page tracking (RTE-033): the page is recorded once navigation has rested for 100 ms, so a redirect chain
// (/app -> /app/host -> /app/host/home/dashboard) counts as the one page the user sees.
import { ANALYTICS_PAGE_TRACKING_DEBOUNCE_MS } from '@caravan/domain';

/** Where page views go: the analytics port. */
export interface AnalyticsPort {
  page(path: string): void;
}

/**
 * DECIDE: the portal's analytics adapter pushes `{ event: 'page_view', page_path }` onto `window.dataLayer`, the
 * queue a tag manager reads, because no analytics vendor is chosen: nothing leaves the browser until a deployment
 * installs one, and the portal needs no change when it does.
 */
export function dataLayerAnalytics(
  target: { dataLayer?: unknown[] } = window as { dataLayer?: unknown[] },
): AnalyticsPort {
  return {
    page(path) {
      target.dataLayer ??= [];
      target.dataLayer.push({ event: 'page_view', page_path: path });
    },
  };
}

/** A tracker that records a path only when no other navigation follows within the debounce time. */
export function createPageTracker(port: AnalyticsPort, debounceMs: number = ANALYTICS_PAGE_TRACKING_DEBOUNCE_MS) {
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
