// The library search: searched 700 ms after the last keystroke (SVC-045), 3 results then 3 more per 'Show More'
// (SVC-046), an empty box searches nothing; and every state and transition of its model.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { modelCoverage } from '../shared/coverage.js';
import { librarySearchMachine } from './library-search.machine.js';
import { librarySearchModel } from './library-search.model.js';
import { selectLibraryCanShowMore, selectLibraryResults } from './library-search.selectors.js';
import type { LibrarySearchRequest, LibraryServiceHit } from './library-search.types.js';

const library = Array.from({ length: 7 }, (_, i) => ({ id: `s${i}`, name: `Kayak ${i}`, description: '', values: {} }));

function harness() {
  const asked: LibrarySearchRequest[] = [];
  const machine = librarySearchMachine.provide({
    actors: {
      searchLibrary: fromPromise<LibraryServiceHit[], LibrarySearchRequest>(async ({ input }) => {
        asked.push(input);
        return library.slice(0, input.count);
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
    expect(asked).toEqual([{ type: 'ACTIVITY', text: 'kay', count: 3 }]);
  });

  it("[SVC-046] asks for 3 results, then 3 more per 'Show More' until the library has no more", async () => {
    const { actor, asked } = harness();
    actor.send({ type: 'search.type', text: 'kayak ' });
    await vi.advanceTimersByTimeAsync(700);
    expect(selectLibraryResults(actor.getSnapshot())).toHaveLength(3);
    actor.send({ type: 'search.more' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'search.more' });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked.map((a) => a.count)).toEqual([3, 6, 9]);
    expect(selectLibraryResults(actor.getSnapshot())).toHaveLength(7);
    expect(selectLibraryCanShowMore(actor.getSnapshot())).toBe(false);
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
