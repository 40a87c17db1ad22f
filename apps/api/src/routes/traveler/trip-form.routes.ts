// The trip's travelers (HAP-017: a traveler's own record and trip form, TAP-006; every traveler for the trip's hosts and
// operator), the trip form save for the trip and user (TAP-002: PUT /api/me/trips/{id}/users/{userId}/trip-form) and
// the traveler-record save (TAP-003). A traveler reads and saves only their own record; another's answers 404.
import {
  myTripTravelersSchema,
  myTripFormSchema,
  pageQuerySchema,
  pageSchema,
  travelerTripFormSchema,
  tripIdParamsSchema,
  tripTravelerParamsSchema,
  tripUserParamsSchema,
} from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { requireSession } from '../../http/context.js';
import { errorResponses, jsonOk, refusal, router } from '../../http/openapi.js';
import { saveMyTripForm } from '../../services/traveler-trip-form/trip-form.js';
import { tripTravelers } from '../../services/traveler-trip-form/trip-travelers.js';
import { travelerView } from '../../views/traveler.view.js';
import { dbOf, viewerOf } from './traveler-context.js';

const formErrors = {
  ...errorResponses,
  400: refusal("Missing required fields: 'Required' per field (TFM-006)"),
  404: refusal('Not found, or not yours'),
  409: refusal('The trip is complete: the form is closed (TFM-014)'),
} as const;
const formBody = { body: { content: { 'application/json': { schema: travelerTripFormSchema } }, required: true } };

const travelersRoute = createRoute({
  method: 'get',
  path: '/api/me/trips/{id}/travelers',
  tags: ['traveler', 'host', 'operator'],
  summary:
    "HAP-017: a page of the trip's travelers; a traveler gets their own record with their trip form (TAP-006), the trip's hosts and operator every traveler on it",
  request: { params: tripIdParamsSchema, query: pageQuerySchema },
  responses: {
    200: jsonOk(z.union([myTripTravelersSchema, pageSchema(travelerView)]), 'A page of traveler records'),
    ...formErrors,
  },
});

const saveForUserRoute = createRoute({
  method: 'put',
  path: '/api/me/trips/{id}/users/{userId}/trip-form',
  tags: ['traveler'],
  summary: 'Saves the trip form for the trip and the user; answers the saved form (TAP-002, TFM-019, TFM-020)',
  request: { params: tripUserParamsSchema, ...formBody },
  responses: { 200: jsonOk(myTripFormSchema, 'The saved form'), ...formErrors },
});

const saveTravelerRoute = createRoute({
  method: 'post',
  path: '/api/me/trips/{id}/travelers/{travelerId}',
  tags: ['traveler'],
  summary: "Saves the traveler record's trip form (TAP-003)",
  request: { params: tripTravelerParamsSchema, ...formBody },
  responses: { 200: jsonOk(myTripFormSchema, 'The saved form'), ...formErrors },
});

export const travelerTripFormRoutes = router()
  .openapi(travelersRoute, async (c) => {
    const { user } = requireSession(c);
    const viewer = { id: user.id, email: user.email, group: user.group, role: user.role };
    const data = await tripTravelers(dbOf(c), viewer, c.req.valid('param').id, c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(saveForUserRoute, async (c) => {
    const { id, userId } = c.req.valid('param');
    const data = await saveMyTripForm(dbOf(c), viewerOf(c), id, { userId }, c.req.valid('json'), c.get('deps').now());
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(saveTravelerRoute, async (c) => {
    const { id, travelerId } = c.req.valid('param');
    const data = await saveMyTripForm(
      dbOf(c),
      viewerOf(c),
      id,
      { travelerId },
      c.req.valid('json'),
      c.get('deps').now(),
    );
    return c.json({ success: true as const, data }, 200);
  });
