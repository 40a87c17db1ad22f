// /api/me/itineraries (OAP-021, OAP-022): list by sidebar group, get, create, update the review details (with the
// version read), submit for approval. Typed routes answering views; every read and write through the policy.
import {
  OPERATOR_ITINERARY_GROUP_KEYS,
  itineraryReviewDetailsSchema,
  itineraryReviewDetailsUpdateSchema,
  itinerarySubmitSchema,
  pageSchema,
} from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, requireSession } from '../../http/context.js';
import { errorResponses, jsonOk, refusal, router } from '../../http/openapi.js';
import {
  createItinerary,
  listItineraries,
  readItinerary,
  submitItinerary,
  updateItineraryDetails,
} from '../../services/itinerary/index.js';
import { toItineraryView, itineraryView } from '../../views/itinerary.view.js';
import { operatorItineraryView, toOperatorItineraryView } from '../../views/operator-itinerary.view.js';
import { safeText } from '../resources/safe-text.js';
import { searchQuery } from '../resources/search-query.js';

const idParams = z.object({ id: z.uuid({ message: 'Not an itinerary id' }) });
const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const userOf = (c: Context<AppEnv>) => requireSession(c).user;

const listQuery = searchQuery.extend({
  group: z.enum(OPERATOR_ITINERARY_GROUP_KEYS).optional().openapi({ description: 'One sidebar group (RTE-017)' }),
  type: safeText(100).optional(),
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/me/itineraries',
  tags: ['me', 'operator'],
  summary: "A page of the caller's itineraries: an operator's own by group, in name order; the catalogue for others",
  request: { query: listQuery },
  responses: { 200: jsonOk(pageSchema(itineraryView), 'A page of itineraries'), ...errorResponses },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/me/itineraries/{id}',
  tags: ['me', 'operator'],
  summary: "One itinerary: its owner operator reads the builder's view, hosts and travelers the catalogue view",
  request: { params: idParams },
  responses: {
    200: jsonOk(z.union([operatorItineraryView, itineraryView]), 'The itinerary'),
    ...errorResponses,
    404: refusal('No such itinerary (or not yours)'),
  },
});

const createItineraryRoute = createRoute({
  method: 'post',
  path: '/api/me/itineraries',
  tags: ['me', 'operator'],
  summary: 'OPI-006: create an itinerary from its review details (status incomplete, owned by the caller)',
  request: { body: body(itineraryReviewDetailsSchema) },
  responses: {
    201: jsonOk(operatorItineraryView, 'Created'),
    ...errorResponses,
  },
});

const updateRoute = createRoute({
  method: 'post',
  path: '/api/me/itineraries/{id}',
  tags: ['me', 'operator'],
  summary: 'Save the review details on the version read; a stale version answers 409 STALE_VERSION',
  request: { params: idParams, body: body(itineraryReviewDetailsUpdateSchema) },
  responses: {
    200: jsonOk(operatorItineraryView, 'Saved'),
    ...errorResponses,
    404: refusal('No such itinerary (or not yours)'),
    409: refusal('Saved by someone else since this version was read'),
  },
});

const submitRoute = createRoute({
  method: 'post',
  path: '/api/me/itineraries/{id}/submit',
  tags: ['me', 'operator', 'lifecycle'],
  summary: 'OPI-008: submit for approval (Pending Approval); the itinerary machine decides, 409 names the refusal',
  request: { params: idParams, body: body(itinerarySubmitSchema) },
  responses: {
    200: jsonOk(operatorItineraryView, 'Submitted'),
    ...errorResponses,
    404: refusal('No such itinerary (or not yours)'),
    409: refusal('Not Submitted no more, or saved by someone else since this version was read'),
  },
});

export const operatorItineraryRoutes = router()
  .openapi(listRoute, async (c) => {
    const data = await listItineraries(c.get('deps').database.db, userOf(c), c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(getRoute, async (c) => {
    const user = userOf(c);
    const row = await readItinerary(c.get('deps').database.db, user, c.req.valid('param').id);
    const data = user.group === 'operator' ? toOperatorItineraryView(row) : toItineraryView(row);
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(createItineraryRoute, async (c) => {
    const { database, now } = c.get('deps');
    const row = await createItinerary(database.db, userOf(c), c.req.valid('json'), now());
    return c.json({ success: true as const, data: toOperatorItineraryView(row) }, 201);
  })
  .openapi(updateRoute, async (c) => {
    const { database, now } = c.get('deps');
    const { version, ...details } = c.req.valid('json');
    const row = await updateItineraryDetails(database.db, userOf(c), c.req.valid('param').id, details, version, now());
    return c.json({ success: true as const, data: toOperatorItineraryView(row) }, 200);
  })
  .openapi(submitRoute, async (c) => {
    const { database, now } = c.get('deps');
    const { row } = await submitItinerary(
      database.db,
      userOf(c),
      c.req.valid('param').id,
      c.req.valid('json').version,
      now(),
    );
    return c.json({ success: true as const, data: toOperatorItineraryView(row) }, 200);
  });
