// GET /api/admin/trips/{id}/overview: the admin trip page's data (MKT-022, MKT-024).
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { envelopeOf, errorResponses, router } from '../../http/openapi.js';
import { readTripOverview } from '../../services/admin/trip-overview.js';
import { adminTripOverviewView } from '../../views/admin-trip-overview.view.js';

const overviewRoute = createRoute({
  method: 'get',
  path: '/api/admin/trips/{id}/overview',
  tags: ['admin'],
  summary:
    'A trip for admins: the trip, its lifecycle timeline, bookings and payments, and each lifecycle action with ' +
    "the trip machine's answer (why not, when refused) (MKT-022, MKT-024)",
  request: { params: z.object({ id: z.uuid({ message: 'Not a trip id' }) }) },
  responses: {
    200: { description: 'The trip', content: { 'application/json': { schema: envelopeOf(adminTripOverviewView) } } },
    ...errorResponses,
    404: { description: 'No such trip', content: errorResponses[403].content },
  },
});

export const adminTripDetailRoutes = router().openapi(overviewRoute, async (c) => {
  const session = requireGroup(c, 'admin');
  const { database, now } = c.get('deps');
  const overview = await readTripOverview(database.db, c.req.valid('param').id, { userId: session.user.id }, now());
  if (!overview) throw notFound('No such trip.');
  return c.json({ success: true as const, data: overview }, 200);
});
