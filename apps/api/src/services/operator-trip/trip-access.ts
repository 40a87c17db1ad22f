// Which trips an operator reaches, through the one policy (auth/policy.ts): the trips on their own itineraries. Another
// operator's trip answers exactly like a missing one (404); a user of another group may not use the operator calls.
import { and, eq } from 'drizzle-orm';
import { type PolicyUser, scope } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { trips, type TripRow } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors/app-error.js';
import type { LifecycleActor, Tx } from '../lifecycle.js';

export type { TripRow } from '../../db/schema/index.js';
const TRIP = { kind: 'trip', area: 'me' } as const;

/** The operator's trip `id`, read in `db` (locked FOR UPDATE when `lock`), or 404; 403 for a non-operator. */
export async function readOperatorTrip(db: Db | Tx, user: PolicyUser, id: string, lock = false): Promise<TripRow> {
  if (user.group !== 'operator') throw forbidden('Only operators review and price trips.');
  const s = scope(user, 'read', TRIP);
  if (s.kind === 'none') throw forbidden();
  const query = db
    .select()
    .from(trips)
    .where(and(eq(trips.id, id), s.kind === 'where' ? s.where : undefined))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('No such trip.');
  return row;
}

/** The lifecycle actor of a signed-in user (the machines read group and role; the log records the id). */
export const lifecycleActorOf = (user: PolicyUser): LifecycleActor => ({
  userId: user.id,
  group: user.group as LifecycleActor['group'],
  role: (user.role ?? null) as LifecycleActor['role'],
});
