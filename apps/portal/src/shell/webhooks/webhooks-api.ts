// The webhook calls (MKT-053): the signed-in operator's or host's endpoints and their delivery log.
import {
  type RegisterWebhookInput,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookSecretSchema,
} from '@caravan/domain';
import { z } from 'zod';
import { call } from '../../api/typed.js';

export const webhookKeys = {
  endpoints: () => ['me', 'webhooks'] as const,
  deliveries: () => ['me', 'webhook-deliveries'] as const,
};

export const fetchWebhooks = async (signal?: AbortSignal) =>
  z.array(webhookEndpointSchema).parse(await call('get', '/api/me/webhooks', signal ? { signal } : {}));
export const fetchWebhookDeliveries = async (signal?: AbortSignal) =>
  z.array(webhookDeliverySchema).parse(await call('get', '/api/me/webhook-deliveries', signal ? { signal } : {}));
export const registerWebhook = async (body: RegisterWebhookInput) =>
  webhookSecretSchema.parse(await call('post', '/api/me/webhooks', { body }));
export const rotateWebhookSecret = async (id: string) =>
  webhookSecretSchema.parse(await call('post', '/api/me/webhooks/{id}/rotate-secret', { params: { id } }));
export const removeWebhook = async (id: string) => call('delete', '/api/me/webhooks/{id}', { params: { id } });
export const resendWebhookDelivery = async (id: string) =>
  webhookDeliverySchema.parse(await call('post', '/api/me/webhook-deliveries/{id}/resend', { params: { id } }));
