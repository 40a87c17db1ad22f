// /admin/trips, the admin's trips list (MKT-037): search by trip, short id or host, filter by status and departure,
// page on, download the filtered set as CSV, and open a trip's admin page.
import { TRIP_STATUSES, adminTripStatusLabel, formatDate } from '@caravan/domain';
import { Cell, Link, Row } from '@caravan/ui';
import { type AdminTripListItem, tripsCsvHref, useAdminTrips } from './admin-lists.api.js';
import { AdminListPage } from './AdminListPage.js';

const STATUS_OPTIONS = TRIP_STATUSES.map((s) => ({ id: s, label: adminTripStatusLabel(s) }));
/** DECIDE: dates as 'Mar 04, 2027' (the host screens' format), never ambiguous between day and month. */
export const listDay = (date: string) => formatDate(date, 'MMM dd, yyyy');

const COLUMNS = ['Trip', 'Status', 'Host', 'Departure', 'Spots', 'Bookings'] as const;

function TripRow(t: AdminTripListItem) {
  return (
    <Row id={t.id}>
      <Cell>
        <Link href={`/admin/trips/${t.id}`}>{t.name}</Link> <span className="pt-Muted">{t.shortId}</span>
      </Cell>
      <Cell>{t.statusLabel}</Cell>
      <Cell>
        <Link href={`/admin/users/${t.hostId}`}>{t.hostName}</Link> <span className="pt-Muted">{t.hostEmail}</span>
      </Cell>
      <Cell>{t.endDate ? `${listDay(t.startDate)} – ${listDay(t.endDate)}` : listDay(t.startDate)}</Cell>
      <Cell className="adl-Nowrap">
        {t.spotsTaken} of {t.maximumSpots}
      </Cell>
      <Cell>{t.bookings}</Cell>
    </Row>
  );
}

export function AdminTripsPage() {
  return (
    <AdminListPage
      title="Trips"
      description="Every trip on Caravan, latest departure first."
      noun={{ one: 'trip', many: 'trips' }}
      useList={useAdminTrips}
      csvHref={tripsCsvHref}
      toolbar={{
        searchLabel: 'Search trips',
        searchPlaceholder: 'Trip name, trip ID or host',
        statuses: STATUS_OPTIONS,
        rangeLabels: ['Departs from', 'Departs to'],
      }}
      columns={COLUMNS}
      renderRow={TripRow}
    />
  );
}
