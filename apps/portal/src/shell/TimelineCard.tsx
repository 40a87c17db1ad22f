// The "History" card of a host's trip or a traveler's booking (MKT-024): its lifecycle timeline, loaded on its own so
// the page around it never waits for it, a page at a time (issue 18) with 'Show more' under it.
import { Alert, Card, Spinner } from '@caravan/ui';
import { api } from '../api/index.js';
import { usePagedList } from '../api/paged.js';
import { queryKeys } from '../api/queries.js';
import { LifecycleTimeline } from './LifecycleTimeline.js';
import { LoadMore } from './LoadMore.js';

export function TimelineCard({
  subject,
  title = 'History',
}: {
  subject: { booking: string } | { trip: string };
  title?: string;
}) {
  const isBooking = 'booking' in subject;
  const id = isBooking ? subject.booking : subject.trip;
  const list = usePagedList(isBooking ? queryKeys.bookingTimeline(id) : queryKeys.tripTimeline(id), (cursor, signal) =>
    isBooking ? api.bookingTimeline(id, cursor, signal) : api.tripTimeline(id, cursor, signal),
  );
  const state = list.state;
  const label = isBooking ? 'Booking history' : 'Trip history';
  return (
    <Card title={title}>
      {state.status === 'loading' ? <Spinner size="sm" label={`Loading the ${label.toLowerCase()}…`} /> : null}
      {state.status === 'failed' ? <Alert tone="danger">{state.message}</Alert> : null}
      {state.status === 'ready' ? <LifecycleTimeline entries={state.data} label={label} audience="owner" /> : null}
      <LoadMore list={list} label="Show more" />
    </Card>
  );
}
