// 'Request Publish' (WSP-062, WSP-063): the publish machine moves a pending page to review and records the
// publishRequest timestamp; the lifecycle service persists it with its transitions_log row.
import { actingUser } from '../../auth/acting-user.js';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { applyLifecycleEvent } from '../lifecycle.js';
import { findHostTrip } from './host-trip-access.js';

export async function requestPublish(db: Db, user: PolicyUser, id: string, now: Date): Promise<void> {
  await findHostTrip(db, user, id, 'update');
  await applyLifecycleEvent({
    db,
    resource: 'publish',
    id,
    event: { type: 'publish.request' },
    actor: actingUser(user),
    now,
  });
}
