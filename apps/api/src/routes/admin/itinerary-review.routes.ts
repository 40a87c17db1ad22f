// POST /api/admin/itineraries/{id}/events: the platform's review of a submitted itinerary (approve: Live; request
// changes: Not Submitted), decided by the itinerary machine; 409 names the refusing guard or the state.
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../http/context.js';
import { envelopeOf, errorResponses, refusal, router } from '../../http/openapi.js';
import { ITINERARY_REVIEW_EVENTS, reviewItinerary } from '../../services/itinerary/index.js';
import { toItineraryView, itineraryView } from '../../views/itinerary.view.js';

const reviewRoute = createRoute({
  method: 'post',
  path: '/api/admin/itineraries/{id}/events',
  tags: ['admin', 'lifecycle'],
  summary: 'Approve a submitted itinerary (Live) or send it back (Not Submitted)',
  request: {
    params: z.object({ id: z.uuid({ message: 'Not an itinerary id' }) }),
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({ type: z.enum(ITINERARY_REVIEW_EVENTS) })
            .strict()
            .openapi('ItineraryReviewEvent'),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'Moved',
      content: { 'application/json': { schema: envelopeOf(itineraryView) } },
    },
    ...errorResponses,
    404: refusal('No such itinerary'),
    409: refusal('The machine refused the event, or the itinerary changed meanwhile'),
  },
});

export const adminItineraryReviewRoutes = router().openapi(reviewRoute, async (c) => {
  const { user } = requireGroup(c, 'admin');
  const { database, now } = c.get('deps');
  const { row } = await reviewItinerary(database.db, user, c.req.valid('param').id, c.req.valid('json').type, now());
  return c.json({ success: true as const, data: toItineraryView(row) }, 200);
});
