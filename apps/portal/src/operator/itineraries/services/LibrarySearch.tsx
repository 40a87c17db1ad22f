// Library search in a new service's form (OAP-017, SVC-045, SVC-046): the library-search machine decides when to
// search (700 ms after the last keystroke) and which page to ask for (the first 3, then the next 3 after the cursor per
// 'Show More'); this box renders its snapshot. 'Use' fills the form with the library service's values.
import type { ItineraryServiceType } from '@caravan/domain';
import {
  librarySearchMachine,
  selectLibraryCanShowMore,
  selectLibraryFoundNothing,
  selectLibraryResults,
  selectLibrarySearchFailed,
  selectLibrarySearchText,
} from '@caravan/machines';
import { Button, TextField } from '@caravan/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { itineraryApi } from '../itineraries.api.js';

type SearchRef = ActorRefFrom<typeof librarySearchMachine>;
type OnUse = (values: Record<string, unknown>) => void;

export function LibrarySearch({ type, onUse }: { type: ItineraryServiceType; onUse: OnUse }) {
  const actor = useActorRef(
    librarySearchMachine.provide({
      // The machine asks for a page of `count` services after its cursor (null: the text's first page).
      actors: {
        searchLibrary: fromPromise(({ input: { cursor, ...query }, signal }) =>
          itineraryApi
            .library(query, cursor ?? undefined, signal)
            .then((page) => ({ items: page.items, nextCursor: page.nextCursor })),
        ),
      },
    }),
    { input: { type } },
  );
  return <LibrarySearchBox actor={actor} onUse={onUse} />;
}

/** The search box, its results and 'Show More', as the machine's snapshot says. */
export function LibrarySearchBox({ actor, onUse }: { actor: SearchRef; onUse: OnUse }) {
  const text = useSelector(actor, selectLibrarySearchText);
  const items = useSelector(actor, selectLibraryResults);
  const canShowMore = useSelector(actor, selectLibraryCanShowMore);
  const foundNothing = useSelector(actor, selectLibraryFoundNothing);
  const failed = useSelector(actor, selectLibrarySearchFailed);
  return (
    <search className="op-Library" aria-label="Your service library">
      <TextField
        label="Search your library"
        value={text}
        onChange={(value) => actor.send({ type: 'search.type', text: value })}
      />
      {foundNothing ? <p>No saved services match.</p> : null}
      {failed ? <p className="op-Error">The library could not be searched. Type again to retry.</p> : null}
      {items.length > 0 ? (
        <ul className="op-Library-list">
          {items.map((s) => (
            <li key={s.id}>
              <span>{s.name || s.description}</span>{' '}
              <Button size="sm" variant="secondary" onPress={() => onUse(s.values)} aria-label={`Use ${s.name}`}>
                Use
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {canShowMore ? (
        <Button size="sm" variant="secondary" onPress={() => actor.send({ type: 'search.more' })}>
          Show More
        </Button>
      ) : null}
    </search>
  );
}
