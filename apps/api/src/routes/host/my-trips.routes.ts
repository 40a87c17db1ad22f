// GET /api/me/host/my-trips (MKT-036): the host's My Trips, a page at a time, filtered by status tab. A host reads the
// trips they host and co-host; any other group is refused (403).
import { createRoute } from '@hono/zod-openapi';
import { requireGroup } from '../../http/context.js';
import { envelopeOf, errorResponses, router } from '../../http/openapi.js';
import { readHostMyTrips } from '../../services/host-my-trips/read-my-trips.js';
import { hostMyTripsPageView, hostMyTripsQuery } from '../../views/host-my-trips.view.js';

const myTripsRoute = createRoute({
  method: 'get',
  path: '/api/me/host/my-trips',
  tags: ['me', 'host'],
  summary: "A page of the host's trips with status, dates, bookings and earnings, by status tab (MKT-036)",
  request: { query: hostMyTripsQuery },
  responses: {
    200: {
      description: "A page of the host's trips and each tab's count",
      content: { 'application/json': { schema: envelopeOf(hostMyTripsPageView) } },
    },
    ...errorResponses,
  },
});

export const hostMyTripsRoutes = router().openapi(myTripsRoute, async (c) => {
  const { user } = requireGroup(c, 'host');
  const data = await readHostMyTrips(c.get('deps').database.db, user, c.req.valid('query'));
  return c.json({ success: true as const, data }, 200);
});
