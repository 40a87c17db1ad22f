// The host's waitlist of a trip (MKT-046): who is in line, which spots are offered and until when. Another host's trip: 404.
import { tripIdParamsSchema } from '@caravan/domain';
import { createRoute } from '@hono/zod-openapi';
import { requireGroup } from '../../../http/context.js';
import { errorResponses, jsonOk, refusal, router } from '../../../http/openapi.js';
import { readHostWaitlist } from '../../../services/waitlist/read-waitlist.js';
import { hostWaitlistView } from '../../../views/waitlist.view.js';

const readRoute = createRoute({
  method: 'get',
  path: '/api/me/host/trips/{id}/waitlist-offers',
  tags: ['me', 'host'],
  summary: "The trip's waitlist in line order and its offers with their holds (MKT-046)",
  request: { params: tripIdParamsSchema },
  responses: {
    200: jsonOk(hostWaitlistView, 'The waitlist and offers'),
    404: refusal('Not found, or not your trip'),
    ...errorResponses,
  },
});

export const hostWaitlistRoutes = router().openapi(readRoute, async (c) => {
  const { user } = requireGroup(c, 'host');
  const deps = c.get('deps');
  const data = await readHostWaitlist(deps.database.db, user, c.req.valid('param').id, deps.now());
  return c.json({ success: true as const, data }, 200);
});
