// A search's results (MKT-027): how many are shown, the cards, 'Load more' by cursor, and the states between: loading,
// a failure, and no match with a way back to every trip.
import { type TripSearchFilters, tripSearchResultsTitle } from '@caravan/domain';
import { Alert, Button, Spinner } from '@caravan/ui';
import { LoadMore } from '../../shell/LoadMore.js';
import { TripCardGrid } from './TripCardGrid.js';
import { useTripSearch } from './trip-search.api.js';

export function TripSearchResults({
  filters,
  onReset,
}: {
  filters: TripSearchFilters;
  /** Clears the search; absent when nothing is filtered. */
  onReset?: (() => void) | undefined;
}) {
  const list = useTripSearch(filters);
  const { state } = list;
  const trips = state.data ?? [];
  return (
    <section className="ts-Results" aria-labelledby="trip-results-title">
      <h2 id="trip-results-title" className="ts-Results-title">
        {tripSearchResultsTitle(state.status === 'ready' ? trips.length : 0, list.hasMore)}
      </h2>
      <div aria-live="polite" className="ts-Status">
        {state.status === 'loading' ? <Spinner size="sm" label="Loading trips…" /> : null}
        {state.status === 'ready' && trips.length === 0 ? (
          <div className="ts-Empty">
            <p>No trips match your search. Try another destination, month or price.</p>
            {onReset ? (
              <Button variant="secondary" onPress={onReset}>
                Clear filters
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {state.status === 'failed' ? (
        <Alert tone="danger" title="We couldn't load trips">
          {state.message}
        </Alert>
      ) : (
        <TripCardGrid trips={trips} />
      )}
      <LoadMore list={list} label="Load more trips" />
    </section>
  );
}
