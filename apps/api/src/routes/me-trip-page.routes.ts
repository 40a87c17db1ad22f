// GET /api/me/pages/trip: the trip as an HTML page, one route answering by audience (RTE-030, HAP-070). A host sees
// their own trip page as the public will (the workspace's preview frame); anyone else the policy lets read the trip
// (its operator, an admin) sees the printable trip with its days. The spec names tripId, operatorId and tripPreview.
import { createRoute, z } from '@hono/zod-openapi';
import { requireSession } from '../http/context.js';
import { notFound } from '../errors/app-error.js';
import { errorEnvelope, errorResponses, router } from '../http/openapi.js';
import { tripPageHtml } from '../services/operator-trip/trip-page.js';
import { hostTripPreviewHtml } from './host/workspace/preview.routes.js';

const tripPageRoute = createRoute({
  method: 'get',
  path: '/api/me/pages/trip',
  tags: ['me', 'pages'],
  summary: "The trip as an HTML page: a host's own trip page as the public sees it, or the operator's printable trip",
  request: {
    query: z.object({
      tripId: z.uuid({ message: 'Not a trip id' }),
      operatorId: z.uuid({ message: 'Not an operator id' }).optional(),
      tripPreview: z.enum(['true', 'false']).default('false'),
    }),
  },
  responses: {
    200: { description: 'The page', content: { 'text/html': { schema: z.string() } } },
    ...errorResponses,
    404: {
      description: 'No such trip, or not yours',
      content: { 'application/json': { schema: errorEnvelope } },
    },
  },
});

export const meTripPageRoutes = router().openapi(tripPageRoute, async (c) => {
  const { user } = requireSession(c);
  const { tripId, operatorId, tripPreview } = c.req.valid('query');
  const deps = c.get('deps');
  let html: string;
  if (user.group === 'host') {
    const preview = await hostTripPreviewHtml(deps, user, tripId);
    // The spec's frame names the operator too: a mismatch is not this trip.
    if (operatorId && operatorId !== preview.trip.operatorId) throw notFound('No such trip.');
    html = preview.html;
  } else {
    if (!operatorId) throw notFound('No such trip.');
    html = await tripPageHtml(deps.database.db, user, { tripId, operatorId, preview: tripPreview === 'true' });
  }
  c.header('Cache-Control', 'no-store');
  return c.html(html, 200);
});
