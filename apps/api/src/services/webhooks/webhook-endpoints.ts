// A user's webhook endpoints and their deliveries (MKT-053): register, list, remove, rotate the secret, read the log,
// send a delivery again. Every read and change is scoped to the owner: another user's endpoint is not found.
import {
  type RegisterWebhookInput,
  WEBHOOK_ENDPOINTS_MAX,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookSecretView,
  webhookUrlProblem,
} from '@caravan/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type WebhookOwnerKind, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../errors/app-error.js';
import type { WebhookQueue } from '../../queue/webhook-job.js';
import { newWebhookSecret } from '../../queue/webhook-job.js';

/** DECIDE: the log shows an owner's latest 50 deliveries: a day's activity for a busy host; older ones are kept, not listed. */
export const WEBHOOK_DELIVERY_LOG_LIMIT = 50;

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const endpointView = (row: EndpointRow): WebhookEndpointView => ({
  id: row.id,
  url: row.url,
  events: row.events,
  createdAt: row.createdAt.toISOString(),
});

const deliveryView = (row: DeliveryRow, url: string): WebhookDeliveryView => ({
  id: row.id,
  endpointId: row.endpointId,
  url,
  event: row.event,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastResponseMs: row.lastResponseMs,
  lastError: row.lastError,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const ownedBy = (ownerId: string) => and(eq(webhookEndpoints.ownerId, ownerId), eq(webhookEndpoints.disabled, false));

export async function listWebhookEndpoints(db: Db, ownerId: string): Promise<WebhookEndpointView[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(ownedBy(ownerId))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(endpointView);
}

export async function registerWebhookEndpoint(
  db: Db,
  owner: { id: string; kind: WebhookOwnerKind },
  input: RegisterWebhookInput,
  options: { production: boolean },
): Promise<WebhookSecretView> {
  const problem = webhookUrlProblem(input.url, options);
  if (problem) throw badRequest(problem, { url: problem });
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(webhookEndpoints).where(ownedBy(owner.id));
  if (n >= WEBHOOK_ENDPOINTS_MAX)
    throw conflict('WEBHOOK_LIMIT', `You can register up to ${WEBHOOK_ENDPOINTS_MAX} webhooks: remove one first.`);
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    // Dated by the database, as its deliveries are: the log and the endpoint read on one (real) clock.
    .values({ ownerId: owner.id, ownerKind: owner.kind, url: input.url, events: input.events, secret })
    .returning();
  if (!row) throw new Error('endpoint row not returned');
  return { endpoint: endpointView(row), secret };
}

async function ownEndpoint(db: Db, ownerId: string, id: string): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(ownedBy(ownerId), eq(webhookEndpoints.id, id)))
    .limit(1);
  if (!row) throw notFound('No webhook here.');
  return row;
}

/** Removes the endpoint: nothing more is sent to it; its deliveries stay in the table, out of the log. */
export async function removeWebhookEndpoint(db: Db, ownerId: string, id: string): Promise<void> {
  await ownEndpoint(db, ownerId, id);
  await db.update(webhookEndpoints).set({ disabled: true }).where(eq(webhookEndpoints.id, id));
}

/** A new secret: deliveries signed from now on use it; the old one stops verifying at once. */
export async function rotateWebhookSecret(db: Db, ownerId: string, id: string): Promise<WebhookSecretView> {
  const row = await ownEndpoint(db, ownerId, id);
  const secret = newWebhookSecret();
  await db.update(webhookEndpoints).set({ secret }).where(eq(webhookEndpoints.id, id));
  return { endpoint: endpointView(row), secret };
}

export async function listWebhookDeliveries(db: Db, ownerId: string): Promise<WebhookDeliveryView[]> {
  const rows = await db
    .select({ delivery: webhookDeliveries, url: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(ownedBy(ownerId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERY_LOG_LIMIT);
  return rows.map((r) => deliveryView(r.delivery, r.url));
}

/**
 * "Send again": a new delivery of the same event and data to the same endpoint, sent now. A new row (and id), so the
 * receiver's replay check accepts it and the log keeps the original's outcome.
 */
export async function resendWebhookDelivery(
  db: Db,
  queue: WebhookQueue,
  ownerId: string,
  deliveryId: string,
): Promise<WebhookDeliveryView> {
  const [found] = await db
    .select({ delivery: webhookDeliveries, url: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(ownedBy(ownerId), eq(webhookDeliveries.id, deliveryId)))
    .limit(1);
  if (!found) throw notFound('No delivery here.');
  const [copy] = await db
    .insert(webhookDeliveries)
    .values({ endpointId: found.delivery.endpointId, event: found.delivery.event, payload: found.delivery.payload })
    .returning();
  if (!copy) throw new Error('delivery row not returned');
  await queue.sendNow(copy.id);
  return deliveryView(copy, found.url);
}
