// Code splitting by route: a page component loaded on demand, and the accessible placeholder shown while it loads.
import { Spinner } from '@caravan/ui';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { withLoadTimeout } from './asset-load.js';
import { LoadErrorBoundary } from './LoadError.js';

/** A page loaded from its own chunk; `preload()` fetches it ahead, so a first render already holding it shows it at once. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A page loaded on first render from its own chunk: `lazyPage(() => import('./X.js').then((m) => m.X))`.
 * React.lazy wants a default export; the portal's modules export by name, so the loader hands over the named one.
 * A chunk or its CSS that fails, or has not arrived within the asset load time-out, is a load error (PLT-052),
 * shown by the PageSuspense around it. A page preloaded before its first render (main.tsx does it for the page the
 * server already rendered) renders directly, with no loading state between the server's page and the portal's.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(async () => {
    loaded = await withLoadTimeout(load());
    return { default: loaded };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level (a route table entry), never during a render.
  function Page(props: P) {
    // Decided once per mount: switching from the lazy wrapper to the component would remount the page.
    const [Direct] = useState(() => loaded);
    return Direct ? <Direct {...props} /> : <Lazy {...props} />;
  }
  Page.preload = async () => {
    loaded ??= await withLoadTimeout(load());
  };
  return Page;
}

/**
 * Where a lazily loaded part sits, which decides what its loading state must bring for the page to stay whole:
 * `page` stands for the whole page (a main landmark and a heading), `area` fills the signed-in layout's main (a
 * heading), `section` is a part of a page that already has both.
 */
export type LoadingPlace = 'page' | 'area' | 'section';

/** While a part's chunk loads: a labelled progress indicator, announced by screen readers. */
export function PageLoading({ place }: { place: LoadingPlace }) {
  const spinner = <Spinner size="lg" label="Loading the page…" />;
  if (place === 'section') return <div className="pt-PageLoading">{spinner}</div>;
  const content = (
    <>
      <h1 className="pt-visually-hidden">Caravan</h1>
      {spinner}
    </>
  );
  return place === 'page' ? (
    <main className="pt-centered">{content}</main>
  ) : (
    <div className="pt-PageLoading">{content}</div>
  );
}

/** Suspense for lazily loaded parts, with the shared loading state and, when a part cannot load, the load error. */
export function PageSuspense({ children, place }: { children: ReactNode; place: LoadingPlace }) {
  return (
    <LoadErrorBoundary place={place} resetKey={useLocation()[0]}>
      <Suspense fallback={<PageLoading place={place} />}>{children}</Suspense>
    </LoadErrorBoundary>
  );
}
