// The traveler's itinerary: GET /api/me/trips/{id}/itinerary (TAP-007) and its PDF download (TRV-053, TRV-054).
// A traveler reads only the itinerary of a trip they are on; any other trip answers 404.
import { attachmentDisposition } from '../../http/attachment.js';
import { myItinerarySchema, tripIdParamsSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, requireGroup } from '../../http/context.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../http/openapi.js';
import type { Viewer } from '../../services/booking/index.js';
import { myItinerary, myItineraryPdf } from '../../services/traveler-itinerary/my-itinerary.js';

const notYours = { description: 'Not found, or not yours', content: { 'application/json': { schema: errorEnvelope } } };

/** The signed-in traveler (a 401/403 for anyone else). */
function viewerOf(c: Context<AppEnv>): Viewer {
  const { user } = requireGroup(c, 'traveler');
  return { id: user.id, email: user.email, group: user.group, role: user.role };
}

const itineraryRoute = createRoute({
  method: 'get',
  path: '/api/me/trips/{id}/itinerary',
  tags: ['traveler'],
  summary: "The trip's day-by-day itinerary for a traveler on it (TAP-007, TRV-053)",
  request: { params: tripIdParamsSchema },
  responses: {
    200: {
      description: 'The itinerary',
      content: { 'application/json': { schema: envelopeOf(myItinerarySchema) } },
    },
    ...errorResponses,
    404: notYours,
  },
});

const pdfRoute = createRoute({
  method: 'get',
  path: '/api/me/trips/{id}/itinerary/pdf',
  tags: ['traveler'],
  summary: 'The itinerary as a PDF attachment named from trip name, destination and first date (TRV-054)',
  request: { params: tripIdParamsSchema },
  responses: {
    200: {
      description: 'The PDF',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses,
    404: notYours,
  },
});

export const travelerItineraryRoutes = router()
  .openapi(itineraryRoute, async (c) => {
    const data = await myItinerary(c.get('deps').database.db, viewerOf(c), c.req.valid('param').id);
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(pdfRoute, async (c) => {
    const { fileName, bytes } = await myItineraryPdf(
      c.get('deps').database.db,
      viewerOf(c),
      c.req.valid('param').id,
      c.get('deps').now(),
    );
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition(fileName),
      // A traveler's own document: never kept by a shared cache.
      'Cache-Control': 'private, no-store',
    });
  });
