// 'Publish' (WSP-064): the publish machine takes a reviewed page (Marketing) to Live!, and a
// host-approved trip live with it; the lifecycle service persists both with the transitions_log row.
import { actingUser } from '../../auth/acting-user.js';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { applyLifecycleEvent } from '../lifecycle.js';
import { findHostTrip } from './host-trip-access.js';

export async function publishPage(db: Db, user: PolicyUser, id: string, now: Date): Promise<void> {
  await findHostTrip(db, user, id, 'update');
  await applyLifecycleEvent({
    db,
    resource: 'publish',
    id,
    event: { type: 'publish.publish' },
    actor: actingUser(user),
    now,
  });
}
