// Outbound webhooks (MKT-053): the endpoints operators and hosts register, and the log of each delivery to them.
import { WEBHOOK_DELIVERY_STATUSES, type WebhookEvent } from '@caravan/domain';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { users } from './users.js';

export const WEBHOOK_OWNER_KINDS = ['operator', 'host'] as const;
export type WebhookOwnerKind = (typeof WEBHOOK_OWNER_KINDS)[number];

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerKind: text().$type<WebhookOwnerKind>().notNull(),
    url: text().notNull(),
    events: jsonb().$type<WebhookEvent[]>().notNull(),
    /**
     * The signing secret, stored as is: signing needs the secret itself, so a hash (as user_tokens keep) cannot serve,
     * and the repository has no key store to encrypt it with. The trade-off: a leaked table lets one forge deliveries to
     * these endpoints (never read Caravan's data); the owner rotates it. The API shows it only at creation and rotation.
     */
    secret: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Removed by its owner: no longer sent to nor listed; its deliveries stay for the record. */
    disabled: boolean().notNull().default(false),
  },
  (t) => [
    index('webhook_endpoints_owner_idx').on(t.ownerId),
    check('webhook_endpoints_owner_kind_check', oneOf(t.ownerKind, WEBHOOK_OWNER_KINDS)),
  ],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text().$type<WebhookEvent>().notNull(),
    /** The event's data as sent (the body's `data`), fixed when the event happened. */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().$type<(typeof WEBHOOK_DELIVERY_STATUSES)[number]>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastStatusCode: integer(),
    lastResponseMs: integer(),
    /** Why the last attempt failed (a time-out, a refused connection), when it had no answer. */
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_status_check', oneOf(t.status, WEBHOOK_DELIVERY_STATUSES)),
  ],
);
