// Reads a trip's or a booking's lifecycle timeline from the transitions log (MKT-024): its moves in order (a page at a
// time for owners, issue 18), with the user who made it (or none: the scheduler) and why; each audience's view shapes
// it with the domain's timeline rules.
import {
  type Page,
  type PageQuery,
  type TimelineActor,
  timelineActorLabel,
  timelineReason,
  userGroupSchema,
} from '@caravan/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings, transitionsLog, users } from '../../db/schema/index.js';
import {
  type PageOrder,
  afterCursor,
  exactInstant,
  keyValue,
  orderByKeys,
  pageOf,
  rowsToRead,
} from '../../db/paging.js';
import type { TimelineEntry } from '../../views/timeline.view.js';

export type TimelineResource = 'trip' | 'booking';

interface LoggedMove {
  id: number;
  event: string;
  from: string;
  to: string;
  at: Date;
  reason: string | null;
  amount: number | null;
  currency: string | null;
  /** The booking's order number, when a trip's timeline lists a move of one of its bookings. */
  orderId: string | null;
  actor: TimelineActor;
  email: string | null;
}

type MoveRow = Omit<LoggedMove, 'actor'> & { atKey: string; actorId: string | null; group: string | null };
/** Oldest move first; the log's id breaks a tie between moves of one instant. */
const MOVES_ORDER: PageOrder<MoveRow> = {
  keys: [
    { column: transitionsLog.at, of: (r) => r.atKey, value: keyValue.text },
    { column: transitionsLog.id, of: (r) => r.id, value: keyValue.int },
  ],
};

/**
 * The moves of one trip or booking, every one, or a page of them after the cursor when `page` is given; with
 * `withBookings`, a trip's timeline holds its bookings' moves and money movements too (the admin's, issue 25).
 */
async function readMoves(
  db: Db,
  resource: TimelineResource,
  id: string,
  page?: PageQuery,
  withBookings = false,
): Promise<Page<LoggedMove>> {
  const own = and(eq(transitionsLog.resource, resource), eq(transitionsLog.resourceId, id));
  const ofTrip = db
    .select({ id: sql<string>`${bookings.id}::text` })
    .from(bookings)
    .where(eq(bookings.tripId, id));
  const which =
    withBookings && resource === 'trip'
      ? or(own, and(eq(transitionsLog.resource, 'booking'), inArray(transitionsLog.resourceId, ofTrip)))
      : own;
  const query = db
    .select({
      id: transitionsLog.id,
      atKey: exactInstant(transitionsLog.at),
      event: transitionsLog.event,
      from: transitionsLog.fromState,
      to: transitionsLog.toState,
      at: transitionsLog.at,
      reason: transitionsLog.reason,
      amount: transitionsLog.amount,
      currency: transitionsLog.currency,
      orderId: bookings.orderId,
      actorId: transitionsLog.actorId,
      group: users.group,
      email: users.email,
    })
    .from(transitionsLog)
    .leftJoin(users, eq(users.id, transitionsLog.actorId))
    .leftJoin(
      bookings,
      and(eq(transitionsLog.resource, 'booking'), eq(sql`${bookings.id}::text`, transitionsLog.resourceId)),
    )
    .where(and(which, afterCursor(MOVES_ORDER, page?.cursor)))
    .orderBy(...orderByKeys(MOVES_ORDER));
  const rows = page ? await query.limit(rowsToRead(page)) : await query;
  const moveOf = ({ actorId, group, atKey: _key, ...r }: MoveRow): LoggedMove => ({
    ...r,
    actor: { id: actorId, group: group === null ? null : userGroupSchema.parse(group) },
  });
  return page ? pageOf(rows, page, MOVES_ORDER, moveOf) : { items: rows.map(moveOf), nextCursor: null };
}

const entryOf = (m: LoggedMove, by: string | null, reason: string | null): TimelineEntry => ({
  id: m.id,
  event: m.event,
  from: m.from,
  to: m.to,
  at: m.at.toISOString(),
  by,
  reason,
  amount: m.amount,
  currency: m.currency,
  orderId: m.orderId,
});

/**
 * A page of the admin's timeline (issue 18): who by email (null for the scheduler), internal reason codes with their
 * meaning. The caller checks the admin's access.
 */
export async function readAdminTimeline(
  db: Db,
  resource: TimelineResource,
  id: string,
  page: PageQuery,
): Promise<Page<TimelineEntry>> {
  const moves = await readMoves(db, resource, id, page, true);
  return {
    items: moves.items.map((m) =>
      entryOf(m, m.email, timelineReason(m.reason, 'admin', m.orderId === null ? resource : 'booking')),
    ),
    nextCursor: moves.nextCursor,
  };
}

/**
 * A page of the timeline as the host or traveler `viewerId` reads their own trip or booking (issue 18): who by their
 * part ("You", "The host", "Caravan"), never another user's email, and only the reasons meant for them. The caller
 * checks access.
 */
export async function readOwnerTimeline(
  db: Db,
  resource: TimelineResource,
  id: string,
  viewerId: string,
  page: PageQuery,
): Promise<Page<TimelineEntry>> {
  const moves = await readMoves(db, resource, id, page);
  return {
    items: moves.items.map((m) =>
      entryOf(m, timelineActorLabel(m.actor, viewerId), timelineReason(m.reason, 'owner', resource)),
    ),
    nextCursor: moves.nextCursor,
  };
}
