// A host's trips on the public profile (MKT-034): GET /api/public/hosts/{pagePath}/trips, the host's live and upcoming
// trips as the search's cards, a page at a time. No sign-in; an unknown or inactive host is a 404 as the profile is.
import { pageQuerySchema, pageSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { PUBLIC_ROUTE } from '../../http/openapi-document.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../http/openapi.js';
import { findHostByPagePath } from '../../services/host-profile/host-profile.js';
import { hostTrips } from '../../services/trip-search/host-trips.js';
import { tripCardView } from '../../views/trip-card.view.js';

const route = createRoute({
  ...PUBLIC_ROUTE,
  method: 'get',
  path: '/api/public/hosts/{pagePath}/trips',
  tags: ['public'],
  summary: "A host's live and upcoming trips, soonest first, as cards (MKT-034)",
  request: { params: z.object({ pagePath: z.string().min(1).max(100) }), query: pageQuerySchema },
  responses: {
    200: {
      description: 'A page of trip cards',
      content: { 'application/json': { schema: envelopeOf(pageSchema(tripCardView)) } },
    },
    ...errorResponses,
    404: { description: 'No such host', content: { 'application/json': { schema: errorEnvelope } } },
  },
});

export const hostTripsRoutes = router().openapi(route, async (c) => {
  const { database, now } = c.get('deps');
  const host = await findHostByPagePath(database.db, c.req.valid('param').pagePath);
  const data = await hostTrips(database.db, host.host.userId, c.req.valid('query'), now());
  return c.json({ success: true as const, data }, 200);
});
