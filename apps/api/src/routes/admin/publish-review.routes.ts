// POST /api/admin/trips/{id}/publish-review: the platform's review of a trip page the host asked to publish (§4.4):
// the publish machine moves it from In Review to Marketing ('publish.approveReview', admins only); 409 otherwise.
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../http/context.js';
import { envelopeOf, errorResponses, refusal, router } from '../../http/openapi.js';
import { PUBLISH_REVIEW_EVENTS, reviewTripPage } from '../../services/admin/review-trip-page.js';
import { publishReviewView } from '../../views/publish-review.view.js';

const reviewBody = z
  .object({ type: z.enum(PUBLISH_REVIEW_EVENTS) })
  .strict()
  .openapi('PublishReviewEvent');

const reviewRoute = createRoute({
  method: 'post',
  path: '/api/admin/trips/{id}/publish-review',
  tags: ['admin', 'lifecycle'],
  summary:
    'Pass the review of a trip page in review: its publish status moves on to Marketing (host-and-platform §4.4)',
  request: {
    params: z.object({ id: z.uuid({ message: 'Not a trip id' }) }),
    body: { required: true, content: { 'application/json': { schema: reviewBody } } },
  },
  responses: {
    200: { description: 'Reviewed', content: { 'application/json': { schema: envelopeOf(publishReviewView) } } },
    ...errorResponses,
    404: refusal('No such trip'),
    409: refusal('The publish machine refused the event (the page is not in review), or the trip changed meanwhile'),
  },
});

export const adminPublishReviewRoutes = router().openapi(reviewRoute, async (c) => {
  const { user } = requireGroup(c, 'admin');
  const data = await reviewTripPage(c.get('deps'), user, c.req.valid('param').id, c.req.valid('json').type);
  return c.json({ success: true as const, data }, 200);
});
