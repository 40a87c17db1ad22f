// GET api/me/host/{id}/earnings (HAP-022): the host's earnings on each of their trips, a page at a time. The host reads their own and a
// co-host their primary host's; any other id answers 404.
import { pageQuerySchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../../http/context.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import { readHostEarningsSummary } from '../../../services/host-pricing/host-earnings-summary.js';
import { hostEarningsSummaryView } from '../../../views/host-earnings.view.js';
import { readableHostId } from '../../../services/host-home/readable-host-id.js';

const earningsRoute = createRoute({
  method: 'get',
  path: '/api/me/host/{id}/earnings',
  tags: ['me', 'host'],
  summary: "A page of the host's earnings on each of their trips, as each trip's earnings card reads them (HAP-022)",
  request: { params: z.object({ id: z.uuid({ message: 'Not a host id' }) }), query: pageQuerySchema },
  responses: {
    200: {
      description: 'Earnings per trip',
      content: { 'application/json': { schema: envelopeOf(hostEarningsSummaryView) } },
    },
    ...errorResponses,
    404: { description: 'No such host, or not you', content: { 'application/json': { schema: errorEnvelope } } },
  },
});

export const hostEarningsSummaryRoutes = router().openapi(earningsRoute, async (c) => {
  const { user } = requireGroup(c, 'host');
  const { db } = c.get('deps').database;
  const hostId = await readableHostId(db, user, c.req.valid('param').id);
  const data = await readHostEarningsSummary(db, hostId, c.req.valid('query'));
  return c.json({ success: true as const, data }, 200);
});
