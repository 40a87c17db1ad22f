// GET /api/me/trips and /api/me/trips/{id}: one route each, for every audience. A traveler reads the traveler app's
// trips (TAP-004, TAP-005, TAP-010); a host, co-host, operator or admin the organiser's trip view (HAP-011).
import { myTripDetailsSchema, myTripsResponseSchema, pageSchema, tripIdParamsSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, requireSession } from '../http/context.js';
import { envelopeOf, errorResponses, router } from '../http/openapi.js';
import { providersOf } from '../providers/index.js';
import { listMyTrips, myTripDetails } from '../services/booking/index.js';
import { tripView } from '../views/trip.view.js';
import { organizerTrips } from './resources/organizer-trips.js';
import { searchQuery } from './resources/search-query.js';

const notYours = { description: 'Not found, or not yours', content: errorResponses[403].content };
const ok = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema: envelopeOf(schema) } },
});
const isTraveler = (c: Context<AppEnv>) => requireSession(c).user.group === 'traveler';
const travelerOf = (c: Context<AppEnv>) => {
  const { user } = requireSession(c);
  return { id: user.id, email: user.email, group: user.group, role: user.role };
};

const listRoute = createRoute({
  method: 'get',
  path: '/api/me/trips',
  tags: ['me'],
  summary: "The signed-in user's trips: a traveler's trips (TAP-005), or the trips an organiser works on (HAP-011)",
  request: { query: searchQuery },
  responses: {
    200: ok(
      z.union([myTripsResponseSchema, pageSchema(tripView)]),
      "A page of a traveler's trips, or of the trips an organiser works on",
    ),
    ...errorResponses,
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/api/me/trips/{id}',
  tags: ['me'],
  summary: 'One trip: with the booking decisions for a traveler (TAP-004, TAP-010, CAN-001), else the organiser view',
  request: { params: tripIdParamsSchema },
  responses: {
    200: ok(z.union([myTripDetailsSchema, tripView]), 'The trip'),
    ...errorResponses,
    404: notYours,
  },
});

export const meTripRoutes = router()
  .openapi(listRoute, async (c) => {
    if (!isTraveler(c))
      return c.json({ success: true as const, data: await organizerTrips.list(c, c.req.valid('query')) }, 200);
    const data = await listMyTrips(c.get('deps').database.db, travelerOf(c), c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(detailRoute, async (c) => {
    const { id } = c.req.valid('param');
    if (!isTraveler(c)) return c.json({ success: true as const, data: await organizerTrips.get(c, id) }, 200);
    const { payments } = providersOf(c.get('deps'));
    const data = await myTripDetails(c.get('deps').database.db, payments, travelerOf(c), id, c.get('deps').now());
    return c.json({ success: true as const, data }, 200);
  });
