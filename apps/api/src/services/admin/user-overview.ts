// Reads one user's overview for the admin user detail page (MKT-021): the user, their latest trips (as host or
// operator) and bookings (as the booking customer) with totals, and their live sessions.
import { bookingStatusSchema, tripStatusSchema } from '@caravan/domain';
import { and, count, desc, eq, gt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { toUserView } from '../../auth/user-view.js';
import type { Db } from '../../db/client.js';
import { bookings, sessions, trips, users } from '../../db/schema/index.js';
import type { AdminUserOverview } from '../../views/admin-user-overview.view.js';

/**
 * DECIDE: the detail page shows the 10 latest trips and bookings with their totals: it is an overview of one person,
 * and 10 rows answer a support question without paging; the paged admin lists hold the rest.
 */
export const USER_OVERVIEW_RECENT = 10;

const impersonators = alias(users, 'impersonators');

/** The overview of user `id` at `now`, or null when there is no such user. */
export async function readUserOverview(db: Db, id: string, now: Date): Promise<AdminUserOverview | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) return null;
  const organises = or(eq(trips.hostId, id), eq(trips.operatorId, id));
  const [tripRows, [tripTotal], bookingRows, [bookingTotal], sessionRows] = await Promise.all([
    db
      .select({
        id: trips.id,
        shortId: trips.shortId,
        name: trips.name,
        status: trips.status,
        startDate: trips.startDate,
        hostId: trips.hostId,
      })
      .from(trips)
      .where(organises)
      .orderBy(desc(trips.startDate), desc(trips.id))
      .limit(USER_OVERVIEW_RECENT),
    db.select({ n: count() }).from(trips).where(organises),
    db
      .select({
        id: bookings.id,
        orderId: bookings.orderId,
        status: bookings.status,
        tripId: bookings.tripId,
        tripName: trips.name,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .innerJoin(trips, eq(trips.id, bookings.tripId))
      .where(eq(bookings.customerId, id))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(USER_OVERVIEW_RECENT),
    db.select({ n: count() }).from(bookings).where(eq(bookings.customerId, id)),
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        impersonatedBy: impersonators.email,
      })
      .from(sessions)
      .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
      .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.lastSeenAt)),
  ]);
  return {
    user: { ...toUserView(user), active: user.active, createdAt: user.createdAt.toISOString() },
    trips: tripRows.map((t) => ({
      id: t.id,
      shortId: t.shortId,
      name: t.name,
      status: tripStatusSchema.parse(t.status),
      startDate: t.startDate,
      as: t.hostId === id ? ('host' as const) : ('operator' as const),
    })),
    tripCount: tripTotal?.n ?? 0,
    bookings: bookingRows.map((b) => ({
      ...b,
      status: bookingStatusSchema.parse(b.status),
      createdAt: b.createdAt.toISOString(),
    })),
    bookingCount: bookingTotal?.n ?? 0,
    sessions: sessionRows.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      impersonatedBy: s.impersonatedBy,
    })),
  };
}
