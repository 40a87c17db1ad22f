// /admin/bookings, the admin's bookings list (MKT-037): search by traveler name or email, order or booking id, filter
// by status and the day booked, page on, download the filtered set as CSV, and open a booking or its trip.
import { BOOKING_STATUSES, type CurrencyCode, bookingStatusLabel, formatMinor } from '@caravan/domain';
import { Alert, Cell, Column, Link, PageHeader, Row, Table, TableBody, TableHeader } from '@caravan/ui';
import { useState } from 'react';
import { LoadMore } from '../../shell/LoadMore.js';
import { utcDateTime } from '../admin-load.js';
import { NO_FILTERS, bookingsCsvHref, useAdminBookings } from '../trips-list/admin-lists.api.js';
import { ListToolbar, filtersAreValid } from '../trips-list/ListToolbar.js';

const STATUS_OPTIONS = BOOKING_STATUSES.map((s) => ({ id: s, label: bookingStatusLabel(s) }));
export const bookingMoney = (minor: number, currency: string) => formatMinor(minor, currency as CurrencyCode);

export function AdminBookingsPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const list = useAdminBookings(filtersAreValid(filters) ? filters : NO_FILTERS);
  const bookings = list.state;
  return (
    <>
      <PageHeader eyebrow="Admin" title="Bookings" description="Every booking on Caravan, newest first." />
      <ListToolbar
        filters={filters}
        onChange={setFilters}
        searchLabel="Search bookings"
        searchPlaceholder="Name, email, order or booking ID"
        statuses={STATUS_OPTIONS}
        rangeLabels={['Booked from', 'Booked to']}
        csvHref={bookingsCsvHref(filters)}
        csvLabel="Download bookings (CSV)"
        loading={bookings.status === 'loading'}
      />
      {bookings.status === 'failed' ? (
        <Alert tone="danger" title="Could not load bookings">
          {bookings.message}
        </Alert>
      ) : (
        <div className="adl-Scroll">
          <Table aria-label="Bookings">
            <TableHeader>
              <Column isRowHeader>Order</Column>
              <Column>Traveler</Column>
              <Column>Trip</Column>
              <Column>Status</Column>
              <Column>Paid</Column>
              <Column>Due</Column>
              <Column>Booked</Column>
            </TableHeader>
            <TableBody
              items={bookings.data ?? []}
              renderEmptyState={() => (
                <p className="pt-Empty">
                  {bookings.status === 'loading' ? 'Loading bookings…' : 'No booking matches.'}
                </p>
              )}
            >
              {(b) => (
                <Row id={b.id}>
                  <Cell>
                    <Link href={`/admin/bookings/${b.id}`}>{b.orderId}</Link>
                  </Cell>
                  <Cell>
                    {b.customerName} <span className="pt-Muted">{b.customerEmail}</span>
                  </Cell>
                  <Cell>
                    <Link href={`/admin/trips/${b.tripId}`}>{b.tripName}</Link>
                  </Cell>
                  <Cell>{b.statusLabel}</Cell>
                  <Cell>{bookingMoney(b.paidAmount, b.currency)}</Cell>
                  <Cell>{bookingMoney(b.dueAmount, b.currency)}</Cell>
                  <Cell>{utcDateTime(b.createdAt)}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      )}
      <LoadMore list={list} label="More bookings" />
    </>
  );
}
