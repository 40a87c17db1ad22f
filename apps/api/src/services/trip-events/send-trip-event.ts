// A user's lifecycle event to a trip (POST {base}/trips/{id}/events): the trip must be one the policy lets them read;
// the machine decides (409 with the refusing guard otherwise), and the move commits with its log row, its webhooks'
// jobs (MKT-053) and its travelers' notices (MKT-052).
import type { TripUserEvent } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import { actingUser } from '../../auth/acting-user.js';
import { type PolicyUser, scope } from '../../auth/policy.js';
import { type AppDeps, publicUrlOfDeps } from '../../context/app-context.js';
import { trips } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { applyLifecycleEvent } from '../lifecycle.js';
import { afterTripMoved } from '../notifications/trip-moved.js';

/** Sends `event` to trip `id` for `user` reading through `area`; answers the move. 403 no trip access, 404 not theirs. */
export async function sendTripEvent(
  deps: AppDeps,
  user: PolicyUser,
  area: 'me' | 'admin',
  id: string,
  event: TripUserEvent,
): Promise<{ from: string; to: string }> {
  const { database, now, queue } = deps;
  // Object-level policy first: a trip the actor may not see does not exist for them.
  const visible = scope(user, 'read', { kind: 'trip', area });
  if (visible.kind === 'none') throw new AppError(403, 'FORBIDDEN', 'You do not have access to trips.');
  const filter = visible.kind === 'where' ? and(eq(trips.id, id), visible.where) : eq(trips.id, id);
  const [row] = await database.db.select({ id: trips.id }).from(trips).where(filter).limit(1);
  if (!row) throw notFound('No such trip.');
  // The receivers are called after commit, by the queue's worker.
  return database.db.transaction(async (tx) => {
    const result = await applyLifecycleEvent({ tx, resource: 'trip', id, event, actor: actingUser(user), now: now() });
    await afterTripMoved(
      tx,
      { webhooks: queue.webhooks, mail: { outbox: queue, publicUrl: publicUrlOfDeps(deps) } },
      { tripId: id, from: result.from, to: result.to, now: now() },
    );
    return result;
  });
}
