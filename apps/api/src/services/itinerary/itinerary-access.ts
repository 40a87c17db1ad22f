// Which itineraries a signed-in user reaches, through the one policy (auth/policy.ts): a list scope, and one row read
// (optionally locked) where another operator's itinerary answers exactly like a missing one (404).
import { type SQL, and, eq } from 'drizzle-orm';
import { type Action, type PolicyUser, can, scope } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { itineraries } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors/app-error.js';
import type { Tx } from '../lifecycle.js';

export type ItineraryRow = typeof itineraries.$inferSelect;
const ME = { kind: 'itinerary', area: 'me' } as const;

/** The condition on itineraries for `action` by `user` (undefined: every row), or 403 when the group may not. */
export function itineraryScope(user: PolicyUser, action: Action): SQL | undefined {
  if (!can(user, action, ME)) throw forbidden();
  const s = scope(user, action, ME);
  if (s.kind === 'none') throw forbidden();
  return s.kind === 'where' ? s.where : undefined;
}

/** The itinerary `user` may `action`, read in `tx` (locked FOR UPDATE when `lock`), or 404. */
export async function readItinerary(
  db: Db | Tx,
  user: PolicyUser,
  id: string,
  action: Action = 'read',
  lock = false,
): Promise<ItineraryRow> {
  const allowed = itineraryScope(user, action);
  const query = db
    .select()
    .from(itineraries)
    .where(and(eq(itineraries.id, id), allowed))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('No such itinerary.');
  return row;
}
