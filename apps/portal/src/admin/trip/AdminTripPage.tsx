// /admin/trips/{id}: one trip for the admin (MKT-022, MKT-024): its state, the lifecycle actions the trip machine
// allows (and why not the others), its timeline, bookings and payments, each list a page at a time with 'Show more'
// under it (issue 18).
import { adminTripStatusLabel, currencyCodeSchema, formatMinor } from '@caravan/domain';
import { Alert, Card, Cell, Column, Link, PageHeader, Row, Spinner, Table, TableBody, TableHeader } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type AdminTripOverview, api } from '../../api/index.js';
import { type PagedList, usePagedList } from '../../api/paged.js';
import type { LoadState } from '../../api/queries.js';
import { loadStateOf, queryKeys } from '../../api/queries.js';
import { LifecycleTimeline } from '../../shell/LifecycleTimeline.js';
import { LoadMore } from '../../shell/LoadMore.js';
import { adminBack } from '../AdminBack.js';
import { AdminLoad, utcDateTime } from '../admin-load.js';
import { BookingTools } from './BookingTools.js';
import { EditTripRequest } from './EditTripRequest.js';
import { PaymentsTable } from './PaymentsTable.js';
import { PublishReview } from './PublishReview.js';
import { TripActions } from './TripActions.js';
import { TripServices } from './TripServices.js';

const money = (minor: number, currency: string) => formatMinor(minor, currencyCodeSchema.parse(currency));

export function AdminTripPage({ id }: { id: string }) {
  const query = useQuery({ queryKey: queryKeys.adminTrip(id), queryFn: ({ signal }) => api.tripOverview(id, signal) });
  return <AdminLoad state={loadStateOf(query)} noun="trip" ready={(overview) => <TripDetail overview={overview} />} />;
}

/** A list's rows once loaded, its loading and failure in their place, and 'Show more' while more pages exist. */
function Paged<T>({ list, noun, children }: { list: PagedList<T>; noun: string; children: (rows: T[]) => ReactNode }) {
  const state: LoadState<T[]> = list.state;
  return (
    <>
      {state.status === 'loading' ? <Spinner size="sm" label={`Loading the ${noun}…`} /> : null}
      {state.status === 'failed' ? <Alert tone="danger">{state.message}</Alert> : null}
      {state.status === 'ready' ? children(state.data) : null}
      <LoadMore list={list} label="Show more" />
    </>
  );
}

function TripDetail({ overview }: { overview: AdminTripOverview }) {
  const { trip } = overview;
  const timeline = usePagedList(queryKeys.adminTripList(trip.id, 'timeline'), (cursor, signal) =>
    api.adminTripTimeline(trip.id, cursor, signal),
  );
  const bookings = usePagedList(queryKeys.adminTripList(trip.id, 'bookings'), (cursor, signal) =>
    api.adminTripBookings(trip.id, cursor, signal),
  );
  const payments = usePagedList(queryKeys.adminTripList(trip.id, 'payments'), (cursor, signal) =>
    api.adminTripPayments(trip.id, cursor, signal),
  );
  return (
    <div className="pt-Stack">
      {adminBack}
      <PageHeader
        eyebrow={`Admin · Trip #${trip.shortId}`}
        title={trip.name}
        description={`${adminTripStatusLabel(trip.status)} · ${trip.destination}, ${trip.country} · starts ${trip.startDate} · ${trip.spotsTaken} of ${trip.maximumSpots} spots taken`}
      />
      <TripActions overview={overview} />
      <PublishReview trip={trip} />
      {trip.tripRequestId ? <EditTripRequest id={trip.tripRequestId} /> : null}
      <TripServices tripId={trip.id} />
      <Card title="Timeline">
        <Paged list={timeline} noun="timeline">
          {(entries) => (
            <LifecycleTimeline entries={entries} label="Trip timeline" audience="admin" formatAt={utcDateTime} />
          )}
        </Paged>
      </Card>
      <Card title="Bookings">
        <Paged list={bookings} noun="bookings">
          {(rows) => (
            <Table aria-label="Bookings">
              <TableHeader>
                <Column isRowHeader>Order</Column>
                <Column>Customer</Column>
                <Column>Status</Column>
                <Column>Spots</Column>
                <Column>Total</Column>
                <Column>Paid</Column>
                <Column>Refunded</Column>
                <Column>Due</Column>
                <Column>Credit</Column>
              </TableHeader>
              <TableBody items={rows} renderEmptyState={() => <p className="pt-Empty">No bookings.</p>}>
                {(b) => (
                  <Row id={b.id}>
                    <Cell>
                      <Link href={`/admin/bookings/${b.id}`}>{b.orderId}</Link>
                    </Cell>
                    <Cell>
                      {b.customerName} <span className="pt-Muted">{b.customerEmail}</span>
                    </Cell>
                    <Cell>{b.statusLabel}</Cell>
                    <Cell>{b.spots}</Cell>
                    <Cell>{money(b.totalAmount, b.currency)}</Cell>
                    <Cell>{money(b.paidAmount, b.currency)}</Cell>
                    <Cell>{money(b.refundedAmount, b.currency)}</Cell>
                    <Cell>{money(b.dueAmount, b.currency)}</Cell>
                    <Cell>{money(b.creditAmount, b.currency)}</Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          )}
        </Paged>
      </Card>
      {bookings.state.status === 'ready' ? <BookingTools tripId={trip.id} bookings={bookings.state.data} /> : null}
      <Card title="Payments">
        <Paged list={payments} noun="payments">
          {(rows) => <PaymentsTable rows={rows} />}
        </Paged>
      </Card>
    </div>
  );
}
