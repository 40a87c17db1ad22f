// Trip requests for the operator (OAP-028, docs/decisions: trip request paths): the review of one request with its
// host-request summary, and creating its trip (OPT-051, OPT-052). List and get stay the /api/me/trip-requests mount.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, requireSession } from '../../../http/context.js';
import { errorResponses, jsonOk, refusal, router } from '../../../http/openapi.js';
import { createTripFromRequest, tripRequestReview } from '../../../services/operator-trip/index.js';
import { operatorTripRequestView } from '../../../views/operator-trip.view.js';

const params = z.object({ id: z.uuid({ message: 'Not a trip request id' }) });
const userOf = (c: Context<AppEnv>) => requireSession(c).user;
const tags = ['me', 'operator'];

const reviewRoute = createRoute({
  method: 'get',
  path: '/api/me/trip-requests/{id}/review',
  tags,
  summary: "OAP-028: the operator's review of a trip request: host-request summary, its trip, whether one may be made",
  request: { params },
  responses: {
    200: jsonOk(operatorTripRequestView, 'The trip request'),
    ...errorResponses,
    404: refusal('No such trip request (or not on your itineraries)'),
  },
});

const createTripRoute = createRoute({
  method: 'post',
  path: '/api/me/trip-requests/{id}/trip',
  tags: [...tags, 'lifecycle'],
  summary:
    'OAP-028, OPT-051, OPT-052: create the trip of a pending request (status created); the request is trip-created',
  request: { params },
  responses: {
    201: jsonOk(z.object({ tripId: z.uuid() }).openapi('CreatedTrip'), 'The trip was created'),
    ...errorResponses,
    404: refusal('No such trip request (or not on your itineraries)'),
    409: refusal('The request is not pending (or has no start date)'),
  },
});

export const operatorTripRequestRoutes = router()
  .openapi(reviewRoute, async (c) => {
    const { database, now } = c.get('deps');
    const data = await tripRequestReview(database.db, userOf(c), c.req.valid('param').id, now());
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(createTripRoute, async (c) => {
    const { database, now } = c.get('deps');
    const data = await createTripFromRequest(database.db, userOf(c), c.req.valid('param').id, now());
    return c.json({ success: true as const, data }, 201);
  });
