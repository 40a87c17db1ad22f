// Quotes of one transfer leg: context, input and events (a discriminated union).
import type {
  GroundTransferDetail,
  GroundTransferQuote,
  GroundTransferQuotesMetadata,
  GroundTransferStage,
} from '@caravan/domain';

export interface QuotesContext {
  /** Arrival or departure: the leg these quotes are for. */
  stage: GroundTransferStage;
  /** The leg's travel details, as the quotes call takes them. */
  detail: GroundTransferDetail;
  /** Estimated ride duration in seconds; null until known or after a failed duration fetch (GTF-066). */
  estimatedDuration: number | null;
  /** Quotes cheapest first (GTF-062). */
  quotes: GroundTransferQuote[];
  selectedQuote: GroundTransferQuote | null;
  /** Fetch bookkeeping: status, apiErrorCount, apiSuccessCount (GTF-054, GTF-058, GTF-061). */
  quotesMetadata: GroundTransferQuotesMetadata;
  /** Set by a failed fetch: the quotes are empty because the call failed (GTF-065). */
  quotesError: boolean;
}

/** A leg's quotes start empty: they are fetched again on every visit (quotes are not persisted). */
export type QuotesInput = Pick<QuotesContext, 'stage' | 'detail' | 'estimatedDuration'>;

/** What the injected `fetchQuotes` actor receives. */
export interface FetchQuotesInput {
  stage: GroundTransferStage;
  detail: GroundTransferDetail;
  estimatedDuration: number | null;
}

export type QuotesEvent =
  | { type: 'quotes.fetch' }
  | { type: 'quotes.refresh' }
  | { type: 'detail.change'; detail: GroundTransferDetail; estimatedDuration: number | null }
  | { type: 'duration.fetchFailed' }
  | { type: 'quote.select'; quote: GroundTransferQuote };
