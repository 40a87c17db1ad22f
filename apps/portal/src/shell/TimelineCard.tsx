// The "History" card of a host's trip or a traveler's booking (MKT-024): its lifecycle timeline, loaded on its own so
// the page around it never waits for it.
import { Alert, Card, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/index.js';
import { loadStateOf, queryKeys } from '../api/queries.js';
import { LifecycleTimeline } from './LifecycleTimeline.js';

export function TimelineCard({
  subject,
  title = 'History',
}: {
  subject: { booking: string } | { trip: string };
  title?: string;
}) {
  const isBooking = 'booking' in subject;
  const id = isBooking ? subject.booking : subject.trip;
  const query = useQuery({
    queryKey: isBooking ? queryKeys.bookingTimeline(id) : queryKeys.tripTimeline(id),
    queryFn: ({ signal }) => (isBooking ? api.bookingTimeline(id, signal) : api.tripTimeline(id, signal)),
  });
  const state = loadStateOf(query);
  const label = isBooking ? 'Booking history' : 'Trip history';
  return (
    <Card title={title}>
      {state.status === 'loading' ? <Spinner size="sm" label={`Loading the ${label.toLowerCase()}…`} /> : null}
      {state.status === 'failed' ? <Alert tone="danger">{state.message}</Alert> : null}
      {state.status === 'ready' ? (
        <LifecycleTimeline entries={state.data.entries} label={label} audience="owner" />
      ) : null}
    </Card>
  );
}
