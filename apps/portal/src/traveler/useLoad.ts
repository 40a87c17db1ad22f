// A small loader hook: runs an async read, exposes loading / ready / failed, and reloads on demand.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/client.js';

export type LoadState<T> =
  | { status: 'loading'; data?: T | undefined }
  | { status: 'ready'; data: T }
  | { status: 'failed'; message: string; data?: T | undefined };

/** Loads with `load(signal)` whenever `key` changes; `reload()` loads again keeping the last data while it runs. */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const waiters = useRef<(() => void)[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what is loaded; a new key loads again
  useEffect(() => {
    void attempt;
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', data: s.data }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState({ status: 'ready', data });
        for (const done of waiters.current.splice(0)) done();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.redirected) return;
        setState((s) => ({
          status: 'failed',
          message: error instanceof Error ? error.message : 'There was an error processing your request',
          data: s.data,
        }));
        for (const done of waiters.current.splice(0)) done();
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  /** Loads again; resolves when the new answer (or failure) is in. */
  const reload = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiters.current.push(resolve);
        setAttempt((n) => n + 1);
      }),
    [],
  );
  return { state, reload };
}
