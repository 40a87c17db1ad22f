// The admin's bookings list (MKT-037): every booking, searched by traveler name or email, order number or booking id,
// filtered by status and the day it was made, a page at a time (newest first) or, for the CSV export, the filtered set.
import { ADMIN_LIST_CSV_MAX_ROWS, type Page, type PageQuery, addDays } from '@caravan/domain';
import { type SQL, and, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { bookings, trips, users } from '../../db/schema/index.js';
import {
  type PageOrder,
  afterCursor,
  exactInstant,
  keyValue,
  orderByKeys,
  pageOf,
  rowsToRead,
} from '../../db/paging.js';
import type { AdminBookingFilters, AdminBookingListItem } from '../../views/admin-lists.view.js';
import { adminBookingColumns, adminBookingFields } from './booking-row.js';
import { containing } from './list-trips.js';

const columns = {
  ...adminBookingColumns,
  tripId: trips.id,
  tripName: trips.name,
  tripShortId: trips.shortId,
  createdAt: bookings.createdAt,
  createdAtKey: exactInstant(bookings.createdAt),
};
type Row = { id: string; createdAtKey: string };

/** Newest first, to the microsecond; the id breaks a tie between bookings of one instant. */
const ORDER: PageOrder<Row> = {
  direction: 'desc',
  keys: [
    { column: bookings.createdAt, of: (r) => r.createdAtKey, value: keyValue.text },
    { column: bookings.id, of: (r) => r.id, value: keyValue.uuid },
  ],
};

const isUuid = (s: string) => z.uuid().safeParse(s).success;
/** The first instant of a UTC calendar day: the filters' days are UTC days, the same for every admin. */
const startOfDay = (date: string) => new Date(`${date}T00:00:00Z`);

function filtersOf(f: AdminBookingFilters): (SQL | undefined)[] {
  const term = f.search?.trim();
  const like = term ? containing(term) : undefined;
  return [
    term && like
      ? or(
          ilike(users.email, like),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ilike(bookings.orderId, like),
          isUuid(term) ? eq(bookings.id, term) : undefined,
        )
      : undefined,
    f.status ? eq(bookings.status, f.status) : undefined,
    f.createdFrom ? gte(bookings.createdAt, startOfDay(f.createdFrom)) : undefined,
    f.createdTo ? lt(bookings.createdAt, startOfDay(addDays(f.createdTo, 1))) : undefined,
  ];
}

function toItem(r: Awaited<ReturnType<typeof select>>[number]): AdminBookingListItem {
  return {
    // The admin reads the status and the figures every audience reads (MKT-040, issue 25).
    ...adminBookingFields(r),
    tripId: r.tripId,
    tripName: r.tripName,
    tripShortId: r.tripShortId,
    createdAt: r.createdAt.toISOString(),
  };
}

const select = (db: Db, where: SQL | undefined, limit: number) =>
  db
    .select(columns)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .where(where)
    .orderBy(...orderByKeys(ORDER))
    .limit(limit);

/** A page of the bookings the filters select. */
export async function listAdminBookings(
  db: Db,
  q: AdminBookingFilters & PageQuery,
): Promise<Page<AdminBookingListItem>> {
  const rows = await select(db, and(...filtersOf(q), afterCursor(ORDER, q.cursor)), rowsToRead(q));
  return pageOf(rows, q, ORDER, toItem);
}

/** Every booking the filters select (at most ADMIN_LIST_CSV_MAX_ROWS), newest first, for the CSV export. */
export async function allAdminBookings(db: Db, f: AdminBookingFilters): Promise<AdminBookingListItem[]> {
  return (await select(db, and(...filtersOf(f)), ADMIN_LIST_CSV_MAX_ROWS)).map(toItem);
}

/** One booking as the list shows it, or null when there is none (the admin booking page). */
export async function readAdminBooking(db: Db, id: string): Promise<AdminBookingListItem | null> {
  const [row] = await select(db, eq(bookings.id, id), 1);
  return row ? toItem(row) : null;
}
