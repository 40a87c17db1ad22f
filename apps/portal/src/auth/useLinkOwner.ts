// Loads who an e-mailed link (activation or password reset) belongs to, telling a refused link from a failed call.
import { useEffect, useState } from 'react';
import { ApiError } from '../api/index.js';
import type { TokenOwner } from './accounts.api.js';
import { type LinkProblem, linkProblemOf } from './accounts.js';

export type LinkOwnerState =
  | { status: 'loading' }
  | { status: 'ready'; owner: TokenOwner }
  | { status: 'problem'; problem: LinkProblem; message: string }
  | { status: 'failed'; message: string };

/** The owner of `token` by `load` (re-run when the token changes); a refused token is a `problem`. */
export function useLinkOwner(token: string, load: (token: string, signal: AbortSignal) => Promise<TokenOwner>) {
  const [state, setState] = useState<LinkOwnerState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(token, controller.signal).then(
      (owner) => setState({ status: 'ready', owner }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(linkOwnerFailure(error));
      },
    );
    return () => controller.abort();
  }, [token, load]);
  return [state, setState] as const;
}

/** The state a failed load or submit leaves: a refused link, or the server's (or a connection) message. */
export function linkOwnerFailure(error: unknown): LinkOwnerState {
  const problem = linkProblemOf(error);
  const message =
    error instanceof ApiError ? error.message : 'We could not reach Caravan. Check your connection and try again.';
  return problem ? { status: 'problem', problem, message } : { status: 'failed', message };
}
