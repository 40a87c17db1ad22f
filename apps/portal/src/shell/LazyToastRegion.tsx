// The toast region, loaded after the first render (issue 29): no page shows a toast before a user acts, and the
// global queue holds any toast shown earlier until the region is there to announce it.
import { type ComponentType, lazy, Suspense } from 'react';

const Region = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('./toast-region.js').then(
      (m) => ({ default: () => <m.ToastRegion /> }),
      // A region that cannot load leaves the page as it is: a toast only repeats what the screen already shows.
      () => ({ default: () => null }),
    ),
);

/** The app's toast region, from its own chunk. */
export function LazyToastRegion() {
  return (
    <Suspense fallback={null}>
      <Region />
    </Suspense>
  );
}
