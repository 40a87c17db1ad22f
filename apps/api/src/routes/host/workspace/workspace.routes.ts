// The host's trip workspace (WSP-001, HAP-044, HAP-045): GET …/workspace reads the trip with the shell the domain
// decides; PATCH …/configuration saves the trip details. Another host's trip answers 404, a co-host's write 403.
import { TRIP_NAME_MAX_LENGTH, TRIP_SUMMARY_MAX_LENGTH } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../../http/context.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import { loadHostWorkspace } from '../../../services/host-workspace/load-workspace.js';
import { saveTripConfiguration } from '../../../services/host-workspace/save-configuration.js';
import { hostWorkspaceView } from '../../../views/host-workspace.view.js';

export const tripParams = z.object({ id: z.uuid({ message: 'Not a trip id' }) });
export const notYours = {
  description: 'No such trip, or not yours',
  content: { 'application/json': { schema: errorEnvelope } },
};
export const locked = {
  description: 'The trip is closed, complete or cancelled (the alert text), or the item cannot be changed',
  content: { 'application/json': { schema: errorEnvelope } },
};
const workspaceOk = {
  description: 'The workspace',
  content: { 'application/json': { schema: envelopeOf(hostWorkspaceView) } },
};

/** The configuration's trip details (WSP-070..072): the domain's details schema decides, this only bounds the body. */
export const configurationBody = z
  .object({
    name: z.string().max(TRIP_NAME_MAX_LENGTH * 2),
    tripSummary: z.string().max(TRIP_SUMMARY_MAX_LENGTH * 2),
    categories: z.array(z.string().max(100)).max(20),
  })
  .partial()
  .strict()
  .openapi('HostTripConfiguration');

const getRoute = createRoute({
  method: 'get',
  path: '/api/me/host/trips/{id}/workspace',
  tags: ['me', 'host'],
  summary: "The host's trip workspace: the trip, its tabs and status panel, gatherings and workshops (HAP-044)",
  request: { params: tripParams },
  responses: { 200: workspaceOk, ...errorResponses, 404: notYours },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/api/me/host/trips/{id}/configuration',
  tags: ['me', 'host'],
  summary: 'Save the trip details; the publish status goes back to pending (WSP-065, HAP-045)',
  request: {
    params: tripParams,
    body: { required: true, content: { 'application/json': { schema: configurationBody } } },
  },
  responses: { 200: workspaceOk, ...errorResponses, 404: notYours, 409: locked },
});

export const workspaceRoutes = router()
  .openapi(getRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const { database, now } = c.get('deps');
    const data = await loadHostWorkspace(database.db, user, c.req.valid('param').id, now());
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(patchRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const { database, now } = c.get('deps');
    const { id } = c.req.valid('param');
    await saveTripConfiguration(database.db, user, id, c.req.valid('json'), now());
    return c.json({ success: true as const, data: await loadHostWorkspace(database.db, user, id, now()) }, 200);
  });
