// Reads a trip's or a booking's lifecycle timeline from the transitions log (MKT-024): every move in order, with the
// user who made it (or none: the scheduler) and why; each audience's view shapes it with the domain's timeline rules.
import { type TimelineActor, timelineActorLabel, timelineReason, userGroupSchema } from '@caravan/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transitionsLog, users } from '../../db/schema/index.js';
import type { TimelineEntry } from '../../views/timeline.view.js';

export type TimelineResource = 'trip' | 'booking';

interface LoggedMove {
  id: number;
  event: string;
  from: string;
  to: string;
  at: Date;
  reason: string | null;
  actor: TimelineActor;
  email: string | null;
}

async function readMoves(db: Db, resource: TimelineResource, id: string): Promise<LoggedMove[]> {
  const rows = await db
    .select({
      id: transitionsLog.id,
      event: transitionsLog.event,
      from: transitionsLog.fromState,
      to: transitionsLog.toState,
      at: transitionsLog.at,
      reason: transitionsLog.reason,
      actorId: transitionsLog.actorId,
      group: users.group,
      email: users.email,
    })
    .from(transitionsLog)
    .leftJoin(users, eq(users.id, transitionsLog.actorId))
    .where(and(eq(transitionsLog.resource, resource), eq(transitionsLog.resourceId, id)))
    .orderBy(asc(transitionsLog.at), asc(transitionsLog.id));
  return rows.map(({ actorId, group, ...r }) => ({
    ...r,
    actor: { id: actorId, group: group === null ? null : userGroupSchema.parse(group) },
  }));
}

const entryOf = (m: LoggedMove, by: string | null, reason: string | null): TimelineEntry => ({
  id: m.id,
  event: m.event,
  from: m.from,
  to: m.to,
  at: m.at.toISOString(),
  by,
  reason,
});

/** The admin's timeline: who by email (null for the scheduler), internal reason codes with their meaning. */
export async function readAdminTimeline(db: Db, resource: TimelineResource, id: string): Promise<TimelineEntry[]> {
  return (await readMoves(db, resource, id)).map((m) =>
    entryOf(m, m.email, timelineReason(m.reason, 'admin', resource)),
  );
}

/**
 * The timeline as the host or traveler `viewerId` reads their own trip or booking: who by their part ("You", "The
 * host", "Caravan"), never another user's email, and only the reasons meant for them. The caller checks access.
 */
export async function readOwnerTimeline(
  db: Db,
  resource: TimelineResource,
  id: string,
  viewerId: string,
): Promise<TimelineEntry[]> {
  return (await readMoves(db, resource, id)).map((m) =>
    entryOf(m, timelineActorLabel(m.actor, viewerId), timelineReason(m.reason, 'owner', resource)),
  );
}
