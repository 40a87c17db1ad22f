// GET /api/admin/trips/{id}/services and PUT …/services/{serviceEntryId}: a trip's day services with the service form
// permissions the domain gives the admin (SVC-035..038), and one service's editable fields saved as the trip's own
// override (copy-on-change). No such trip, or a service entry of another trip, answers 404.
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../http/context.js';
import { errorResponses, jsonOk, refusal, router } from '../../http/openapi.js';
import { overrideTripService, readAdminTripServices } from '../../services/admin/trip-services.js';
import { adminTripServicesView, tripServiceOverrideSchema } from '../../views/admin-trip-services.view.js';

const params = z.object({ id: z.uuid({ message: 'Not a trip id' }) });
const entryParams = params.extend({ serviceEntryId: z.uuid({ message: 'Not a day service id' }) });

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/trips/{id}/services',
  tags: ['admin'],
  summary: "A trip's day services with their values on the trip and the admin's form permissions (SVC-035..038)",
  request: { params },
  responses: {
    200: jsonOk(adminTripServicesView, "The trip's day services"),
    ...errorResponses,
    404: refusal('No such trip'),
  },
});

const overrideRoute = createRoute({
  method: 'put',
  path: '/api/admin/trips/{id}/services/{serviceEntryId}',
  tags: ['admin'],
  summary:
    "Save a trip day service's editable fields as the trip's override; the itinerary's service is unchanged (SVC-035)",
  request: {
    params: entryParams,
    body: { content: { 'application/json': { schema: tripServiceOverrideSchema } }, required: true },
  },
  responses: {
    200: jsonOk(adminTripServicesView, "The trip's day services after the save"),
    ...errorResponses,
    404: refusal('No such trip, or no such service on it'),
    409: refusal("The trip's services can no longer be changed (canSave is false)"),
    422: refusal('The body changes a field locked for this user on this day'),
  },
});

export const adminTripServicesRoutes = router()
  .openapi(listRoute, async (c) => {
    const { user } = requireGroup(c, 'admin');
    const { database, now } = c.get('deps');
    const data = await readAdminTripServices(database.db, user, c.req.valid('param').id, now());
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(overrideRoute, async (c) => {
    const { user } = requireGroup(c, 'admin');
    const { database, now } = c.get('deps');
    const { id, serviceEntryId } = c.req.valid('param');
    const data = await overrideTripService(database.db, user, id, serviceEntryId, c.req.valid('json').values, now());
    return c.json({ success: true as const, data }, 200);
  });
