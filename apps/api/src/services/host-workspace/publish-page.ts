// 'Publish' (WSP-064): the publish machine takes a reviewed page (Marketing) to Live!, and a
// host-approved trip live with it; the lifecycle service persists both with the transitions_log row.
// WSP-023: a page goes live only with the host's agreement document (the accepted services agreement).
import { AgreementDocumentMissingError, requireAgreementDocument } from '@caravan/domain';
import { actingUser } from '../../auth/acting-user.js';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { conflict } from '../../errors/app-error.js';
import { applyLifecycleEvent } from '../lifecycle.js';
import { findHostTrip } from './host-trip-access.js';

/** Publishes the host's trip page; 409 with the domain's copy when the agreement document is missing (WSP-023). */
export async function publishPage(db: Db, user: PolicyUser, id: string, now: Date): Promise<void> {
  const trip = await findHostTrip(db, user, id, 'update');
  try {
    // The agreement document of a trip is its accepted services agreement: recorded by the acceptance only.
    requireAgreementDocument(trip.termsAcceptedAt);
  } catch (error) {
    if (error instanceof AgreementDocumentMissingError) throw conflict(error.code, error.message);
    throw error;
  }
  await applyLifecycleEvent({
    db,
    resource: 'publish',
    id,
    event: { type: 'publish.publish' },
    actor: actingUser(user),
    now,
  });
}
