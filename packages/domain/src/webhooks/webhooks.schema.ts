// Webhook endpoints and deliveries as the API answers them and the register form sends them (MKT-053).
import { z } from 'zod';
import { WEBHOOK_EVENTS } from './webhooks.rules.js';

const webhookEventSchema = z.enum(WEBHOOK_EVENTS);

/** DECIDE: a user has at most 10 endpoints: enough for every tool a business connects, a bound on each event's fan-out. */
export const WEBHOOK_ENDPOINTS_MAX = 10;

export const registerWebhookSchema = z
  .object({
    url: z.string().trim().min(1, 'Enter the address').max(2000, 'The address is too long'),
    events: z
      .array(webhookEventSchema)
      .min(1, 'Choose at least one event')
      .refine((events) => new Set(events).size === events.length, 'Each event once'),
  })
  .strict();
export type RegisterWebhookInput = z.infer<typeof registerWebhookSchema>;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  createdAt: z.iso.datetime(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointSchema>;

/** The answer of a registration or a rotation: the only time the secret is shown. */
export const webhookSecretSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type WebhookSecretView = z.infer<typeof webhookSecretSchema>;

/** pending: waiting for its first attempt or a retry; delivered: answered 2xx; failed: every attempt failed. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
const webhookDeliveryStatusSchema = z.enum(WEBHOOK_DELIVERY_STATUSES);

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  endpointId: z.uuid(),
  url: z.string(),
  event: webhookEventSchema,
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastResponseMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliverySchema>;

export const webhookIdParamsSchema = z.object({ id: z.uuid('Not a webhook id') });
export const webhookDeliveryParamsSchema = z.object({ id: z.uuid('Not a delivery id') });
