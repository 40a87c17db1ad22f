// The admin's trips list (MKT-037): every trip, searched by name, short id or host, filtered by status and departure
// dates, a page at a time (latest departure first) or, for the CSV export, the whole filtered set.
import {
  ADMIN_LIST_CSV_MAX_ROWS,
  type Page,
  type PageQuery,
  adminTripStatusLabel,
  tripStatusSchema,
} from '@caravan/domain';
import { type SQL, and, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings, trips, users } from '../../db/schema/index.js';
import { type PageOrder, afterCursor, keyValue, orderByKeys, pageOf, rowsToRead } from '../../db/paging.js';
import type { AdminTripFilters, AdminTripListItem } from '../../views/admin-lists.view.js';

/** `%term%` for ILIKE, the term's own wildcards taken literally. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

const columns = {
  id: trips.id,
  shortId: trips.shortId,
  name: trips.name,
  status: trips.status,
  hostId: trips.hostId,
  hostEmail: users.email,
  hostFirstName: users.firstName,
  hostLastName: users.lastName,
  startDate: trips.startDate,
  endDate: trips.endDate,
  spotsTaken: trips.spotsTaken,
  maximumSpots: trips.maximumSpots,
  bookings: sql<number>`(select count(*)::int from ${bookings} where ${bookings.tripId} = ${trips.id})`,
};
type Row = { [K in keyof typeof columns]: unknown } & { id: string; startDate: string };

/** Latest departure first; the id breaks a tie between trips leaving the same day. */
const ORDER: PageOrder<Row> = {
  direction: 'desc',
  keys: [
    { column: trips.startDate, of: (r) => r.startDate, value: keyValue.date },
    { column: trips.id, of: (r) => r.id, value: keyValue.uuid },
  ],
};

function filtersOf(f: AdminTripFilters): (SQL | undefined)[] {
  const term = f.search?.trim();
  const like = term ? containing(term) : undefined;
  return [
    like
      ? or(
          ilike(trips.name, like),
          ilike(trips.shortId, like),
          ilike(users.email, like),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
        )
      : undefined,
    f.status ? eq(trips.status, f.status) : undefined,
    f.departFrom ? gte(trips.startDate, f.departFrom) : undefined,
    f.departTo ? lte(trips.startDate, f.departTo) : undefined,
  ];
}

function toItem(r: Awaited<ReturnType<typeof select>>[number]): AdminTripListItem {
  const status = tripStatusSchema.parse(r.status);
  return {
    id: r.id,
    shortId: r.shortId,
    name: r.name,
    status,
    statusLabel: adminTripStatusLabel(status),
    hostId: r.hostId,
    hostName: `${r.hostFirstName} ${r.hostLastName}`.trim(),
    hostEmail: r.hostEmail,
    startDate: r.startDate,
    endDate: r.endDate,
    spotsTaken: r.spotsTaken,
    maximumSpots: r.maximumSpots,
    bookings: Number(r.bookings),
  };
}

const select = (db: Db, where: SQL | undefined, limit: number) =>
  db
    .select(columns)
    .from(trips)
    .innerJoin(users, eq(users.id, trips.hostId))
    .where(where)
    .orderBy(...orderByKeys(ORDER))
    .limit(limit);

/** A page of the trips the filters select. */
export async function listAdminTrips(db: Db, q: AdminTripFilters & PageQuery): Promise<Page<AdminTripListItem>> {
  const rows = await select(db, and(...filtersOf(q), afterCursor(ORDER, q.cursor)), rowsToRead(q));
  return pageOf(rows, q, ORDER, toItem);
}

/** Every trip the filters select (at most ADMIN_LIST_CSV_MAX_ROWS), in the list's order, for the CSV export. */
export async function allAdminTrips(db: Db, f: AdminTripFilters): Promise<AdminTripListItem[]> {
  return (await select(db, and(...filtersOf(f)), ADMIN_LIST_CSV_MAX_ROWS)).map(toItem);
}
