// The services agreement (WSP-018, WSP-020, WSP-021): the trip machine's 'trip.acceptAgreement' moves a
// pricing-approved trip to host-approved with its publishRequest; the date accepted is recorded in the same transaction.
import { eq } from 'drizzle-orm';
import { actingUser } from '../../auth/acting-user.js';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { trips } from '../../db/schema/index.js';
import { applyLifecycleEvent } from '../lifecycle.js';
import { findHostTrip } from './host-trip-access.js';

/** Accepts the agreement for trip `id` as its host: 404 for another host's trip, 403 for a co-host, 409 when refused. */
export async function acceptServicesAgreement(db: Db, user: PolicyUser, id: string, now: Date): Promise<void> {
  await findHostTrip(db, user, id, 'update');
  await db.transaction(async (tx) => {
    await applyLifecycleEvent({
      tx,
      resource: 'trip',
      id,
      event: { type: 'trip.acceptAgreement' },
      actor: actingUser(user),
      now,
    });
    // The machine owns the status and publishRequest; the acceptance date is the agreement's own record.
    await tx.update(trips).set({ termsAcceptedAt: now }).where(eq(trips.id, id));
  });
}
