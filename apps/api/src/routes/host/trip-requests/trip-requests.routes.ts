// POST /api/me/trip-requests (CAT-001, HAP-041): a host requests a trip from an itinerary. The body is the domain's
// submit payload (CAT-025), re-checked on the server against the stored itinerary; 400 names each bad field, 403 a
// locked tier, 409 a departure taken meanwhile. Reading requests stays on the generic base (HAP-010).
import { tripRequestSubmitPayloadSchema } from '@caravan/domain';
import { createRoute } from '@hono/zod-openapi';
import { requireSession } from '../../../http/context.js';
import { envelopeOf, errorResponses, refusal, router } from '../../../http/openapi.js';
import { createTripRequest } from '../../../services/trip-request/index.js';
import { tripRequestCreatedView } from '../../../views/trip-request-created.view.js';

const createRequestRoute = createRoute({
  method: 'post',
  path: '/api/me/trip-requests',
  tags: ['me', 'host'],
  summary:
    'HAP-041: request a trip; an instant-approval request is accepted and its trip created at once, any other opens its trip in status created',
  request: { body: { required: true, content: { 'application/json': { schema: tripRequestSubmitPayloadSchema } } } },
  responses: {
    201: { description: 'Requested', content: { 'application/json': { schema: envelopeOf(tripRequestCreatedView) } } },
    ...errorResponses,
    404: refusal('No such live itinerary'),
    409: refusal('This itinerary is booked'),
  },
});

export const tripRequestRoutes = router().openapi(createRequestRoute, async (c) => {
  const { database, now } = c.get('deps');
  const data = await createTripRequest(database.db, requireSession(c).user, c.req.valid('json'), now());
  return c.json({ success: true as const, data }, 201);
});
