// The host's own host record (HAP-001), and the admin's webhooks (HAP-016) and cache clearing (HAP-073).
import { createRoute, z } from '@hono/zod-openapi';
import { can } from '../../auth/policy.js';
import { forbidden } from '../../errors/app-error.js';
import { requireSession } from '../../http/context.js';
import { envelopeOf, errorResponses, router } from '../../http/openapi.js';
import { pageOfFixed } from '../../db/paging.js';
import { readOwnHostRecord } from '../../services/host-profile/own-host-record.js';
import { hostView, toHostView } from '../../views/host.view.js';
import { idParam, listResponse, oneResponse } from './resource-routes.js';
import { searchQuery } from './search-query.js';

/** GET api/me/host/user (HAP-001): the signed-in host's own host record. */
export const meHostRoute = router().openapi(
  createRoute({
    method: 'get',
    path: '/api/me/host/user',
    tags: ['me'],
    summary: "The signed-in host's record (HAP-001)",
    responses: oneResponse(hostView),
  }),
  async (c) => {
    const { user } = requireSession(c);
    if (!can(user, 'read', { kind: 'host', area: 'me' })) throw forbidden();
    const row = await readOwnHostRecord(c.get('deps').database.db, user.id);
    return c.json({ success: true as const, data: toHostView(row) }, 200);
  },
);

/** A registered webhook: where it posts and for which events (none are registered yet). */
const webhookView = z
  .object({ id: z.uuid(), url: z.url(), events: z.array(z.string()) })
  .strict()
  .openapi('Webhook');

/** Admin webhooks (HAP-016) and cache clearing (HAP-073): Caravan keeps neither, so both are honest no-ops. */
export const adminPlatformRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/admin/webhooks',
      tags: ['admin'],
      summary: 'Registered webhooks (HAP-016). DECIDE: none are registered yet; the list is empty.',
      request: { query: searchQuery },
      responses: listResponse(webhookView),
    }),
    (c) => {
      if (!can(requireSession(c).user, 'list', { kind: 'webhook', area: 'admin' })) throw forbidden();
      const none: z.infer<typeof webhookView>[] = [];
      return c.json({ success: true as const, data: pageOfFixed(none, c.req.valid('query')) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/admin/cache/clear/trip-details/{id}',
      tags: ['admin'],
      summary: 'Clear the trip details cache (HAP-073). DECIDE: trip details are read live, so nothing is cached.',
      request: { params: idParam },
      responses: {
        200: {
          description: 'Cleared',
          content: { 'application/json': { schema: envelopeOf(z.object({ cleared: z.string() })) } },
        },
        ...errorResponses,
      },
    }),
    (c) => {
      if (!can(requireSession(c).user, 'update', { kind: 'cache', area: 'admin' })) throw forbidden();
      return c.json({ success: true as const, data: { cleared: c.req.valid('param').id } }, 200);
    },
  );
