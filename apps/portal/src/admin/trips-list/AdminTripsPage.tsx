// /admin/trips, the admin's trips list (MKT-037): search by trip, short id or host, filter by status and departure,
// page on, download the filtered set as CSV, and open a trip's admin page.
import { TRIP_STATUSES, adminTripStatusLabel, formatDate } from '@caravan/domain';
import { Alert, Cell, Column, Link, PageHeader, Row, Table, TableBody, TableHeader } from '@caravan/ui';
import { useState } from 'react';
import { LoadMore } from '../../shell/LoadMore.js';
import { NO_FILTERS, tripsCsvHref, useAdminTrips } from './admin-lists.api.js';
import { ListToolbar, filtersAreValid } from './ListToolbar.js';

const STATUS_OPTIONS = TRIP_STATUSES.map((s) => ({ id: s, label: adminTripStatusLabel(s) }));
/** DECIDE: dates as 'Mar 04, 2027' (the host screens' format), never ambiguous between day and month. */
export const listDay = (date: string) => formatDate(date, 'MMM dd, yyyy');

export function AdminTripsPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const list = useAdminTrips(filtersAreValid(filters) ? filters : NO_FILTERS);
  const trips = list.state;
  return (
    <>
      <PageHeader eyebrow="Admin" title="Trips" description="Every trip on Caravan, latest departure first." />
      <ListToolbar
        filters={filters}
        onChange={setFilters}
        searchLabel="Search trips"
        searchPlaceholder="Trip name, trip ID or host"
        statuses={STATUS_OPTIONS}
        rangeLabels={['Departs from', 'Departs to']}
        csvHref={tripsCsvHref(filters)}
        csvLabel="Download trips (CSV)"
        loading={trips.status === 'loading'}
      />
      {trips.status === 'failed' ? (
        <Alert tone="danger" title="Could not load trips">
          {trips.message}
        </Alert>
      ) : (
        <div className="adl-Scroll">
          <Table aria-label="Trips">
            <TableHeader>
              <Column isRowHeader>Trip</Column>
              <Column>Status</Column>
              <Column>Host</Column>
              <Column>Departure</Column>
              <Column>Spots</Column>
              <Column>Bookings</Column>
            </TableHeader>
            <TableBody
              items={trips.data ?? []}
              renderEmptyState={() => (
                <p className="pt-Empty">{trips.status === 'loading' ? 'Loading trips…' : 'No trip matches.'}</p>
              )}
            >
              {(t) => (
                <Row id={t.id}>
                  <Cell>
                    <Link href={`/admin/trips/${t.id}`}>{t.name}</Link> <span className="pt-Muted">{t.shortId}</span>
                  </Cell>
                  <Cell>{t.statusLabel}</Cell>
                  <Cell>
                    <Link href={`/admin/users/${t.hostId}`}>{t.hostName}</Link>{' '}
                    <span className="pt-Muted">{t.hostEmail}</span>
                  </Cell>
                  <Cell>{t.endDate ? `${listDay(t.startDate)} – ${listDay(t.endDate)}` : listDay(t.startDate)}</Cell>
                  <Cell>
                    {t.spotsTaken} of {t.maximumSpots}
                  </Cell>
                  <Cell>{t.bookings}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      )}
      <LoadMore list={list} label="More trips" />
    </>
  );
}
