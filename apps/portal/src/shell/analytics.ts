// The portal's analytics port (RTE-033 page views, TAP-029 action events) and its two adapters: the tag-manager
// queue a deployment reads, and the sandbox that keeps events in memory (tests, demos; nothing leaves the page).
import type { TravelerAnalyticsEvent } from '@caravan/domain';

/** What an event may carry besides its name: flat values a tag manager can map. */
export type AnalyticsProperties = Readonly<Record<string, string | number | boolean>>;

/** Where page views and action events go. */
export interface AnalyticsPort {
  page(path: string): void;
  track(event: TravelerAnalyticsEvent, properties?: AnalyticsProperties): void;
}

/**
 * DECIDE: the portal's analytics adapter pushes `{ event: 'page_view', page_path }` and `{ event, ...properties }`
 * onto `window.dataLayer`, the queue a tag manager reads, because no analytics vendor is chosen: nothing leaves the
 * browser until a deployment installs one, and the portal needs no change when it does.
 */
export function dataLayerAnalytics(
  // globalThis is the window in a browser, and lets a server render (tests) use the adapter too.
  target: { dataLayer?: unknown[] } = globalThis as { dataLayer?: unknown[] },
): AnalyticsPort {
  const push = (entry: Record<string, unknown>) => {
    target.dataLayer ??= [];
    target.dataLayer.push(entry);
  };
  return {
    page: (path) => push({ event: 'page_view', page_path: path }),
    track: (event, properties = {}) => push({ ...properties, event }),
  };
}

/** One recorded event of the sandbox adapter. */
export interface RecordedEvent {
  event: TravelerAnalyticsEvent | 'page_view';
  properties: AnalyticsProperties;
}

/** The sandbox adapter: records every page view and event, in order, in memory. */
export function memoryAnalytics(): AnalyticsPort & { readonly events: RecordedEvent[] } {
  const events: RecordedEvent[] = [];
  return {
    events,
    page: (path) => events.push({ event: 'page_view', properties: { page_path: path } }),
    track: (event, properties = {}) => events.push({ event, properties }),
  };
}

/** The build variable choosing the adapter: 'sandbox' keeps events in memory; anything else uses the dataLayer. */
export const ANALYTICS_ADAPTER_VARIABLE = 'VITE_ANALYTICS_ADAPTER';

/** The adapter a build uses. */
export function analyticsFromEnvironment(env: Readonly<Record<string, unknown>> = import.meta.env): AnalyticsPort {
  return env[ANALYTICS_ADAPTER_VARIABLE] === 'sandbox' ? memoryAnalytics() : dataLayerAnalytics();
}
