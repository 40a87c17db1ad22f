// The host's gatherings and workshop spaces on a trip (WSP-082..096, HAP-048): POST …/gatherings creates, PATCH
// …/services/{serviceId} saves (a workshop is then accepted), DELETE …/gatherings/{serviceId} removes a gathering.
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../../http/context.js';
import { envelopeOf, errorResponses, router } from '../../../http/openapi.js';
import {
  createGathering,
  deleteGathering,
  updateItineraryItem,
} from '../../../services/host-workspace/itinerary-items.js';
import { hostWorkspaceServiceView } from '../../../views/host-workspace.view.js';
import { locked, notYours, tripParams } from './workspace.routes.js';

/** The gathering form (WSP-091, WSP-092): the domain's form schema decides, with the trip's day count. */
const itemBody = z
  .object({
    name: z.string().max(200),
    description: z.string().max(5000),
    dayIndex: z.number().int().min(0).max(365),
  })
  .strict()
  .openapi('HostItineraryItemInput');
const itemParams = tripParams.extend({ serviceId: z.uuid({ message: 'Not an item id' }) });
const itemOk = (description: string) => ({
  description,
  content: { 'application/json': { schema: envelopeOf(hostWorkspaceServiceView) } },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/api/me/host/trips/{id}/gatherings',
  tags: ['me', 'host'],
  summary: 'Create an informal gathering on a trip day (WSP-082, HAP-048)',
  request: { params: tripParams, body: { required: true, content: { 'application/json': { schema: itemBody } } } },
  responses: { 201: itemOk('The gathering created'), ...errorResponses, 404: notYours, 409: locked },
});

const updateRouteDef = createRoute({
  method: 'patch',
  path: '/api/me/host/trips/{id}/services/{serviceId}',
  tags: ['me', 'host'],
  summary: 'Save a gathering or a workshop space: name, description, day; a workshop is accepted (WSP-083, WSP-096)',
  request: { params: itemParams, body: { required: true, content: { 'application/json': { schema: itemBody } } } },
  responses: { 200: itemOk('The item saved'), ...errorResponses, 404: notYours, 409: locked },
});

const deleteRouteDef = createRoute({
  method: 'delete',
  path: '/api/me/host/trips/{id}/gatherings/{serviceId}',
  tags: ['me', 'host'],
  summary: 'Delete an informal gathering (WSP-084, WSP-087)',
  request: { params: itemParams },
  responses: {
    200: {
      description: 'Deleted',
      content: { 'application/json': { schema: envelopeOf(z.object({ id: z.uuid() }).strict()) } },
    },
    ...errorResponses,
    404: notYours,
    409: locked,
  },
});

export const itineraryItemRoutes = router()
  .openapi(createRouteDef, async (c) => {
    const { user } = requireGroup(c, 'host');
    const { database, now } = c.get('deps');
    const data = await createGathering(database.db, user, c.req.valid('param').id, c.req.valid('json'), now());
    return c.json({ success: true as const, data }, 201);
  })
  .openapi(updateRouteDef, async (c) => {
    const { user } = requireGroup(c, 'host');
    const { database, now } = c.get('deps');
    const { id, serviceId } = c.req.valid('param');
    const data = await updateItineraryItem(database.db, user, id, serviceId, c.req.valid('json'), now());
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(deleteRouteDef, async (c) => {
    const { user } = requireGroup(c, 'host');
    const { database, now } = c.get('deps');
    const { id, serviceId } = c.req.valid('param');
    return c.json(
      { success: true as const, data: await deleteGathering(database.db, user, id, serviceId, now()) },
      200,
    );
  });
