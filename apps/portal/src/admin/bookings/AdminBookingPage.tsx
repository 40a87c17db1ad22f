// /admin/bookings/:id: one booking for the admin (MKT-037): who booked which trip, what it costs, what is paid and due,
// and the trip page's booking tools (MKT-023) for this booking alone.
import { Card, Link, PageHeader } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { loadStateOf, queryKeys } from '../../api/queries.js';
import { call } from '../../api/typed.js';
import { AdminLoad, utcDateTime } from '../admin-load.js';
import { BookingTools } from '../trip/BookingTools.js';
import { bookingMoney } from './AdminBookingsPage.js';
import '../trips-list/admin-lists.css';

const readBooking = (id: string, signal: AbortSignal) =>
  call('get', '/api/admin/lists/bookings/{id}', { params: { id }, signal });

export function AdminBookingPage({ id }: { id: string }) {
  // The first read finds the trip; the booking is then held under the trip's key, which the booking tools refresh
  // after each change, so Paid and Due here follow a refund or a cancellation.
  const first = useQuery({ queryKey: ['admin', 'booking', id], queryFn: ({ signal }) => readBooking(id, signal) });
  const tripId = first.data?.tripId;
  const current = useQuery({
    queryKey: [...queryKeys.adminTrip(tripId ?? ''), 'booking', id],
    queryFn: ({ signal }) => readBooking(id, signal),
    enabled: tripId !== undefined,
  });
  const state = loadStateOf(current.data ? current : first);
  return (
    <AdminLoad
      state={state}
      noun="booking"
      ready={(b) => (
        <>
          <Link href="/admin/bookings">← All bookings</Link>
          <PageHeader
            eyebrow="Booking"
            title={`${b.orderId} · ${b.customerName}`}
            description={`${b.statusLabel} · booked ${utcDateTime(b.createdAt)}`}
          />
          <div className="adl-Stack">
            <Card title="Booking">
              <dl className="adl-Facts">
                <div>
                  <dt>Traveler</dt>
                  <dd>
                    {b.customerName} ({b.customerEmail})
                  </dd>
                </div>
                <div>
                  <dt>Trip</dt>
                  <dd>
                    <Link href={`/admin/trips/${b.tripId}`}>{b.tripName}</Link> ({b.tripShortId})
                  </dd>
                </div>
                <div>
                  <dt>Spots</dt>
                  <dd>{b.spots}</dd>
                </div>
                <div>
                  <dt>Total</dt>
                  <dd>{bookingMoney(b.travelAmount, b.currency)}</dd>
                </div>
                <div>
                  <dt>Paid</dt>
                  <dd>{bookingMoney(b.paidAmount, b.currency)}</dd>
                </div>
                <div>
                  <dt>Due</dt>
                  <dd>{bookingMoney(b.dueAmount, b.currency)}</dd>
                </div>
              </dl>
            </Card>
            <BookingTools tripId={b.tripId} bookings={[b]} />
          </div>
        </>
      )}
    />
  );
}
