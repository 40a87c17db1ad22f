// GET /api/me/host/catalogue/{id}/review-report (HAP-038; decision 023): the itinerary's rating from the reviews
// service, which the API calls for the portal (the service's own path is {reviews service}/api/public/review/…/report).
import { createRoute, z } from '@hono/zod-openapi';
import { requireSession } from '../../../http/context.js';
import { errorResponses, jsonOk, refusal, router } from '../../../http/openapi.js';
import { providersOf } from '../../../providers/index.js';
import { itineraryReviewReport } from '../../../services/trip-request/review-report.js';

const reviewReportView = z
  .object({
    overallRating: z.number().min(1).max(5).optional(),
    reviewCount: z.number().int().nonnegative().optional(),
  })
  .strict()
  .openapi('ItineraryReviewReport');

const route = createRoute({
  method: 'get',
  path: '/api/me/host/catalogue/{id}/review-report',
  tags: ['me', 'host'],
  summary:
    "HAP-038: the itinerary's review report (overallRating) from the reviews service; empty when the service fails or nobody reviewed it",
  request: { params: z.object({ id: z.uuid({ message: 'Not an itinerary id' }) }) },
  responses: {
    200: jsonOk(reviewReportView, 'The report (empty without reviews or when the service fails)'),
    ...errorResponses,
    404: refusal('No such live itinerary in the host catalogue'),
  },
});

export const catalogueReviewReportRoutes = router().openapi(route, async (c) => {
  const deps = c.get('deps');
  const data = await itineraryReviewReport(
    deps.database.db,
    providersOf(deps).reviews,
    requireSession(c).user,
    c.req.valid('param').id,
  );
  return c.json({ success: true as const, data }, 200);
});
