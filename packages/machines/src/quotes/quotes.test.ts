import fc from 'fast-check';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  GROUND_TRANSFER_QUOTE_RETRY_LIMIT,
  GROUND_TRANSFER_QUOTES_STATUSES,
  type GroundTransferQuote,
  needsGroundTransferQuotesFetch,
} from '@caravan/domain';
import { modelCoverage } from '../shared/coverage.js';
import { explainEvent } from '../shared/explain.js';
import { quotesMachine } from './quotes.machine.js';
import { quotesModel, sampleQuotes, sampleQuotesDetail } from './quotes.model.js';
import { selectQuotes, selectQuotesFailed, selectQuotesStatus, selectSelectedQuote } from './quotes.selectors.js';

const input = { stage: 'arrival' as const, detail: sampleQuotesDetail, estimatedDuration: 1_800 };
const done = (output: GroundTransferQuote[]) => ({ type: 'xstate.done.actor.fetchQuotes', output }) as never;
const failed = () => ({ type: 'xstate.error.actor.fetchQuotes', error: new Error('down') }) as never;
const fetch = { type: 'quotes.fetch' } as const;
const change = {
  type: 'detail.change',
  detail: { ...sampleQuotesDetail, passengers: 4 },
  estimatedDuration: 1_800,
} as const;

const start = () => initialTransition(quotesMachine, input)[0];
const step = (s: ReturnType<typeof start>, ...events: never[]) =>
  events.reduce((acc, e) => transition(quotesMachine, acc, e)[0], s);
const populated = () => step(start(), fetch as never, done(sampleQuotes));

describe('quotes machine', () => {
  it('[GTF-054] the quotes status takes the values empty, loading, populated, stale, need-retry and error', () => {
    const seen = new Set<string>();
    let s = start();
    seen.add(selectQuotesStatus(s));
    s = step(s, fetch as never);
    seen.add(selectQuotesStatus(s));
    const p = step(s, done(sampleQuotes));
    seen.add(selectQuotesStatus(p));
    seen.add(selectQuotesStatus(step(p, change as never)));
    const r = step(s, failed());
    seen.add(selectQuotesStatus(r));
    seen.add(selectQuotesStatus(step(r, fetch as never, failed(), fetch as never, failed())));
    expect([...seen].sort()).toEqual([...GROUND_TRANSFER_QUOTES_STATUSES].sort());
  });

  it('[GTF-062] a successful fetch lists the quotes sorted by price', () => {
    const s = populated();
    expect(selectQuotesStatus(s)).toBe('populated');
    expect(selectQuotes(s).map((q) => q.price)).toEqual([4_500, 9_000]);
  });

  it('[GTF-055] [GTF-056] changing the travel details while populated makes the quotes stale and clears the selection', () => {
    const picked = step(populated(), { type: 'quote.select', quote: sampleQuotes[1] } as never);
    expect(selectSelectedQuote(picked)?.externalId).toBe('q-sedan');
    const s = step(picked, change as never);
    expect(selectQuotesStatus(s)).toBe('stale');
    expect(s.context.quotesMetadata.status).toBe('stale');
    expect(selectSelectedQuote(s)).toBeNull();
    expect(s.context.detail.passengers).toBe(4);
  });

  it('[GTF-057] the status becomes need-retry when an earlier success exists and the result is now empty', () => {
    const first = step(start(), fetch as never, done([]));
    expect(selectQuotesStatus(first)).toBe('empty');
    const s = step(populated(), change as never, { type: 'quotes.refresh' } as never, done([]));
    expect(s.context.quotesMetadata.apiSuccessCount).toBe(2);
    expect(selectQuotesStatus(s)).toBe('need-retry');
  });

  it('[GTF-058] [GTF-065] a failed fetch raises the error count and empties the quotes with an error flag', () => {
    const s = step(start(), fetch as never, failed());
    expect(s.context.quotesMetadata.apiErrorCount).toBe(1);
    expect(selectQuotes(s)).toEqual([]);
    expect(selectQuotesFailed(s)).toBe(true);
  });

  it('[GTF-059] after a failed fetch the status is need-retry below 3 failures, otherwise error', () => {
    let s = step(start(), fetch as never);
    for (let n = 1; n <= GROUND_TRANSFER_QUOTE_RETRY_LIMIT; n++) {
      s = step(s, failed());
      expect(s.context.quotesMetadata.apiErrorCount).toBe(n);
      expect(selectQuotesStatus(s)).toBe(n < 3 ? 'need-retry' : 'error');
      if (n < 3) s = step(s, fetch as never);
    }
    expect(s.can(fetch)).toBe(false);
    expect(explainEvent(s, fetch)).toEqual({ allowed: false, reason: 'no-transition' });
  });

  it('[GTF-061] a successful fetch resets the error count to 0', () => {
    const s = step(start(), fetch as never, failed(), fetch as never, failed(), fetch as never, done(sampleQuotes));
    expect(s.context.quotesMetadata.apiErrorCount).toBe(0);
    expect(selectQuotesFailed(s)).toBe(false);
    expect(selectQuotesStatus(s)).toBe('populated');
  });

  it('[GTF-063] a leg in need-retry with complete details is fetched again', () => {
    const s = step(start(), fetch as never, failed());
    expect(selectQuotesStatus(s)).toBe('need-retry');
    expect(s.can(fetch)).toBe(true);
  });

  it('[GTF-064] a stale or empty leg with no earlier success and complete details is fetched; with an earlier success it is not', () => {
    expect(start().can(fetch)).toBe(true);
    const staleNoSuccess = step(start(), fetch as never, change as never);
    expect(selectQuotesStatus(staleNoSuccess)).toBe('stale');
    expect(staleNoSuccess.can(fetch)).toBe(true);
    const staleAfterSuccess = step(populated(), change as never);
    expect(staleAfterSuccess.can(fetch)).toBe(false);
    expect(explainEvent(staleAfterSuccess, fetch)).toEqual({ allowed: false, reason: 'guard', guards: ['needsFetch'] });
    expect(staleAfterSuccess.can({ type: 'quotes.refresh' })).toBe(true);
  });

  it('[GTF-066] a failed estimated-duration fetch clears the estimated duration, and then no fetch is possible', () => {
    const s = step(start(), { type: 'duration.fetchFailed' } as never);
    expect(s.context.estimatedDuration).toBeNull();
    expect(s.can(fetch)).toBe(false);
  });

  it('[GTF-090] a quote can be chosen only among the offered quotes of a leg with full details', () => {
    const s = populated();
    expect(s.can({ type: 'quote.select', quote: sampleQuotes[0] as GroundTransferQuote })).toBe(true);
    expect(s.can({ type: 'quote.select', quote: { ...sampleQuotes[0]!, price: 1 } })).toBe(false);
    const noDuration = step(s, { type: 'duration.fetchFailed' } as never);
    expect(noDuration.can({ type: 'quote.select', quote: sampleQuotes[0] as GroundTransferQuote })).toBe(false);
  });

  it('runs the injected fetch actor with the leg details', async () => {
    const seen: unknown[] = [];
    const machine = quotesMachine.provide({
      actors: {
        fetchQuotes: fromPromise(async ({ input }) => {
          seen.push(input);
          return sampleQuotes;
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send(fetch);
    await new Promise((r) => setTimeout(r, 0));
    expect(selectQuotesStatus(actor.getSnapshot())).toBe('populated');
    expect(seen).toEqual([{ stage: 'arrival', detail: sampleQuotesDetail, estimatedDuration: 1_800 }]);
    actor.stop();
  });

  it('the fetch guard agrees with the domain rule for any fetch history and details', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('ok', 'empty', 'fail', 'change', 'noDuration'), { maxLength: 8 }),
        (history) => {
          let s = start();
          for (const h of history) {
            if (s.can(fetch)) s = step(s, fetch as never);
            // Actor results arrive only while the fetch runs.
            const fetching = s.matches('loading');
            if (h === 'ok' && fetching) s = step(s, done(sampleQuotes));
            if (h === 'empty' && fetching) s = step(s, done([]));
            if (h === 'fail' && fetching) s = step(s, failed());
            if (h === 'change') s = step(s, change as never);
            if (h === 'noDuration') s = step(s, { type: 'duration.fetchFailed' } as never);
          }
          expect(s.status).toBe('active');
          const c = s.context;
          const leg = { ...c, metadata: { status: 'missing-travel-details' as const } };
          if (s.matches('loading')) expect(s.can(fetch)).toBe(false);
          else expect(s.can(fetch)).toBe(needsGroundTransferQuotesFetch(leg));
          expect(selectQuotesStatus(s)).toBe(c.quotesMetadata.status);
        },
      ),
    );
  });

  it('model-based: every state and every transition is reached', () => {
    const coverage = modelCoverage(quotesModel);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});
