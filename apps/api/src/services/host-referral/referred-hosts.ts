// The hosts who signed up through a host's referral link (REF-001): how many, and a page of them newest first with the
// confirmed trips that decide the reward (REF-007, REF-008).
import { type PageQuery, REFERRAL_CONFIRMED_TRIP_STATUSES } from '@caravan/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  afterCursor,
  exactInstant,
  keyValue,
  orderByKeys,
  type PageOrder,
  pageOf,
  rowsToRead,
} from '../../db/paging.js';
import { hostReferrals, trips, users } from '../../db/schema/index.js';
import { toReferredHostView } from '../../views/host-referral.view.js';

type Row = {
  id: string;
  createdAt: Date;
  createdAtKey: string;
  firstName: string;
  lastName: string;
  active: boolean;
  confirmedTrips: number;
};
/**
 * Newest first, the referred host's id breaking ties: (created_at, id) descending is the keyset. The instant is the
 * column's exact text (microseconds): one rounded to milliseconds compared below rows of that millisecond, and a page
 * after it skipped them.
 */
const ORDER: PageOrder<Row> = {
  direction: 'desc',
  keys: [
    { column: hostReferrals.createdAt, of: (r) => r.createdAtKey, value: keyValue.text },
    { column: hostReferrals.referredHostId, of: (r) => r.id, value: keyValue.uuid },
  ],
};

/** How many hosts signed up through host `referrerId`'s link. */
export async function countReferredHosts(db: Db, referrerId: string): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(hostReferrals)
    .where(eq(hostReferrals.referrerHostId, referrerId));
  return counted?.n ?? 0;
}

/** A page of the hosts who signed up through host `referrerId`'s link, newest first, as the referrer sees them. */
export async function listReferredHosts(db: Db, referrerId: string, q: PageQuery) {
  const rows = await db
    .select({
      id: hostReferrals.referredHostId,
      createdAt: hostReferrals.createdAt,
      createdAtKey: exactInstant(hostReferrals.createdAt),
      firstName: users.firstName,
      lastName: users.lastName,
      active: users.active,
      // The referred host's confirmed trips decide the reward (REF-007, REF-008).
      confirmedTrips: sql<number>`cast((${db
        .select({ n: count() })
        .from(trips)
        .where(
          and(
            eq(trips.hostId, hostReferrals.referredHostId),
            inArray(trips.status, [...REFERRAL_CONFIRMED_TRIP_STATUSES]),
          ),
        )}) as integer)`,
    })
    .from(hostReferrals)
    .innerJoin(users, eq(users.id, hostReferrals.referredHostId))
    .where(and(eq(hostReferrals.referrerHostId, referrerId), afterCursor(ORDER, q.cursor)))
    .orderBy(...orderByKeys(ORDER))
    .limit(rowsToRead(q));
  return pageOf(rows, q, ORDER, toReferredHostView);
}
