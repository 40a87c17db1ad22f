// The signed-in operator's or host's webhooks (MKT-053): endpoints (register, list, remove, rotate the secret) and the
// delivery log (read, send again). The secret is answered only by the register and rotate calls.
import {
  registerWebhookSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookIdParamsSchema,
  webhookSecretSchema,
} from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, requireGroup } from '../../http/context.js';
import { errorResponses, jsonOk, refusal, router } from '../../http/openapi.js';
import {
  listWebhookDeliveries,
  listWebhookEndpoints,
  registerWebhookEndpoint,
  removeWebhookEndpoint,
  resendWebhookDelivery,
  rotateWebhookSecret,
} from '../../services/webhooks/webhook-endpoints.js';

/** Who may have webhooks: an operator (its itineraries' trips) or a host (the trips they host). */
const requireOwner = (c: Context<AppEnv>) => {
  const { user } = requireGroup(c, 'operator', 'host');
  return { id: user.id, kind: user.group === 'operator' ? ('operator' as const) : ('host' as const) };
};

const missing = refusal('No webhook or delivery of yours there');

const listRoute = createRoute({
  method: 'get',
  path: '/api/me/webhooks',
  tags: ['me'],
  summary: "The signed-in operator's or host's webhook endpoints (MKT-053)",
  responses: { 200: jsonOk(z.array(webhookEndpointSchema), 'The endpoints, newest first'), ...errorResponses },
});

const registerRoute = createRoute({
  method: 'post',
  path: '/api/me/webhooks',
  tags: ['me'],
  summary: 'Registers an endpoint for events; answers its signing secret, shown this once (MKT-053)',
  request: { body: { required: true, content: { 'application/json': { schema: registerWebhookSchema } } } },
  responses: {
    201: jsonOk(webhookSecretSchema, 'The endpoint and its secret'),
    ...errorResponses,
    409: refusal('Too many endpoints'),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/api/me/webhooks/{id}',
  tags: ['me'],
  summary: 'Removes an endpoint: nothing more is sent to it (MKT-053)',
  request: { params: webhookIdParamsSchema },
  responses: { 200: jsonOk(z.object({ removed: z.literal(true) }), 'Removed'), ...errorResponses, 404: missing },
});

const rotateRoute = createRoute({
  method: 'post',
  path: '/api/me/webhooks/{id}/rotate-secret',
  tags: ['me'],
  summary: 'A new signing secret for the endpoint, shown this once; the old one stops verifying (MKT-053)',
  request: { params: webhookIdParamsSchema },
  responses: { 200: jsonOk(webhookSecretSchema, 'The endpoint and its new secret'), ...errorResponses, 404: missing },
});

const deliveriesRoute = createRoute({
  method: 'get',
  path: '/api/me/webhook-deliveries',
  tags: ['me'],
  summary: "The latest deliveries to the user's endpoints: status, attempts, response time (MKT-053)",
  responses: { 200: jsonOk(z.array(webhookDeliverySchema), 'The deliveries, newest first'), ...errorResponses },
});

const resendRoute = createRoute({
  method: 'post',
  path: '/api/me/webhook-deliveries/{id}/resend',
  tags: ['me'],
  summary: 'Sends a delivery again, as a new delivery of the same event and data (MKT-053)',
  request: { params: webhookDeliveryParamsSchema },
  responses: { 201: jsonOk(webhookDeliverySchema, 'The new delivery'), ...errorResponses, 404: missing },
});

export const outboundWebhookRoutes = router()
  .openapi(listRoute, async (c) => {
    const owner = requireOwner(c);
    return c.json(
      { success: true as const, data: await listWebhookEndpoints(c.get('deps').database.db, owner.id) },
      200,
    );
  })
  .openapi(registerRoute, async (c) => {
    const owner = requireOwner(c);
    const deps = c.get('deps');
    const data = await registerWebhookEndpoint(deps.database.db, owner, c.req.valid('json'), {
      production: deps.config.NODE_ENV === 'production',
    });
    return c.json({ success: true as const, data }, 201);
  })
  .openapi(removeRoute, async (c) => {
    const owner = requireOwner(c);
    await removeWebhookEndpoint(c.get('deps').database.db, owner.id, c.req.valid('param').id);
    return c.json({ success: true as const, data: { removed: true as const } }, 200);
  })
  .openapi(rotateRoute, async (c) => {
    const owner = requireOwner(c);
    const data = await rotateWebhookSecret(c.get('deps').database.db, owner.id, c.req.valid('param').id);
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(deliveriesRoute, async (c) => {
    const owner = requireOwner(c);
    return c.json(
      { success: true as const, data: await listWebhookDeliveries(c.get('deps').database.db, owner.id) },
      200,
    );
  })
  .openapi(resendRoute, async (c) => {
    const owner = requireOwner(c);
    const deps = c.get('deps');
    const data = await resendWebhookDelivery(deps.database.db, deps.queue.webhooks, owner.id, c.req.valid('param').id);
    return c.json({ success: true as const, data }, 201);
  });
