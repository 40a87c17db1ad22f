// The host home's trips (HAP-020, HOM-012): a host's trips by start date, cancelled ones included, each as the
// domain's home view of it at `at`.
import { type PageQuery, type TripStatus, buildHomeTripView } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { afterCursor, keyValue, orderByKeys, type PageOrder, pageOf, rowsToRead } from '../../db/paging.js';
import { trips } from '../../db/schema/index.js';

type TripRow = {
  id: string;
  name: string;
  status: string;
  startDate: string;
  endDate: string | null;
  launchDate: Date | null;
  photos: { hero?: string | null } | null;
  maximumSpots: number;
  spotsTaken: number;
};

/** Start date order, the id breaking ties: (startDate, id) is the keyset. */
const ORDER: PageOrder<TripRow> = {
  keys: [
    { column: trips.startDate, of: (r) => r.startDate, value: keyValue.date },
    { column: trips.id, of: (r) => r.id, value: keyValue.uuid },
  ],
};

/** A page of host `hostId`'s trips as home views at `at`. */
export async function readHomeTrips(db: Db, hostId: string, q: PageQuery, at: Date) {
  const rows = await db
    .select({
      id: trips.id,
      name: trips.name,
      status: trips.status,
      startDate: trips.startDate,
      endDate: trips.endDate,
      launchDate: trips.launchDate,
      photos: trips.photos,
      maximumSpots: trips.maximumSpots,
      spotsTaken: trips.spotsTaken,
    })
    .from(trips)
    .where(and(eq(trips.hostId, hostId), afterCursor(ORDER, q.cursor)))
    .orderBy(...orderByKeys(ORDER))
    .limit(rowsToRead(q));
  const page = pageOf(rows as TripRow[], q, ORDER);
  const items = page.items.map((t) =>
    buildHomeTripView(
      {
        id: t.id,
        name: t.name,
        ...(t.photos?.hero ? { image: t.photos.hero } : {}),
        startDate: t.startDate,
        endDate: t.endDate ?? t.startDate,
        status: t.status as TripStatus,
        launchDate: t.launchDate,
        remainingSpots: t.maximumSpots - t.spotsTaken,
        isSoldOut: t.spotsTaken >= t.maximumSpots,
        link: `/app/host/trips/${t.id}`,
      },
      at,
    ),
  );
  return { items, nextCursor: page.nextCursor };
}
