// What the vehicle tab needs from a quotes snapshot.
import type { GroundTransferQuotesStatus } from '@caravan/domain';
import type { SnapshotFrom } from 'xstate';
import type { quotesMachine } from './quotes.machine.js';

type QuotesSnapshot = SnapshotFrom<typeof quotesMachine>;

/** The states that name a status, as pairs so each state keeps its own type for `matches`. */
const STATUS_BY_STATE = [
  ['empty', 'empty'],
  ['loading', 'loading'],
  ['populated', 'populated'],
  ['stale', 'stale'],
  ['needRetry', 'need-retry'],
  ['error', 'error'],
] as const satisfies readonly (readonly [string, GroundTransferQuotesStatus])[];

/** The quotes status (GTF-054), read from the state the machine is in. */
export const selectQuotesStatus = (s: QuotesSnapshot): GroundTransferQuotesStatus => {
  for (const [state, status] of STATUS_BY_STATE) if (s.matches(state)) return status;
  return s.context.quotesMetadata.status;
};
/** The offered quotes, cheapest first (GTF-062). */
export const selectQuotes = (s: QuotesSnapshot) => s.context.quotes;
/** The quotes' fetch counts and status as the flow stores them (GTF-054). */
export const selectQuotesMetadata = (s: QuotesSnapshot) => s.context.quotesMetadata;
export const selectSelectedQuote = (s: QuotesSnapshot) => s.context.selectedQuote;
/** Whether the quotes list shows the fetch-failed flag (GTF-065). */
export const selectQuotesFailed = (s: QuotesSnapshot) => s.context.quotesError;
export const selectIsLoadingQuotes = (s: QuotesSnapshot) => s.matches('loading');
/** Whether the leg should be fetched now (GTF-063, GTF-064): drive it with `quotes.fetch`. */
export const selectNeedsQuotesFetch = (s: QuotesSnapshot) => s.can({ type: 'quotes.fetch' });
