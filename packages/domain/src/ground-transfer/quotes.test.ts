// Tests of a leg's quote rules: statuses after each event, retry limit, sorting and fetch need.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  insuranceStatusAfterQuoteSelection,
  isSameGroundTransferQuote,
  legAfterEstimatedDurationFailure,
  needsGroundTransferQuotesFetch,
  quotesAfterFetchFailure,
  quotesAfterFetchSuccess,
  quotesAfterTravelDetailsChange,
  quotesStatusAfterFailures,
  sortGroundTransferQuotesByPrice,
} from './quotes.rules.js';
import {
  type GroundTransferLeg,
  groundTransferLegSchema,
  groundTransferQuotesStatusSchema,
} from './transfer-flow.schema.js';

const quote = (price: number, externalId = `q${price}`) => ({
  price,
  currency: 'USD' as const,
  vehicleCategory: 'Sedan',
  externalId,
});

const fullLeg = (over: Partial<GroundTransferLeg['quotesMetadata']> = {}): GroundTransferLeg =>
  groundTransferLegSchema.parse({
    detail: {
      pickup: { id: 'p1', label: 'LIS Airport', type: 'airport', value: 'p1' },
      dropOff: { id: 'p2', label: 'Hotel', type: 'lodging', value: 'p2' },
      pickupDate: '2025-06-10',
      pickupTime: '14:30',
      pickupDateTime: '2025-06-10T14:30:00',
      passengers: 2,
      flightNumber: 'TP123',
      luggage: { hand: 1, checked: 1 },
    },
    estimatedDuration: 1800,
    quotesMetadata: over,
  });

describe('quotes status', () => {
  it('[GTF-054] takes the values empty, loading, populated, stale, need-retry and error', () => {
    for (const value of ['empty', 'loading', 'populated', 'stale', 'need-retry', 'error'])
      expect(groundTransferQuotesStatusSchema.parse(value)).toBe(value);
    expect(groundTransferQuotesStatusSchema.parse('NEED_RETRY')).toBe('need-retry');
  });

  it('[GTF-055] [GTF-056] changing details while populated makes quotes stale and clears the selected quote', () => {
    const leg = { ...fullLeg({ status: 'populated', apiSuccessCount: 1 }), selectedQuote: quote(100) };
    const next = quotesAfterTravelDetailsChange(leg);
    expect(next.quotesMetadata.status).toBe('stale');
    expect(next.selectedQuote).toBeNull();
    expect(next.quotesMetadata).toEqual({ status: 'stale', apiErrorCount: 0, apiSuccessCount: 1 });
    expect(next.detail).toBe(leg.detail);
    const loading = { ...fullLeg({ status: 'loading' }), selectedQuote: quote(100) };
    expect(quotesAfterTravelDetailsChange(loading)).toBe(loading);
  });

  it('[GTF-057] becomes need-retry when an earlier success exists and the result is now empty', () => {
    expect(
      quotesAfterFetchSuccess({ status: 'loading', apiErrorCount: 0, apiSuccessCount: 1 }, []).quotesMetadata.status,
    ).toBe('need-retry');
    expect(
      quotesAfterFetchSuccess({ status: 'loading', apiErrorCount: 0, apiSuccessCount: 0 }, []).quotesMetadata.status,
    ).toBe('empty');
    expect(
      quotesAfterFetchSuccess({ status: 'loading', apiErrorCount: 0, apiSuccessCount: 0 }, [quote(1)]).quotesMetadata
        .status,
    ).toBe('populated');
  });

  it('[GTF-058] a failed fetch raises apiErrorCount', () => {
    expect(quotesAfterFetchFailure({ status: 'loading', apiErrorCount: 1, apiSuccessCount: 2 }).quotesMetadata).toEqual(
      {
        status: 'need-retry',
        apiErrorCount: 2,
        apiSuccessCount: 2,
      },
    );
  });

  it('[GTF-059] [GTF-060] [PLT-065] after a failure the status is need-retry below 3 errors, otherwise error', () => {
    expect(quotesStatusAfterFailures(1)).toBe('need-retry');
    expect(quotesStatusAfterFailures(2)).toBe('need-retry');
    expect(quotesStatusAfterFailures(3)).toBe('error');
    let meta = {
      status: 'loading' as const,
      apiErrorCount: 0,
      apiSuccessCount: 0,
    } as GroundTransferLeg['quotesMetadata'];
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      meta = quotesAfterFetchFailure(meta).quotesMetadata;
      seen.push(meta.status);
    }
    expect(seen).toEqual(['need-retry', 'need-retry', 'error']);
    fc.assert(
      fc.property(fc.nat({ max: 50 }), (n) => {
        expect(quotesStatusAfterFailures(n)).toBe(n < 3 ? 'need-retry' : 'error');
      }),
    );
  });

  it('[GTF-061] a successful fetch resets the error count to 0', () => {
    const r = quotesAfterFetchSuccess({ status: 'need-retry', apiErrorCount: 2, apiSuccessCount: 0 }, [quote(5)]);
    expect(r.quotesMetadata).toEqual({ status: 'populated', apiErrorCount: 0, apiSuccessCount: 1 });
  });

  it('[GTF-062] quotes of equal price keep the order the provider gave', () => {
    const quotes = [quote(200, 'b1'), quote(100, 'a'), quote(200, 'b2'), quote(200, 'b3')];
    expect(sortGroundTransferQuotesByPrice(quotes).map((q) => q.externalId)).toEqual(['a', 'b1', 'b2', 'b3']);
    // The given list is left as it was.
    expect(quotes.map((q) => q.externalId)).toEqual(['b1', 'a', 'b2', 'b3']);
  });

  it('[GTF-062] quotes are sorted by price', () => {
    expect(sortGroundTransferQuotesByPrice([quote(300), quote(100), quote(200)]).map((q) => q.price)).toEqual([
      100, 200, 300,
    ]);
    expect(
      quotesAfterFetchSuccess({ status: 'loading', apiErrorCount: 0, apiSuccessCount: 0 }, [
        quote(9),
        quote(3),
      ]).quotes.map((q) => q.price),
    ).toEqual([3, 9]);
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 100_000 })), (prices) => {
        const input = prices.map((p, i) => quote(p, `q${i}`));
        const sorted = sortGroundTransferQuotesByPrice(input);
        expect(sorted).toHaveLength(input.length);
        for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.price).toBeGreaterThanOrEqual(sorted[i - 1]!.price);
        expect(input.map((q) => q.externalId)).toEqual(prices.map((_, i) => `q${i}`));
      }),
    );
  });

  it('[GTF-065] a failed fetch sets the quotes to empty with an error flag', () => {
    const r = quotesAfterFetchFailure({ status: 'loading', apiErrorCount: 0, apiSuccessCount: 0 });
    expect(r.quotes).toEqual([]);
    expect(r.quotesError).toBe(true);
  });

  it('[GTF-066] a failed estimated-duration fetch clears the estimated duration', () => {
    expect(legAfterEstimatedDurationFailure(fullLeg()).estimatedDuration).toBeNull();
  });
});

describe('when a quotes fetch is needed', () => {
  it('[GTF-063] for a leg in need-retry with complete details', () => {
    expect(needsGroundTransferQuotesFetch(fullLeg({ status: 'need-retry', apiSuccessCount: 1 }))).toBe(true);
    const incomplete = { ...fullLeg({ status: 'need-retry' }), estimatedDuration: null };
    expect(needsGroundTransferQuotesFetch(incomplete)).toBe(false);
  });

  it('[GTF-064] for a stale or empty leg with no earlier success and complete details', () => {
    expect(needsGroundTransferQuotesFetch(fullLeg({ status: 'empty' }))).toBe(true);
    expect(needsGroundTransferQuotesFetch(fullLeg({ status: 'stale' }))).toBe(true);
    expect(needsGroundTransferQuotesFetch(fullLeg({ status: 'stale', apiSuccessCount: 1 }))).toBe(false);
    expect(needsGroundTransferQuotesFetch(fullLeg({ status: 'populated' }))).toBe(false);
    expect(needsGroundTransferQuotesFetch(fullLeg({ status: 'loading' }))).toBe(false);
    expect(needsGroundTransferQuotesFetch(fullLeg({ status: 'error' }))).toBe(false);
  });
});

describe('insurance status in the flow', () => {
  it('[GTF-067] [GTF-068] becomes stale when the selected quote changes', () => {
    expect(insuranceStatusAfterQuoteSelection('repriced', quote(100, 'a'), quote(120, 'b'))).toBe('stale');
    expect(insuranceStatusAfterQuoteSelection('repriced', null, quote(120, 'b'))).toBe('stale');
    expect(insuranceStatusAfterQuoteSelection('repriced', quote(100, 'a'), quote(100, 'a'))).toBe('repriced');
    expect(insuranceStatusAfterQuoteSelection('empty', null, null)).toBe('empty');
  });

  it('[GTF-067] [GTF-068] a quote is the same choice only with the same provider id and the same price', () => {
    expect(isSameGroundTransferQuote(quote(100, 'a'), quote(100, 'a'))).toBe(true);
    expect(isSameGroundTransferQuote(quote(100, 'a'), quote(120, 'a'))).toBe(false);
    expect(isSameGroundTransferQuote(quote(100, 'a'), quote(100, 'b'))).toBe(false);
    expect(isSameGroundTransferQuote(quote(100, 'a'), null)).toBe(false);
    expect(isSameGroundTransferQuote(undefined, quote(100, 'a'))).toBe(false);
    expect(isSameGroundTransferQuote(null, undefined)).toBe(true);
    expect(insuranceStatusAfterQuoteSelection('repriced', quote(100, 'a'), undefined)).toBe('stale');
    expect(insuranceStatusAfterQuoteSelection('empty', quote(100, 'a'), quote(120, 'a'))).toBe('stale');
  });
});
