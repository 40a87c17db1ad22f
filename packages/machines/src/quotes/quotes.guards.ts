// Quotes guards: one-line adapters over the ground-transfer quotes rules of @caravan/domain.
import {
  areGroundTransferTravelDetailsComplete,
  canChooseGroundTransferQuote,
  isSameGroundTransferQuote,
  needsGroundTransferQuotesFetch,
} from '@caravan/domain';
import type { QuotesContext, QuotesEvent } from './quotes.types.js';

type Args = { context: QuotesContext; event: QuotesEvent };

const legOf = (c: QuotesContext) => ({
  detail: c.detail,
  estimatedDuration: c.estimatedDuration,
  quotes: c.quotes,
  selectedQuote: c.selectedQuote,
  quotesMetadata: c.quotesMetadata,
  // Stryker disable next-line ObjectLiteral: the leg's flow metadata is a placeholder the quotes rules never read
  metadata: { status: 'missing-travel-details' as const },
});

export const quotesGuards = {
  /** GTF-063, GTF-064: a fetch is needed in need-retry, or stale/empty with no earlier success, with complete details. */
  needsFetch: ({ context }: Args) => needsGroundTransferQuotesFetch(legOf(context)),
  /** An explicit refresh of stale quotes needs complete travel details (GTF-089). */
  hasCompleteDetails: ({ context }: Args) => areGroundTransferTravelDetailsComplete(context),
  /** GTF-090: a quote may be chosen only for a leg with full details, and only one of the offered quotes. */
  canSelectQuote: ({ context, event }: Args) =>
    // Stryker disable next-line ConditionalExpression: the machine sends this guard only quote.select; the check narrows the event's type
    event.type === 'quote.select' &&
    canChooseGroundTransferQuote(context) &&
    context.quotes.some((q) => isSameGroundTransferQuote(q, event.quote)),
  isPopulated: ({ context }: Args) => context.quotesMetadata.status === 'populated',
  isNeedRetry: ({ context }: Args) => context.quotesMetadata.status === 'need-retry',
  isError: ({ context }: Args) => context.quotesMetadata.status === 'error',
};

export { legOf as quotesLegOf };
