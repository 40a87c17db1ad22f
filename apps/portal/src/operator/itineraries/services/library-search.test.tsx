// The library search box in a new service's form, rendered from the library-search machine: one search 700 ms after
// the last keystroke (SVC-045), 3 results listed then the next 3 per 'Show More' until the library runs out (SVC-046).
import { type LibrarySearchPage, type LibrarySearchRequest, librarySearchMachine } from '@caravan/machines';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { LibrarySearchBox } from './LibrarySearch.js';

const library = Array.from({ length: 7 }, (_, i) => ({
  id: `s${i}`,
  name: `Sunset kayak ${i + 1}`,
  description: 'Two hours on the bay',
  values: { name: `Sunset kayak ${i + 1}` },
}));

function searchBox() {
  const asked: LibrarySearchRequest[] = [];
  const machine = librarySearchMachine.provide({
    actors: {
      searchLibrary: fromPromise<LibrarySearchPage, LibrarySearchRequest>(async ({ input }) => {
        asked.push(input);
        // The cursor is the position after the last page, as an opaque string.
        const start = input.cursor === null ? 0 : Number(input.cursor);
        const end = start + input.count;
        return { items: library.slice(start, end), nextCursor: end < library.length ? String(end) : null };
      }),
    },
  });
  const actor = createActor(machine, { input: { type: 'ACTIVITY' } }).start();
  const html = () => renderToStaticMarkup(<LibrarySearchBox actor={actor} onUse={() => undefined} />);
  return { actor, asked, html };
}
const listed = (html: string) => [...html.matchAll(/aria-label="Use ([^"]+)"/g)].map((m) => m[1]);
const offersShowMore = (html: string) => />Show More</.test(html);

describe('library search box', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('[SVC-045] typing searches once, 700 ms after the last keystroke, for what the box holds', async () => {
    const { actor, asked, html } = searchBox();
    for (const text of ['s', 'su', 'sun', 'suns']) {
      actor.send({ type: 'search.type', text });
      await vi.advanceTimersByTimeAsync(400);
    }
    expect(html()).toContain('value="suns"');
    expect(asked).toEqual([]);
    expect(listed(html())).toEqual([]);
    await vi.advanceTimersByTimeAsync(299);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([{ type: 'ACTIVITY', text: 'suns', count: 3, cursor: null }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(listed(html())).toHaveLength(3);
  });

  it("[SVC-046] lists 3 results first and the next 3 per 'Show More', which goes once the library has no more", async () => {
    const { actor, asked, html } = searchBox();
    actor.send({ type: 'search.type', text: 'sunset' });
    await vi.advanceTimersByTimeAsync(700);
    expect(listed(html())).toEqual(['Sunset kayak 1', 'Sunset kayak 2', 'Sunset kayak 3']);
    expect(offersShowMore(html())).toBe(true);

    actor.send({ type: 'search.more' });
    await vi.advanceTimersByTimeAsync(0);
    expect(listed(html())).toHaveLength(6);
    expect(offersShowMore(html())).toBe(true);

    actor.send({ type: 'search.more' });
    await vi.advanceTimersByTimeAsync(0);
    expect(listed(html())).toHaveLength(7);
    expect(offersShowMore(html())).toBe(false);
    expect(asked.map((a) => a.cursor)).toEqual([null, '3', '6']);
  });

  it('[SVC-046] a new text starts again from 3 results; a search that finds nothing says so', async () => {
    const { actor, asked, html } = searchBox();
    actor.send({ type: 'search.type', text: 'sunset' });
    await vi.advanceTimersByTimeAsync(700);
    actor.send({ type: 'search.more' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'search.type', text: 'sunset kayak' });
    await vi.advanceTimersByTimeAsync(700);
    expect(asked.at(-1)).toEqual({ type: 'ACTIVITY', text: 'sunset kayak', count: 3, cursor: null });
    expect(listed(html())).toHaveLength(3);
    const empty = createActor(
      librarySearchMachine.provide({
        actors: {
          searchLibrary: fromPromise<LibrarySearchPage, LibrarySearchRequest>(async () => ({
            items: [],
            nextCursor: null,
          })),
        },
      }),
      { input: { type: 'MEAL' } },
    ).start();
    empty.send({ type: 'search.type', text: 'zzz' });
    await vi.advanceTimersByTimeAsync(700);
    const none = renderToStaticMarkup(<LibrarySearchBox actor={empty} onUse={() => undefined} />);
    expect(none).toContain('No saved services match.');
    expect(offersShowMore(none)).toBe(false);
  });
});
