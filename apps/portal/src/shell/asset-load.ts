// A chunk (with its CSS) loaded on demand either arrives or becomes a load error: on failure, or after the asset load
// time-out of 120 seconds (PLT-052), so a stalled network never leaves a page spinning for ever.
import { ASSET_LOAD_TIMEOUT_MS } from '@caravan/domain';

/** A page's code or styles could not be loaded (failed, or still missing after the time-out). */
export class AssetLoadError extends Error {
  constructor(readonly reason: 'failed' | 'timed-out') {
    super(reason === 'failed' ? 'A part of the page failed to load.' : 'A part of the page took too long to load.');
    this.name = 'AssetLoadError';
  }
}

/** The load, settled within `timeoutMs`: its value, or an AssetLoadError when it fails or is still pending by then. */
export function withLoadTimeout<T>(load: Promise<T>, timeoutMs: number = ASSET_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new AssetLoadError('timed-out')), timeoutMs);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        reject(new AssetLoadError('failed'));
      },
    );
  });
}
