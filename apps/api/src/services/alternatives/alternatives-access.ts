// Who reaches an itinerary's alternatives: the owning operator (another operator's itinerary answers 404 like a
// missing one), admins and trip managers on any; the rule is the domain's canManageItineraryAlternatives (ALT-018).
import { canManageItineraryAlternatives, userGroupSchema } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { itineraries } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors/app-error.js';
import type { Tx } from '../lifecycle.js';
import { type ItineraryRow, readItinerary } from '../itinerary/itinerary-access.js';

/** The itinerary whose alternatives `user` manages (locked FOR UPDATE when `lock`), 404 when unseen, 403 when read-only. */
export async function itineraryForAlternatives(
  db: Db | Tx,
  user: PolicyUser,
  id: string,
  lock = false,
): Promise<ItineraryRow> {
  const group = userGroupSchema.parse(user.group);
  const staff = canManageItineraryAlternatives(group, false);
  let row: ItineraryRow | undefined;
  if (staff) {
    const query = db.select().from(itineraries).where(eq(itineraries.id, id)).limit(1);
    [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound('No such itinerary.');
  } else {
    row = await readItinerary(db, user, id, 'read', lock);
  }
  if (!canManageItineraryAlternatives(group, row.operatorId === user.id)) throw forbidden();
  return row;
}
