// Library search in a new service's form (OAP-017, SVC-045, SVC-046): the text debounced 700 ms, searched with count,
// type and text; 3 results first and 3 more per 'Show More' (each the next page after the cursor, issue 18); 'Use'
// fills the form with the library service's values.
import { LIBRARY_SEARCH_DEBOUNCE_MS, LIBRARY_SEARCH_PAGE_STEP, type ItineraryServiceType } from '@caravan/domain';
import { Button, TextField } from '@caravan/ui';
import { useEffect, useState } from 'react';
import { usePagedList } from '../../../api/paged.js';
import { itineraryApi, itineraryKeys } from '../itineraries.api.js';

export function LibrarySearch({
  type,
  onUse,
}: {
  type: ItineraryServiceType;
  onUse: (values: Record<string, unknown>) => void;
}) {
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text.trim()), LIBRARY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <search className="op-Library" aria-label="Your service library">
      <TextField label="Search your library" value={text} onChange={setText} />
      {debounced ? <LibraryResults type={type} text={debounced} onUse={onUse} /> : null}
    </search>
  );
}

/** The services found for one search, a page of 3 at a time. */
function LibraryResults({
  type,
  text,
  onUse,
}: {
  type: ItineraryServiceType;
  text: string;
  onUse: (values: Record<string, unknown>) => void;
}) {
  const list = usePagedList(itineraryKeys.library(type, text), (cursor, signal) =>
    itineraryApi.library({ type, text, count: LIBRARY_SEARCH_PAGE_STEP }, cursor, signal),
  );
  const items = list.state.data ?? [];
  return (
    <>
      {list.state.status === 'ready' && items.length === 0 ? <p>No saved services match.</p> : null}
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
      {list.hasMore ? (
        <Button size="sm" variant="secondary" isDisabled={list.loadingMore} onPress={list.loadMore}>
          Show More
        </Button>
      ) : null}
    </>
  );
}
