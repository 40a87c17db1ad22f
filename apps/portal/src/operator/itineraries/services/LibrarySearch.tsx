// Library search in a new service's form (OAP-017, SVC-045, SVC-046): the text debounced 700 ms, searched with count,
// type and text; 3 results first and 3 more per 'Show More'; 'Use' fills the form with the library service's values.
import { LIBRARY_SEARCH_DEBOUNCE_MS, type ItineraryServiceType, librarySearchVisibleCount } from '@caravan/domain';
import { Button, TextField } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => {
      setDebounced(text.trim());
      setClicks(0);
    }, LIBRARY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const count = librarySearchVisibleCount(clicks);
  const found = useQuery({
    queryKey: itineraryKeys.library(type, debounced, count),
    queryFn: ({ signal }) => itineraryApi.library({ type, text: debounced, count }, signal),
    enabled: debounced.length > 0,
    placeholderData: (previous) => previous,
  });
  const items = found.data ?? [];
  return (
    <search className="op-Library" aria-label="Your service library">
      <TextField label="Search your library" value={text} onChange={setText} />
      {debounced && found.isSuccess && items.length === 0 ? <p>No saved services match.</p> : null}
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
      {items.length >= count ? (
        <Button size="sm" variant="secondary" onPress={() => setClicks((c) => c + 1)}>
          Show More
        </Button>
      ) : null}
    </search>
  );
}
