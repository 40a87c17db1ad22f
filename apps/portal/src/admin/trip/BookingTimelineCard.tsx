// The admin's card for the booking chosen in the booking tools (MKT-040, MKT-041): its figures by the domain's money
// rule (total, paid, refunded, due, credit) and its timeline, each move and money movement with who and how much.
import { currencyCodeSchema, formatMinor } from '@caravan/domain';
import { Alert, Card, Spinner } from '@caravan/ui';
import type { AdminTripBooking } from '../../api/index.js';
import { api } from '../../api/index.js';
import { usePagedList } from '../../api/paged.js';
import { queryKeys } from '../../api/queries.js';
import { LifecycleTimeline } from '../../shell/LifecycleTimeline.js';
import { LoadMore } from '../../shell/LoadMore.js';
import { utcDateTime } from '../admin-load.js';
import './booking-figures.css';

export function BookingTimelineCard({ tripId, booking }: { tripId: string; booking: AdminTripBooking }) {
  const list = usePagedList(queryKeys.adminBookingTimeline(tripId, booking.id), (cursor, signal) =>
    api.adminBookingTimeline(booking.id, cursor, signal),
  );
  const money = (minor: number) => formatMinor(minor, currencyCodeSchema.parse(booking.currency));
  const figures: [string, string][] = [
    ['Status', booking.statusLabel],
    ['Total', money(booking.totalAmount)],
    ['Paid', money(booking.paidAmount)],
    ['Refunded', money(booking.refundedAmount)],
    ['Due', money(booking.dueAmount)],
    ['Credit', money(booking.creditAmount)],
  ];
  const state = list.state;
  return (
    <Card title={`Booking ${booking.orderId}`}>
      <dl className="ad-Figures" aria-label={`Booking ${booking.orderId} figures`}>
        {figures.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>Timeline</h3>
      {state.status === 'loading' ? <Spinner size="sm" label="Loading the booking timeline…" /> : null}
      {state.status === 'failed' ? <Alert tone="danger">{state.message}</Alert> : null}
      {state.status === 'ready' ? (
        <LifecycleTimeline entries={state.data} label="Booking timeline" audience="admin" formatAt={utcDateTime} />
      ) : null}
      <LoadMore list={list} label="Show more" />
    </Card>
  );
}
