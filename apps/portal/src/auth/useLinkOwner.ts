// Who an e-mailed link (activation or password reset) belongs to, telling a refused link from a failed call.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../api/queries.js';
import { ApiError } from '../api/index.js';
import type { TokenOwner } from './accounts.api.js';
import { type LinkProblem, linkProblemOf } from './accounts.js';

export type LinkOwnerState =
  | { status: 'loading' }
  | { status: 'ready'; owner: TokenOwner }
  | { status: 'problem'; problem: LinkProblem; message: string }
  | { status: 'failed'; message: string };

/**
 * The owner of `token` (a TanStack query per purpose and token; a refused token is a `problem`, never retried), and
 * a setter a page uses when its submit finds the link refused after all.
 */
export function useLinkOwner(
  purpose: 'activation' | 'password-reset',
  token: string,
  load: (token: string, signal: AbortSignal) => Promise<TokenOwner>,
) {
  const owner = useQuery({
    queryKey: queryKeys.linkOwner(purpose, token),
    queryFn: ({ signal }) => load(token, signal),
    retry: false,
  });
  const [afterSubmit, setAfterSubmit] = useState<LinkOwnerState | null>(null);
  const loaded: LinkOwnerState =
    owner.status === 'success'
      ? { status: 'ready', owner: owner.data }
      : owner.status === 'error'
        ? linkOwnerFailure(owner.error)
        : { status: 'loading' };
  return [afterSubmit ?? loaded, setAfterSubmit] as const;
}

/** The state a failed load or submit leaves: a refused link, or the server's (or a connection) message. */
export function linkOwnerFailure(error: unknown): LinkOwnerState {
  const problem = linkProblemOf(error);
  const message =
    error instanceof ApiError ? error.message : 'We could not reach Caravan. Check your connection and try again.';
  return problem ? { status: 'problem', problem, message } : { status: 'failed', message };
}
