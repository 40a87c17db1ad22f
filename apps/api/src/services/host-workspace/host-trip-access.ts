// The host's own trip for the workspace: found through the object policy (another host's trip does not exist for
// them, 404), and for a change also the write rule (a co-host reads but never edits, 403).
import { tripLengthDays } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type PolicyUser, scope } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { trips, type TripRow } from '../../db/schema/index.js';
import { zodFields, zodSummary } from '../../contracts/envelope.js';
import { badRequest, forbidden, notFound } from '../../errors/app-error.js';

export type { TripRow } from '../../db/schema/index.js';

/** The trip `id` as `user` may `action` it: 404 when they cannot see it, 403 when they see it but may not change it. */
export async function findHostTrip(db: Db, user: PolicyUser, id: string, action: 'read' | 'update'): Promise<TripRow> {
  const visible = scope(user, 'read', { kind: 'trip', area: 'me' });
  if (visible.kind === 'none') throw forbidden('You do not have access to trips.');
  const filter = visible.kind === 'where' ? and(eq(trips.id, id), visible.where) : eq(trips.id, id);
  const [row] = await db.select().from(trips).where(filter).limit(1);
  if (!row) throw notFound('No such trip.');
  if (action === 'update' && !(await mayChange(db, user, id))) throw forbidden("Only the trip's host can change it.");
  return row;
}

/** Whether the write rule of the policy covers the trip (a co-host's scope is none). */
async function mayChange(db: Db, user: PolicyUser, id: string): Promise<boolean> {
  const writable = scope(user, 'update', { kind: 'trip', area: 'me' });
  if (writable.kind === 'none') return false;
  if (writable.kind === 'all') return true;
  const [hit] = await db
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.id, id), writable.where))
    .limit(1);
  return hit !== undefined;
}

/** The trip's days, first to last inclusive: the domain's one count (a trip without an end date is one day long). */
export function tripDayCount(row: Pick<TripRow, 'startDate' | 'endDate'>): number {
  return tripLengthDays(row.startDate, row.endDate);
}

/** The input parsed by a domain schema, or 400 with its field messages. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = zodFields(result.error);
  throw badRequest(zodSummary(fields), fields);
}
