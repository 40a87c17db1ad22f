// The public trip page's data (MKT-001..004): GET /api/public/trips/{slug} (a public view, no internal fields) and
// POST /api/public/trips/{slug}/visits (a visit and its channel, for the host's analytics).
import { createRoute, z } from '@hono/zod-openapi';
import { VISIT_CHANNELS } from '@caravan/domain';
import { PUBLIC_ROUTE } from '../../http/openapi-document.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../http/openapi.js';
import { findPublicTrip, publicTripViewOf } from '../../services/booking/create-booking/public-trip.js';
import { recordTripPageVisit } from '../../services/booking/create-booking/record-visit.js';
import { publicTripView } from '../../views/public-trip.view.js';

const slugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: 'slug', in: 'path' }, description: "The trip's page path (e.g. crv-1005) or id" }),
});
const notFound = { description: 'No public trip there', content: { 'application/json': { schema: errorEnvelope } } };

const readRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'get',
  path: '/api/public/trips/{slug}',
  tags: ['public'],
  summary: 'A published trip as its public page shows it (MKT-002, MKT-004)',
  request: { params: slugParams },
  responses: {
    200: { description: 'The trip', content: { 'application/json': { schema: envelopeOf(publicTripView) } } },
    404: notFound,
    ...errorResponses,
  },
});

const visitBody = z
  .object({
    utmSource: z.string().max(200).optional(),
    utmMedium: z.string().max(200).optional(),
    utmCampaign: z.string().max(200).optional(),
    referrer: z.string().max(2000).optional(),
  })
  .openapi('TripPageVisitRequest');

const visitRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'post',
  path: '/api/public/trips/{slug}/visits',
  tags: ['public'],
  summary: 'Record a visit of the public trip page with its channel (utm_source, referrer)',
  request: { params: slugParams, body: { required: true, content: { 'application/json': { schema: visitBody } } } },
  responses: {
    201: {
      description: 'Recorded',
      content: { 'application/json': { schema: envelopeOf(z.object({ channel: z.enum(VISIT_CHANNELS) })) } },
    },
    404: notFound,
    ...errorResponses,
  },
});

export const publicTripRoutes = router()
  .openapi(readRoute, async (c) => {
    const { database, now } = c.get('deps');
    const trip = await findPublicTrip(database.db, c.req.valid('param').slug);
    return c.json({ success: true as const, data: await publicTripViewOf(database.db, trip, now()) }, 200);
  })
  .openapi(visitRoute, async (c) => {
    const { database, now } = c.get('deps');
    const trip = await findPublicTrip(database.db, c.req.valid('param').slug);
    const body = c.req.valid('json');
    const channel = await recordTripPageVisit(database.db, {
      tripId: trip.id,
      utmSource: body.utmSource,
      utmMedium: body.utmMedium,
      utmCampaign: body.utmCampaign,
      referrer: body.referrer,
      ownHost: new URL(c.req.url).host,
      now: now(),
    });
    return c.json({ success: true as const, data: { channel } }, 201);
  });
