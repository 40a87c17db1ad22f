// The host's Travel Info tab (HTI-001, HTI-002): GET reads their trip form for the trip, PUT saves it. A host reaches
// only their own trips (a co-host reads, never writes); another host's trip answers 404.
import { tripTravelerFormSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../../http/context.js';
import { envelopeOf, errorResponses, refusal, router } from '../../../http/openapi.js';
import { readTravelInfo, saveTravelInfo } from '../../../services/host-travel-info/travel-info.js';
import { hostTravelInfoView } from '../../../views/host-travel-info.view.js';

const tripParams = z.object({ id: z.uuid({ message: 'Not a trip id' }) });
const ok = {
  description: 'The Travel Info tab',
  content: { 'application/json': { schema: envelopeOf(hostTravelInfoView) } },
};
const PATH = '/api/me/host/trips/{id}/travel-info';

const readRoute = createRoute({
  method: 'get',
  path: PATH,
  tags: ['me', 'host'],
  summary: "The host's travel info for the trip, the accommodation note and the preparation document (HTI-003)",
  request: { params: tripParams },
  responses: { 200: ok, ...errorResponses, 404: refusal('No such trip, or not yours') },
});

const saveRoute = createRoute({
  method: 'put',
  path: PATH,
  tags: ['me', 'host'],
  summary: 'Save the travel info under the shared trip form schema; unchanged forms are not rewritten (HTI-001)',
  request: {
    params: tripParams,
    body: {
      required: true,
      content: { 'application/json': { schema: tripTravelerFormSchema } },
    },
  },
  responses: {
    200: ok,
    ...errorResponses,
    400: refusal('A field is missing or malformed: messages per dotted field path (HTI-007..HTI-010)'),
    404: refusal('No such trip, or not yours'),
    409: refusal('The trip is complete: the form is closed (HTI-013)'),
  },
});

export const hostTravelInfoRoutes = router()
  .openapi(readRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const data = await readTravelInfo(c.get('deps').database.db, user, c.req.valid('param').id);
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(saveRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const { database, now } = c.get('deps');
    const data = await saveTravelInfo(database.db, {
      user,
      tripId: c.req.valid('param').id,
      form: c.req.valid('json'),
      now: now(),
    });
    return c.json({ success: true as const, data }, 200);
  });
