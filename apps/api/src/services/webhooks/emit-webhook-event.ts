// Emitting a webhook event (MKT-053): one delivery row and one queue job per subscribed endpoint, written in the
// transaction that caused the event, so a delivery exists only for a change that committed and is sent after it.
import type { WebhookEvent } from '@caravan/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { trips, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import type { WebhookQueue } from '../../queue/webhook-job.js';

/** What every event carries: the trip it concerns decides who receives it (its host, its itinerary's operator). */
export interface WebhookEventData extends Record<string, unknown> {
  tripId: string;
}

/**
 * Writes the event for each endpoint of the trip's host (registered as a host) and of the operator of the trip's
 * itinerary (registered as an operator) subscribed to it. Only writes: no receiver is called here, so a slow or failing
 * endpoint never slows the change that caused it. Answers the deliveries' ids.
 */
export async function emitWebhookEvent(
  queue: Pick<WebhookQueue, 'write'>,
  tx: Db | Tx,
  event: WebhookEvent,
  data: WebhookEventData,
): Promise<string[]> {
  // One statement: the trip's host and operator are joined in, not read first, so an event costs one read when
  // nobody subscribed (the common case on a money write, whose statement budget counts it).
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .innerJoin(trips, eq(trips.id, data.tripId))
    .where(
      and(
        eq(webhookEndpoints.disabled, false),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`,
        or(
          and(eq(webhookEndpoints.ownerKind, 'host'), eq(webhookEndpoints.ownerId, trips.hostId)),
          and(eq(webhookEndpoints.ownerKind, 'operator'), eq(webhookEndpoints.ownerId, trips.operatorId)),
        ),
      ),
    );
  if (endpoints.length === 0) return [];
  const rows = await tx
    .insert(webhookDeliveries)
    .values(endpoints.map((e) => ({ endpointId: e.id, event, payload: data })))
    .returning({ id: webhookDeliveries.id });
  for (const row of rows) await queue.write(tx, row.id);
  return rows.map((r) => r.id);
}

/** A booking's event data: what a connected tool needs to find and show it, no traveler's personal details. */
export const bookingEventData = (booking: {
  bookingId: string;
  orderId: string;
  tripId: string;
  status: string;
  travelers?: number;
  currency?: string;
  total?: number;
  paidAmount?: number;
}): WebhookEventData => ({ ...booking });
