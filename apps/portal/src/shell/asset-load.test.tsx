// A lazily loaded chunk that fails, or is still missing after 120 seconds, becomes the load error (PLT-052).
import { ASSET_LOAD_TIMEOUT_MS } from '@caravan/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssetLoadError, withLoadTimeout } from './asset-load.js';
import { LOAD_ERROR_COPY, LoadErrorBoundary } from './LoadError.js';

afterEach(() => {
  vi.useRealTimers();
});

/** What the promise has come to so far. */
function settled<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(state, { value, done: true }),
    (error: unknown) => Object.assign(state, { error, done: true }),
  );
  return state;
}

describe('chunk and CSS loads', () => {
  it('[PLT-052] a load still pending after 120 s is a load error; not a moment before', async () => {
    vi.useFakeTimers();
    const state = settled(withLoadTimeout(new Promise<never>(() => {})));
    await vi.advanceTimersByTimeAsync(ASSET_LOAD_TIMEOUT_MS - 1);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.error).toBeInstanceOf(AssetLoadError);
    expect((state.error as AssetLoadError).reason).toBe('timed-out');
    expect(ASSET_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('[PLT-052] a chunk that arrives in time is the page; a failed chunk or CSS preload is a load error', async () => {
    vi.useFakeTimers();
    const page = () => null;
    const late = settled(withLoadTimeout(new Promise((resolve) => setTimeout(() => resolve(page), 119_000))));
    await vi.advanceTimersByTimeAsync(119_000);
    expect(late.value).toBe(page);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(late.error).toBeUndefined();
    const failed = settled(withLoadTimeout(Promise.reject(new TypeError('Unable to preload CSS for /assets/x.css'))));
    await vi.advanceTimersByTimeAsync(0);
    expect((failed.error as AssetLoadError).reason).toBe('failed');
  });

  it('[PLT-052] the boundary shows the load error with a reload in place of the part; other errors pass on', () => {
    const boundary = new LoadErrorBoundary({ children: <p>page</p>, place: 'page', resetKey: '/app' });
    expect(renderToStaticMarkup(boundary.render())).toBe('<p>page</p>');
    boundary.state = LoadErrorBoundary.getDerivedStateFromError(new AssetLoadError('timed-out'));
    const html = renderToStaticMarkup(boundary.render());
    expect(html).toContain('<main');
    expect(html).toContain(LOAD_ERROR_COPY.title);
    expect(html).toContain(LOAD_ERROR_COPY['timed-out']);
    expect(html).toContain(LOAD_ERROR_COPY.reload);
    boundary.state = LoadErrorBoundary.getDerivedStateFromError(new Error('a bug in the page'));
    expect(() => boundary.render()).toThrow('a bug in the page');
  });
});
