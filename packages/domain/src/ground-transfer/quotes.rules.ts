// Pure rules of a leg's vehicle quotes: status after each event, retry limit, sorting and when to fetch (GTF-053..068).
import { GROUND_TRANSFER_QUOTE_RETRY_LIMIT } from './ground-transfer.constants.js';
import { areGroundTransferTravelDetailsComplete } from './travel-detail.rules.js';
import type {
  GroundTransferInsuranceStatus,
  GroundTransferLeg,
  GroundTransferQuote,
  GroundTransferQuotesMetadata,
} from './transfer-flow.schema.js';

/** Quotes cheapest first; equal prices keep their order (GTF-062). */
export function sortGroundTransferQuotesByPrice<T extends Pick<GroundTransferQuote, 'price'>>(
  quotes: readonly T[],
): T[] {
  return [...quotes].sort((a, b) => a.price - b.price);
}

/** Changing travel details: populated quotes become stale and the selected quote is cleared (GTF-055, GTF-056). */
export function quotesAfterTravelDetailsChange<L extends Pick<GroundTransferLeg, 'quotesMetadata' | 'selectedQuote'>>(
  leg: L,
): L {
  if (leg.quotesMetadata.status !== 'populated') return leg;
  return { ...leg, selectedQuote: null, quotesMetadata: { ...leg.quotesMetadata, status: 'stale' } };
}

/** A successful fetch: populated when quotes came back, need-retry when empty after an earlier success, else empty; errors reset (GTF-057, GTF-061, GTF-062). */
export function quotesAfterFetchSuccess(
  metadata: GroundTransferQuotesMetadata,
  quotes: readonly GroundTransferQuote[],
): { quotes: GroundTransferQuote[]; quotesMetadata: GroundTransferQuotesMetadata } {
  const hadEarlierSuccess = metadata.apiSuccessCount > 0;
  const status = quotes.length > 0 ? 'populated' : hadEarlierSuccess ? 'need-retry' : 'empty';
  return {
    quotes: sortGroundTransferQuotesByPrice(quotes),
    quotesMetadata: { status, apiErrorCount: 0, apiSuccessCount: metadata.apiSuccessCount + 1 },
  };
}

/** The quotes status after `errorCount` failed fetches: need-retry below the limit of 3, else error (GTF-059, GTF-060). */
export function quotesStatusAfterFailures(errorCount: number): 'need-retry' | 'error' {
  return errorCount < GROUND_TRANSFER_QUOTE_RETRY_LIMIT ? 'need-retry' : 'error';
}

/** A failed fetch: quotes emptied with an error flag, error count raised, status by the retry limit (GTF-058, GTF-059, GTF-065). */
export function quotesAfterFetchFailure(metadata: GroundTransferQuotesMetadata): {
  quotes: GroundTransferQuote[];
  quotesError: true;
  quotesMetadata: GroundTransferQuotesMetadata;
} {
  const apiErrorCount = metadata.apiErrorCount + 1;
  return {
    quotes: [],
    quotesError: true,
    quotesMetadata: { ...metadata, apiErrorCount, status: quotesStatusAfterFailures(apiErrorCount) },
  };
}

/** Whether a leg needs a quotes fetch: complete details and need-retry, or stale/empty with no earlier success (GTF-063, GTF-064). */
export function needsGroundTransferQuotesFetch(leg: GroundTransferLeg): boolean {
  if (!areGroundTransferTravelDetailsComplete(leg)) return false;
  const { status, apiSuccessCount } = leg.quotesMetadata;
  if (status === 'need-retry') return true;
  return (status === 'stale' || status === 'empty') && apiSuccessCount === 0;
}

/** A failed estimated-duration fetch clears the estimated duration (GTF-066). */
export function legAfterEstimatedDurationFailure<L extends Pick<GroundTransferLeg, 'estimatedDuration'>>(leg: L): L {
  return { ...leg, estimatedDuration: null };
}

/** Whether two quotes are the same choice (same provider id and price). */
export function isSameGroundTransferQuote(
  a: Pick<GroundTransferQuote, 'externalId' | 'price'> | null | undefined,
  b: Pick<GroundTransferQuote, 'externalId' | 'price'> | null | undefined,
): boolean {
  if (!a || !b) return !a && !b;
  return a.externalId === b.externalId && a.price === b.price;
}

/** The flow's insurance status after a quote selection: stale when the selected quote changed (GTF-067, GTF-068). */
export function insuranceStatusAfterQuoteSelection(
  current: GroundTransferInsuranceStatus,
  previousQuote: Pick<GroundTransferQuote, 'externalId' | 'price'> | null | undefined,
  nextQuote: Pick<GroundTransferQuote, 'externalId' | 'price'> | null | undefined,
): GroundTransferInsuranceStatus {
  return isSameGroundTransferQuote(previousQuote, nextQuote) ? current : 'stale';
}
