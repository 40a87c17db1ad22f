// GET /api/admin/users/{id}/overview: one user as the admin's detail page shows them (MKT-021).
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../http/context.js';
import { notFound } from '../../errors/app-error.js';
import { envelopeOf, errorResponses, router } from '../../http/openapi.js';
import { readUserOverview } from '../../services/admin/user-overview.js';
import { adminUserOverviewView } from '../../views/admin-user-overview.view.js';

const overviewRoute = createRoute({
  method: 'get',
  path: '/api/admin/users/{id}/overview',
  tags: ['admin'],
  summary: "A user's detail for admins: role, latest trips and bookings with totals, live sessions (MKT-021)",
  request: { params: z.object({ id: z.uuid({ message: 'Not a user id' }) }) },
  responses: {
    200: { description: 'The user', content: { 'application/json': { schema: envelopeOf(adminUserOverviewView) } } },
    ...errorResponses,
    404: { description: 'No such user', content: errorResponses[403].content },
  },
});

export const adminUserDetailRoutes = router().openapi(overviewRoute, async (c) => {
  requireGroup(c, 'admin');
  const { database, now } = c.get('deps');
  const overview = await readUserOverview(database.db, c.req.valid('param').id, now());
  if (!overview) throw notFound('No such user.');
  return c.json({ success: true as const, data: overview }, 200);
});
