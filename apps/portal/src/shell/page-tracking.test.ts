// Analytics page tracking, debounced by 100 ms (RTE-033).
import { ANALYTICS_PAGE_TRACKING_DEBOUNCE_MS } from '@caravan/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataLayerAnalytics } from './analytics.js';
import { createPageTracker } from './page-tracking.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('page tracking', () => {
  it('[RTE-033] records a page once navigation has rested for 100 ms; a redirect chain is one page view', () => {
    vi.useFakeTimers();
    const target: { dataLayer?: unknown[] } = {};
    const tracker = createPageTracker(dataLayerAnalytics(target));
    expect(ANALYTICS_PAGE_TRACKING_DEBOUNCE_MS).toBe(100);
    tracker.navigated('/app');
    vi.advanceTimersByTime(40);
    tracker.navigated('/app/host');
    vi.advanceTimersByTime(99);
    expect(target.dataLayer).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(target.dataLayer).toEqual([{ event: 'page_view', page_path: '/app/host' }]);
    tracker.navigated('/app/host/trips');
    vi.advanceTimersByTime(100);
    expect(target.dataLayer).toEqual([
      { event: 'page_view', page_path: '/app/host' },
      { event: 'page_view', page_path: '/app/host/trips' },
    ]);
  });

  it('[RTE-033] a stopped tracker records nothing still pending', () => {
    vi.useFakeTimers();
    const page = vi.fn();
    const tracker = createPageTracker({ page });
    tracker.navigated('/login');
    tracker.stop();
    vi.advanceTimersByTime(1_000);
    expect(page).not.toHaveBeenCalled();
  });
});
