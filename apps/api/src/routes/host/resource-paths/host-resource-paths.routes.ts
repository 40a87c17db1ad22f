// The host's resources at the spec's own paths (§7.1, §7.3; decision 023): the trip details resource
// (api/me/trip-details/{id}, HAP-012) over the workspace's configuration service, and the itinerary portal frame
// (GET /api/me/pages/itinerary-portal, HAP-042) over the catalogue's description. Another host's trip answers 404.
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../../http/context.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import { findHostTrip } from '../../../services/host-workspace/host-trip-access.js';
import { saveTripConfiguration } from '../../../services/host-workspace/save-configuration.js';
import { describeItinerary } from '../../../services/trip-request/catalogue.js';
import { itineraryPortalPage } from '../../../views/itinerary-portal.page.js';
import { toTripDetailsView, tripDetailsView } from '../../../views/trip-details.view.js';
import { configurationBody, locked, notYours, tripParams } from '../workspace/workspace.routes.js';

const detailsOk = {
  description: 'The trip details',
  content: { 'application/json': { schema: envelopeOf(tripDetailsView) } },
};
const flag = z.enum(['true', 'false']);

const readDetailsRoute = createRoute({
  method: 'get',
  path: '/api/me/trip-details/{id}',
  tags: ['me', 'host'],
  summary: "The trip details resource (HAP-012): the trip page's name, summary, categories and photos",
  request: { params: tripParams },
  responses: { 200: detailsOk, ...errorResponses, 404: notYours },
});

const updateDetailsRoute = createRoute({
  method: 'post',
  path: '/api/me/trip-details/{id}',
  tags: ['me', 'host'],
  summary: 'Update the trip details (HAP-012, PLT-061), as the Configuration tab saves them (WSP-065: back to pending)',
  request: {
    params: tripParams,
    body: { required: true, content: { 'application/json': { schema: configurationBody } } },
  },
  responses: { 200: detailsOk, ...errorResponses, 404: notYours, 409: locked },
});

const portalRoute = createRoute({
  method: 'get',
  path: '/api/me/pages/itinerary-portal',
  tags: ['me', 'host', 'pages'],
  summary:
    "The itinerary portal page the catalogue frames (HAP-042). DECIDE: the host's standing decides the request and survey links; the flags may only hide them",
  request: {
    query: z.object({
      itineraryId: z.uuid({ message: 'Not an itinerary id' }),
      itineraryPreview: flag.default('false'),
      isHostQualifying: flag.optional(),
      isRequestable: flag.optional(),
    }),
  },
  responses: {
    200: { description: 'The page', content: { 'text/html': { schema: z.string() } } },
    ...errorResponses,
    404: {
      description: 'No such live itinerary for this host',
      content: { 'application/json': { schema: errorEnvelope } },
    },
  },
});

export const hostResourcePathRoutes = router()
  .openapi(readDetailsRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const row = await findHostTrip(c.get('deps').database.db, user, c.req.valid('param').id, 'read');
    return c.json({ success: true as const, data: toTripDetailsView(row) }, 200);
  })
  .openapi(updateDetailsRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const { database, now } = c.get('deps');
    const { id } = c.req.valid('param');
    await saveTripConfiguration(database.db, user, id, c.req.valid('json'), now());
    const row = await findHostTrip(database.db, user, id, 'read');
    return c.json({ success: true as const, data: toTripDetailsView(row) }, 200);
  })
  .openapi(portalRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const q = c.req.valid('query');
    const { standing, itinerary } = await describeItinerary(c.get('deps').database.db, user, q.itineraryId);
    const html = itineraryPortalPage({
      itinerary,
      preview: q.itineraryPreview === 'true',
      // A caller's flag can hide an action (a preview shows none) but never offer one the standing does not allow.
      requestable: !itinerary.locked && q.isRequestable !== 'false',
      surveyFirst: !standing.qualified && q.isHostQualifying !== 'true',
    });
    c.header('Cache-Control', 'no-store');
    return c.html(html, 200);
  });
