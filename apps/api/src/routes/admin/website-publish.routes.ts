// POST /api/admin/files/website/{itineraries|trips}/{id}/publish (HAP-072, decision 020): the spec's publish calls.
// Caravan keeps no website files: what the public site shows is read live, so publishing is the review that puts
// an itinerary Live (the itinerary machine's approve) or a trip page on Marketing (the publish machine's approve).
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../http/context.js';
import { envelopeOf, errorResponses, refusal, router } from '../../http/openapi.js';
import { reviewItinerary } from '../../services/itinerary/index.js';
import { itineraryView, toItineraryView } from '../../views/itinerary.view.js';
import { reviewTripPage } from '../../services/admin/review-trip-page.js';
import { publishReviewView } from '../../views/publish-review.view.js';

const publishRoute = <T extends z.ZodType>(kind: 'itineraries' | 'trips', view: T, summary: string) =>
  createRoute({
    method: 'post',
    path: `/api/admin/files/website/${kind}/{id}/publish`,
    tags: ['admin', 'lifecycle'],
    summary,
    request: { params: z.object({ id: z.uuid({ message: 'Not an id' }) }) },
    responses: {
      200: { description: 'Published', content: { 'application/json': { schema: envelopeOf(view) } } },
      ...errorResponses,
      404: refusal(kind === 'trips' ? 'No such trip' : 'No such itinerary'),
      409: refusal('The machine refused: not submitted for review, or already published'),
    },
  });

export const adminWebsitePublishRoutes = router()
  .openapi(
    publishRoute('itineraries', itineraryView, 'Publish a submitted itinerary: it goes Live (HAP-072)'),
    async (c) => {
      const { user } = requireGroup(c, 'admin');
      const { database, now } = c.get('deps');
      const { row } = await reviewItinerary(database.db, user, c.req.valid('param').id, 'itinerary.approve', now());
      return c.json({ success: true as const, data: toItineraryView(row) }, 200);
    },
  )
  .openapi(
    publishRoute('trips', publishReviewView, 'Publish a trip page in review: it moves on to Marketing (HAP-072)'),
    async (c) => {
      const { user } = requireGroup(c, 'admin');
      const data = await reviewTripPage(c.get('deps'), user, c.req.valid('param').id, 'publish.approveReview');
      return c.json({ success: true as const, data }, 200);
    },
  );
