// The traveler's rides: their list on a trip for the itinerary card (RID-004..006), edit information (OAP-010) and
// cancel (OAP-009). Another traveler's ride answers 404; a secondary traveler may read but not change (RID-009).
import { createRoute } from '@hono/zod-openapi';
import { pageQuerySchema, tripIdParamsSchema } from '@caravan/domain';
import { errorResponses, jsonOk, refusal, router } from '../../../http/openapi.js';
import { providersOf } from '../../../providers/index.js';
import { cancelRide, listTripRides, rebookRide, updateRideTraveler } from '../../../services/transfers/index.js';
import {
  rideCancelView,
  rideIdParamsSchema,
  rideRebookRequestSchema,
  rideRebookView,
  rideUpdateRequestSchema,
  rideView,
  ridesListView,
} from '../../../views/rides.view.js';
import { dbOf, nowOf, transferViewerOf as viewerOf } from '../traveler-context.js';
import { limitMoneyWrites } from '../../../auth/rate-limit.js';

const rideErrors = {
  ...errorResponses,
  404: refusal('Not found, or not yours'),
  409: refusal('The ride can no longer be changed (its status)'),
} as const;

const listRoute = createRoute({
  method: 'get',
  path: '/api/me/trips/{id}/rides',
  tags: ['traveler'],
  summary: "A page of the viewer's rides on the trip, arrival first; none for a secondary traveler (RID-004..006)",
  request: { params: tripIdParamsSchema, query: pageQuerySchema },
  responses: { 200: jsonOk(ridesListView, 'Rides'), ...rideErrors },
});
const updateRoute = createRoute({
  method: 'patch',
  path: '/api/me/ground-transfers/{id}',
  tags: ['traveler'],
  summary: "Edit a ride's traveler information; every field required (OAP-010, RID-010)",
  request: {
    params: rideIdParamsSchema,
    body: { content: { 'application/json': { schema: rideUpdateRequestSchema } }, required: true },
  },
  responses: { 200: jsonOk(rideView, 'Updated'), ...rideErrors },
});
const cancelRoute = createRoute({
  method: 'post',
  middleware: limitMoneyWrites,
  path: '/api/me/ground-transfers/{id}/cancel',
  tags: ['traveler'],
  summary: 'Cancel a ride with the provider; refunded when 24 hours or more before pickup (OAP-009, RID-013)',
  request: { params: rideIdParamsSchema },
  responses: {
    200: jsonOk(rideCancelView, 'Cancelled'),
    ...rideErrors,
    502: refusal('The transfer provider could not cancel (nothing changed)'),
  },
});

const rebookRoute = createRoute({
  method: 'post',
  path: '/api/me/ground-transfers/{id}/rebook',
  tags: ['traveler'],
  summary:
    'Rebook a cancelled ride up to 24 hours before the trip starts; the card pays what the cancellation refunded (GTR-028, RID-014)',
  request: {
    params: rideIdParamsSchema,
    body: { content: { 'application/json': { schema: rideRebookRequestSchema } }, required: true },
  },
  responses: {
    200: jsonOk(rideRebookView, 'Rebooked'),
    ...rideErrors,
    402: refusal('The card was declined (nothing booked)'),
    409: refusal('Not cancelled, or the trip starts in less than 24 hours (the domain message)'),
    502: refusal('The transfer provider could not book (nothing charged)'),
  },
});

export const travelerRideRoutes = router()
  .openapi(listRoute, async (c) => {
    const data = await listTripRides(dbOf(c), viewerOf(c), c.req.valid('param').id, c.req.valid('query'), nowOf(c));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(updateRoute, async (c) => {
    const data = await updateRideTraveler(dbOf(c), viewerOf(c), c.req.valid('param').id, c.req.valid('json'), nowOf(c));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(cancelRoute, async (c) => {
    const data = await cancelRide(dbOf(c), providersOf(c.get('deps')), viewerOf(c), c.req.valid('param').id, nowOf(c));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(rebookRoute, async (c) => {
    const data = await rebookRide(dbOf(c), providersOf(c.get('deps')), {
      viewer: viewerOf(c),
      id: c.req.valid('param').id,
      cardToken: c.req.valid('json').cardToken,
      now: nowOf(c),
    });
    return c.json({ success: true as const, data }, 200);
  });
