// What follows a trip's move wherever it happens (a user's event, the scheduler): the host's and operator's systems
// hear of it by webhook (MKT-053) and, when the trip became confirmed, its travelers are told (MKT-052). Both are
// written in the move's transaction, so they exist only if the move commits.
import type { Tx } from '../../db/client.js';
import type { WebhookQueue } from '../../queue/webhook-job.js';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event.js';
import { type TripNoticeMail, tellTripConfirmed } from './trip-notices.js';

export interface TripMove {
  tripId: string;
  from: string;
  to: string;
  now: Date;
}

export async function afterTripMoved(
  tx: Tx,
  deps: { webhooks?: Pick<WebhookQueue, 'write'> | undefined; mail?: TripNoticeMail | undefined },
  move: TripMove,
): Promise<void> {
  if (move.from === move.to) return;
  if (deps.webhooks)
    await emitWebhookEvent(deps.webhooks, tx, 'trip.status_changed', {
      tripId: move.tripId,
      from: move.from,
      to: move.to,
    });
  if (move.to === 'confirmed') await tellTripConfirmed(tx, deps.mail, { tripId: move.tripId, now: move.now });
}
