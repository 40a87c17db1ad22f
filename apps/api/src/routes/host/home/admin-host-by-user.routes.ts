// GET api/admin/hosts/user/{id} (HAP-030): the host record of a user account, for the admin's user pages.
import { createRoute, z } from '@hono/zod-openapi';
import { can } from '../../../auth/policy.js';
import { requireSession } from '../../../http/context.js';
import { forbidden } from '../../../errors/app-error.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import { readOwnHostRecord } from '../../../services/host-profile/own-host-record.js';
import { hostView, toHostView } from '../../../views/host.view.js';

const route = createRoute({
  method: 'get',
  path: '/api/admin/hosts/user/{id}',
  tags: ['admin'],
  summary: "A user's host record by the user's id (HAP-030; admin only); a user who is no host answers 404",
  request: { params: z.object({ id: z.uuid({ message: 'Not a user id' }) }) },
  responses: {
    200: { description: 'The host record', content: { 'application/json': { schema: envelopeOf(hostView) } } },
    ...errorResponses,
    404: { description: 'No host record for this user', content: { 'application/json': { schema: errorEnvelope } } },
  },
});

export const adminHostByUserRoutes = router().openapi(route, async (c) => {
  const { user } = requireSession(c);
  if (!can(user, 'read', { kind: 'host', area: 'admin' })) throw forbidden();
  const row = await readOwnHostRecord(
    c.get('deps').database.db,
    c.req.valid('param').id,
    'No host record for this user.',
  );
  return c.json({ success: true as const, data: toHostView(row) }, 200);
});
