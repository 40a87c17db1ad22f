// A host edit's effect on the trip page: the publish machine sends the publish status back to pending (WSP-065),
// in the edit's own transaction, so an edit and its pending status commit together or not at all.
import type { PublishResettingEdit } from '@caravan/domain';
import { actingUser } from '../../auth/acting-user.js';
import type { PolicyUser } from '../../auth/policy.js';
import { applyLifecycleEvent, type Tx } from '../lifecycle.js';

export async function returnToPending(tx: Tx, user: PolicyUser, tripId: string, edit: PublishResettingEdit, now: Date) {
  await applyLifecycleEvent({
    tx,
    resource: 'publish',
    id: tripId,
    event: { type: 'publish.edit', edit },
    actor: actingUser(user),
    now,
  });
}
