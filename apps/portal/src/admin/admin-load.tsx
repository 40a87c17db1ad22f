// What an admin detail page shows while its read is under way or after it failed; and how its times read.
import { Alert, Spinner } from '@caravan/ui';
import type { ReactNode } from 'react';
import type { LoadState } from '../api/queries.js';
import { adminBack } from './AdminBack.js';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
/** An instant as admins read it: in UTC, said so, since admins serve every zone. */
export const utcDateTime = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;

/** The page for `state`: a spinner, the failure with the way back, or `ready(data)`. */
export function AdminLoad<T>({
  state,
  noun,
  ready,
}: {
  state: LoadState<T>;
  noun: string;
  ready: (data: T) => ReactNode;
}) {
  if (state.status === 'failed')
    return (
      <>
        {adminBack}
        <Alert tone="danger" title={`Could not load this ${noun}`}>
          {state.message}
        </Alert>
      </>
    );
  if (state.status === 'loading')
    return (
      <>
        <h1 className="pt-visually-hidden">Admin</h1>
        <Spinner label={`Loading ${noun}…`} />
      </>
    );
  return <>{ready(state.data)}</>;
}
