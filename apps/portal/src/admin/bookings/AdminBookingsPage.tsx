// /admin/bookings, the admin's bookings list (MKT-037): search by traveler name or email, order or booking id, filter
// by status and the day booked, page on, download the filtered set as CSV, and open a booking or its trip.
import { BOOKING_STATUSES, type CurrencyCode, bookingStatusLabel, formatMinor } from '@caravan/domain';
import { Cell, Link, Row } from '@caravan/ui';
import { utcDateTime } from '../admin-load.js';
import { type AdminBookingListItem, bookingsCsvHref, useAdminBookings } from '../trips-list/admin-lists.api.js';
import { AdminListPage } from '../trips-list/AdminListPage.js';

const STATUS_OPTIONS = BOOKING_STATUSES.map((s) => ({ id: s, label: bookingStatusLabel(s) }));
export const bookingMoney = (minor: number, currency: string) => formatMinor(minor, currency as CurrencyCode);

const COLUMNS = ['Order', 'Traveler', 'Trip', 'Status', 'Paid', 'Due', 'Booked'] as const;

function BookingRow(b: AdminBookingListItem) {
  return (
    <Row id={b.id}>
      <Cell>
        {/* An order number is one token: it never breaks across lines (adl-Nowrap). */}
        <Link href={`/admin/bookings/${b.id}`} className="adl-Nowrap">
          {b.orderId}
        </Link>
      </Cell>
      <Cell>
        {b.customerName} <span className="pt-Muted">{b.customerEmail}</span>
      </Cell>
      <Cell>
        <Link href={`/admin/trips/${b.tripId}`}>{b.tripName}</Link>
      </Cell>
      <Cell>{b.statusLabel}</Cell>
      <Cell className="adl-Nowrap">{bookingMoney(b.paidAmount, b.currency)}</Cell>
      <Cell className="adl-Nowrap">{bookingMoney(b.dueAmount, b.currency)}</Cell>
      <Cell>{utcDateTime(b.createdAt)}</Cell>
    </Row>
  );
}

export function AdminBookingsPage() {
  return (
    <AdminListPage
      title="Bookings"
      description="Every booking on Caravan, newest first."
      noun={{ one: 'booking', many: 'bookings' }}
      useList={useAdminBookings}
      csvHref={bookingsCsvHref}
      toolbar={{
        searchLabel: 'Search bookings',
        searchPlaceholder: 'Name, email, order or booking ID',
        statuses: STATUS_OPTIONS,
        rangeLabels: ['Booked from', 'Booked to'],
      }}
      columns={COLUMNS}
      renderRow={BookingRow}
    />
  );
}
