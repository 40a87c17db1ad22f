// /admin/trips/{id}: one trip for the admin (MKT-022, MKT-024): its state, the lifecycle actions the trip machine
// allows (and why not the others), its timeline, bookings and payments.
import { currencyCodeSchema, formatMinor } from '@caravan/domain';
import { Card, Cell, Column, PageHeader, Row, Table, TableBody, TableHeader } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { type AdminTripOverview, api } from '../../api/index.js';
import { loadStateOf, queryKeys } from '../../api/queries.js';
import { adminBack } from '../AdminBack.js';
import { AdminLoad, utcDateTime } from '../admin-load.js';
import { BookingTools } from './BookingTools.js';
import { EditTripRequest } from './EditTripRequest.js';
import { LifecycleTimeline } from '../../shell/LifecycleTimeline.js';
import { PublishReview } from './PublishReview.js';
import { TripActions } from './TripActions.js';

const money = (minor: number, currency: string) => formatMinor(minor, currencyCodeSchema.parse(currency));

export function AdminTripPage({ id }: { id: string }) {
  const query = useQuery({ queryKey: queryKeys.adminTrip(id), queryFn: ({ signal }) => api.tripOverview(id, signal) });
  return <AdminLoad state={loadStateOf(query)} noun="trip" ready={(overview) => <TripDetail overview={overview} />} />;
}

function TripDetail({ overview }: { overview: AdminTripOverview }) {
  const { trip } = overview;
  return (
    <div className="pt-Stack">
      {adminBack}
      <PageHeader
        eyebrow={`Admin · Trip #${trip.shortId}`}
        title={trip.name}
        description={`${trip.status} · ${trip.destination}, ${trip.country} · starts ${trip.startDate} · ${trip.spotsTaken} of ${trip.maximumSpots} spots taken`}
      />
      <TripActions overview={overview} />
      <PublishReview trip={trip} />
      {trip.tripRequestId ? <EditTripRequest id={trip.tripRequestId} /> : null}
      <Card title="Timeline">
        <LifecycleTimeline entries={overview.timeline} label="Trip timeline" audience="admin" formatAt={utcDateTime} />
      </Card>
      <Card title={`Bookings (${overview.bookings.length})`}>
        <Table aria-label="Bookings">
          <TableHeader>
            <Column isRowHeader>Order</Column>
            <Column>Customer</Column>
            <Column>Status</Column>
            <Column>Spots</Column>
            <Column>Paid</Column>
            <Column>Due</Column>
          </TableHeader>
          <TableBody items={overview.bookings} renderEmptyState={() => <p className="pt-Empty">No bookings.</p>}>
            {(b) => (
              <Row id={b.id}>
                <Cell>{b.orderId}</Cell>
                <Cell>
                  {b.customerName} <span className="pt-Muted">{b.customerEmail}</span>
                </Cell>
                <Cell>{b.status}</Cell>
                <Cell>{b.spots}</Cell>
                <Cell>{money(b.paidAmount, b.currency)}</Cell>
                <Cell>{money(b.dueAmount, b.currency)}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </Card>
      <BookingTools overview={overview} />
      <Card title={`Payments (${overview.payments.length})`}>
        <Table aria-label="Payments">
          <TableHeader>
            <Column isRowHeader>Order</Column>
            <Column>Type</Column>
            <Column>Status</Column>
            <Column>Amount</Column>
            <Column>When</Column>
          </TableHeader>
          <TableBody items={overview.payments} renderEmptyState={() => <p className="pt-Empty">No payments.</p>}>
            {(p) => (
              <Row id={p.id}>
                <Cell>{p.orderId}</Cell>
                <Cell>
                  {p.type}
                  {p.automatic ? ' (automatic)' : ''}
                </Cell>
                <Cell>{p.status}</Cell>
                <Cell>{money(p.amount, p.currency)}</Cell>
                <Cell>{utcDateTime(p.paidAt)}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </Card>
    </div>
  );
}
