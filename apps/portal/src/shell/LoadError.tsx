// What a page shows when its code or styles could not be loaded (PLT-052): the reason and a reload, in place of the page.
import { Alert, Button } from '@caravan/ui';
import { Component, type ReactNode } from 'react';
import { AssetLoadError } from './asset-load.js';
import type { LoadingPlace } from './lazy-page.js';

/**
 * DECIDE: the load error's copy (the spec names only 'a load error'): what happened and the one fix that works, a
 * reload, which fetches the app's current files (a deploy in between is the usual cause of a missing chunk).
 */
export const LOAD_ERROR_COPY = {
  title: 'This page could not be loaded',
  failed: 'Part of the page failed to download. Check your connection and reload the page.',
  'timed-out': 'Part of the page is taking too long to download. Check your connection and reload the page.',
  reload: 'Reload the page',
} as const;

/** The load error in place of the part that failed; as a whole page or area it brings the landmark and heading. */
export function LoadError({
  reason,
  place,
  onReload,
}: {
  reason: AssetLoadError['reason'];
  place: LoadingPlace;
  onReload: () => void;
}) {
  const alert = (
    <div className="pt-PageLoading">
      {place === 'section' ? null : <h1 className="pt-visually-hidden">{LOAD_ERROR_COPY.title}</h1>}
      <Alert
        tone="danger"
        title={LOAD_ERROR_COPY.title}
        actions={
          <Button variant="secondary" size="sm" onPress={onReload}>
            {LOAD_ERROR_COPY.reload}
          </Button>
        }
      >
        {LOAD_ERROR_COPY[reason]}
      </Alert>
    </div>
  );
  return place === 'page' ? <main className="pt-centered">{alert}</main> : alert;
}

/** `resetKey`: the location; moving elsewhere tries the part below again. */
type BoundaryProps = { children: ReactNode; place: LoadingPlace; resetKey: string };

/** Catches an AssetLoadError from a lazily loaded part below it and shows the load error; other errors pass on. */
export class LoadErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error != null && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (error == null) return this.props.children;
    // Not a load failure: on to the next boundary up, as if this one were not here.
    if (!(error instanceof AssetLoadError)) throw error;
    return <LoadError reason={error.reason} place={this.props.place} onReload={() => window.location.reload()} />;
  }
}
