// The library search: searched 700 ms after the last keystroke (SVC-045), 3 results then the next 3 per 'Show More'
// by cursor (SVC-046, issue 18), an empty box searches nothing; and every state and transition of its model.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { modelCoverage } from '../shared/coverage.js';
import { librarySearchMachine } from './library-search.machine.js';
import { librarySearchModel } from './library-search.model.js';
import { selectLibraryCanShowMore, selectLibraryResults } from './library-search.selectors.js';
import type { LibrarySearchPage, LibrarySearchRequest } from './library-search.types.js';

/** The route's largest page (LIBRARY_SEARCH_MAX_COUNT): a request for more is refused with a 400. */
const ROUTE_MAX_COUNT = 50;
const libraryOf = (size: number) =>
  Array.from({ length: size }, (_, i) => ({ id: `s${i}`, name: `Kayak ${i}`, description: '', values: {} }));

/** The library route as the API answers it: a page of `count` after the cursor (the position here), at most 50. */
function harness(library = libraryOf(7)) {
  const asked: LibrarySearchRequest[] = [];
  const machine = librarySearchMachine.provide({
    actors: {
      searchLibrary: fromPromise<LibrarySearchPage, LibrarySearchRequest>(async ({ input }) => {
        asked.push(input);
        if (input.count > ROUTE_MAX_COUNT) throw new Error('400: count at most 50');
        const start = input.cursor === null ? 0 : Number(input.cursor);
        const end = start + input.count;
        return { items: library.slice(start, end), nextCursor: end < library.length ? String(end) : null };
      }),
    },
  });
  return { actor: createActor(machine, { input: { type: 'ACTIVITY' } }).start(), asked };
}

describe('library-search machine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('[SVC-045] searches once, 700 ms after the last keystroke', async () => {
    const { actor, asked } = harness();
    for (const text of ['k', 'ka', 'kay']) {
      actor.send({ type: 'search.type', text });
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(199);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([{ type: 'ACTIVITY', text: 'kay', count: 3, cursor: null }]);
  });

  it("[SVC-046] asks for 3 results, then the next 3 after the cursor per 'Show More' until the library has no more", async () => {
    const { actor, asked } = harness();
    actor.send({ type: 'search.type', text: 'kayak ' });
    await vi.advanceTimersByTimeAsync(700);
    expect(selectLibraryResults(actor.getSnapshot())).toHaveLength(3);
    actor.send({ type: 'search.more' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'search.more' });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked.map((a) => [a.count, a.cursor])).toEqual([
      [3, null],
      [3, '3'],
      [3, '6'],
    ]);
    expect(selectLibraryResults(actor.getSnapshot()).map((s) => s.id)).toEqual(libraryOf(7).map((s) => s.id));
    expect(selectLibraryCanShowMore(actor.getSnapshot())).toBe(false);
  });

  it("[SVC-046] 'Show More' keeps working past the route's 50 results (issue 18): every service once, in order", async () => {
    const library = libraryOf(62);
    const { actor, asked } = harness(library);
    actor.send({ type: 'search.type', text: 'kayak' });
    await vi.advanceTimersByTimeAsync(700);
    let presses = 0;
    while (selectLibraryCanShowMore(actor.getSnapshot())) {
      actor.send({ type: 'search.more' });
      await vi.advanceTimersByTimeAsync(0);
      presses += 1;
    }
    expect(actor.getSnapshot().value).toBe('shown');
    expect(presses).toBe(20);
    expect(selectLibraryResults(actor.getSnapshot()).map((s) => s.id)).toEqual(library.map((s) => s.id));
    expect(Math.max(...asked.map((a) => a.count))).toBe(3);
  });

  it('a new text starts again from its first page, the last cursor forgotten', async () => {
    const { actor, asked } = harness();
    actor.send({ type: 'search.type', text: 'kayak' });
    await vi.advanceTimersByTimeAsync(700);
    actor.send({ type: 'search.more' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'search.type', text: 'kayak tour' });
    await vi.advanceTimersByTimeAsync(700);
    expect(asked.at(-1)).toEqual({ type: 'ACTIVITY', text: 'kayak tour', count: 3, cursor: null });
    expect(selectLibraryResults(actor.getSnapshot())).toHaveLength(3);
  });

  it('an emptied box searches nothing and clears the list', async () => {
    const { actor, asked } = harness();
    actor.send({ type: 'search.type', text: 'kayak' });
    await vi.advanceTimersByTimeAsync(700);
    actor.send({ type: 'search.type', text: '  ' });
    await vi.advanceTimersByTimeAsync(700);
    expect(asked).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectLibraryResults(actor.getSnapshot())).toEqual([]);
  });

  it('reaches every state and transition of its model', () => {
    const coverage = modelCoverage(librarySearchModel);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});
