// The traveler's trip form calls: their traveler record and form on a trip (TAP-006), the save for the trip and user
// (TAP-002: PUT /api/me/trips/{id}/users/{userId}/trip-form) and the traveler-record save (TAP-003). A traveler reads
// and saves only their own record; another's answers 404.
import {
  myTripTravelersSchema,
  myTripFormSchema,
  travelerTripFormSchema,
  tripIdParamsSchema,
  tripTravelerParamsSchema,
  tripUserParamsSchema,
} from '@caravan/domain';
import { createRoute, type z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, requireGroup } from '../../http/context.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../http/openapi.js';
import type { Viewer } from '../../services/booking/index.js';
import { myTripForm, saveMyTripForm } from '../../services/traveler-trip-form/trip-form.js';

const err = (description: string) => ({ description, content: { 'application/json': { schema: errorEnvelope } } });
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: envelopeOf(schema) } },
});
const formErrors = {
  ...errorResponses,
  400: err("Missing required fields: 'Required' per field (TFM-006)"),
  404: err('Not found, or not yours'),
  409: err('The trip is complete: the form is closed (TFM-014)'),
} as const;
const formBody = { body: { content: { 'application/json': { schema: travelerTripFormSchema } }, required: true } };

function viewerOf(c: Context<AppEnv>): Viewer {
  const { user } = requireGroup(c, 'traveler');
  return { id: user.id, email: user.email, group: user.group, role: user.role };
}

const travelersRoute = createRoute({
  method: 'get',
  path: '/api/me/trips/{id}/travelers',
  tags: ['traveler'],
  summary: "The viewer's traveler record on the trip with their trip form (TAP-006)",
  request: { params: tripIdParamsSchema },
  responses: { 200: json(myTripTravelersSchema, 'Traveler records'), ...formErrors },
});

const saveForUserRoute = createRoute({
  method: 'put',
  path: '/api/me/trips/{id}/users/{userId}/trip-form',
  tags: ['traveler'],
  summary: 'Saves the trip form for the trip and the user; answers the saved form (TAP-002, TFM-019, TFM-020)',
  request: { params: tripUserParamsSchema, ...formBody },
  responses: { 200: json(myTripFormSchema, 'The saved form'), ...formErrors },
});

const saveTravelerRoute = createRoute({
  method: 'post',
  path: '/api/me/trips/{id}/travelers/{travelerId}',
  tags: ['traveler'],
  summary: "Saves the traveler record's trip form (TAP-003)",
  request: { params: tripTravelerParamsSchema, ...formBody },
  responses: { 200: json(myTripFormSchema, 'The saved form'), ...formErrors },
});

const dbOf = (c: Context<AppEnv>) => c.get('deps').database.db;

export const travelerTripFormRoutes = router()
  .openapi(travelersRoute, async (c) => {
    const data = [await myTripForm(dbOf(c), viewerOf(c), c.req.valid('param').id)];
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
