// GET /api/me/pages/traveler-terms?tripId=: the trip's traveler terms as a server page (HTML, escaped), for a frame.
import { createRoute, z } from '@hono/zod-openapi';
import { requireSession } from '../../../http/context.js';
import { errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import { travelerTermsHtml } from '../../../services/operator-trip/index.js';

const termsRoute = createRoute({
  method: 'get',
  path: '/api/me/pages/traveler-terms',
  tags: ['me', 'operator', 'pages'],
  summary: "The trip's traveler terms page (HTML) for its operator, hosts and travelers",
  request: { query: z.object({ tripId: z.uuid({ message: 'Not a trip id' }) }) },
  responses: {
    200: { description: 'The page', content: { 'text/html': { schema: z.string() } } },
    ...errorResponses,
    404: { description: 'No such trip (or not yours)', content: { 'application/json': { schema: errorEnvelope } } },
  },
});

export const travelerTermsRoutes = router().openapi(termsRoute, async (c) => {
  const html = await travelerTermsHtml(c.get('deps').database.db, requireSession(c).user, c.req.valid('query').tripId);
  c.header('Cache-Control', 'no-store');
  return c.html(html, 200) as never;
});
