// The traveler's rides: their list on a trip for the itinerary card (RID-004..006), edit information (OAP-010) and
// cancel (OAP-009). Another traveler's ride answers 404; a secondary traveler may read but not change (RID-009).
import { createRoute, type z } from '@hono/zod-openapi';
import { tripIdParamsSchema } from '@caravan/domain';
import type { Context } from 'hono';
import { type AppEnv, requireGroup } from '../../../http/context.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import { providersOf } from '../../../providers/index.js';
import type { Viewer } from '../../../services/booking/booking-records.js';
import { cancelRide, listTripRides, updateRideTraveler } from '../../../services/transfers/index.js';
import { rideCancelView, rideIdParamsSchema, rideUpdateRequestSchema, rideView, ridesListView } from './rides.view.js';

const err = (description: string) => ({ description, content: { 'application/json': { schema: errorEnvelope } } });
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: envelopeOf(schema) } },
});
const rideErrors = {
  ...errorResponses,
  404: err('Not found, or not yours'),
  409: err('The ride can no longer be changed (its status)'),
} as const;

function viewerOf(c: Context<AppEnv>): Viewer {
  const { user } = requireGroup(c, 'traveler');
  return { id: user.id, email: user.email, group: user.group, role: user.role };
}
const nowOf = (c: Context<AppEnv>) => c.get('deps').now();
const dbOf = (c: Context<AppEnv>) => c.get('deps').database.db;

const listRoute = createRoute({
  method: 'get',
  path: '/api/me/trips/{id}/rides',
  tags: ['traveler'],
  summary: "The viewer's rides on the trip, arrival first; none for a secondary traveler (RID-004..006)",
  request: { params: tripIdParamsSchema },
  responses: { 200: json(ridesListView, 'Rides'), ...rideErrors },
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
  responses: { 200: json(rideView, 'Updated'), ...rideErrors },
});
const cancelRoute = createRoute({
  method: 'post',
  path: '/api/me/ground-transfers/{id}/cancel',
  tags: ['traveler'],
  summary: 'Cancel a ride with the provider; refunded when 24 hours or more before pickup (OAP-009, RID-013)',
  request: { params: rideIdParamsSchema },
  responses: {
    200: json(rideCancelView, 'Cancelled'),
    ...rideErrors,
    502: err('The transfer provider could not cancel (nothing changed)'),
  },
});

export const travelerRideRoutes = router()
  .openapi(listRoute, async (c) => {
    const rides = await listTripRides(dbOf(c), viewerOf(c), c.req.valid('param').id, nowOf(c));
    return c.json({ success: true as const, data: { rides } }, 200);
  })
  .openapi(updateRoute, async (c) => {
    const data = await updateRideTraveler(dbOf(c), viewerOf(c), c.req.valid('param').id, c.req.valid('json'), nowOf(c));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(cancelRoute, async (c) => {
    const data = await cancelRide(dbOf(c), providersOf(c.get('deps')), viewerOf(c), c.req.valid('param').id, nowOf(c));
    return c.json({ success: true as const, data }, 200);
  });
