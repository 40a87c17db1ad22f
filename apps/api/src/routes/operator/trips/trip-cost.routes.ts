// The trip cost endpoint (HAP-088; TRIP_COST_PATH, decision 023): each tier's cost breakdown of the trip's stored
// cost object, for the trip's operator.
import { OPERATOR_COST_BREAKDOWN_ROWS, TRIP_COST_PATH } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { requireSession } from '../../../http/context.js';
import { errorResponses, jsonOk, refusal, router } from '../../../http/openapi.js';
import { tripCost } from '../../../services/operator-trip/trip-cost.js';

const costRow = z
  .object({
    key: z.enum(OPERATOR_COST_BREAKDOWN_ROWS.map((r) => r.key) as [string, ...string[]]),
    label: z.string(),
    amount: z.number().int(),
    display: z.string(),
  })
  .strict();
const tripCostView = z
  .object({
    currency: z.string(),
    reference: z.enum(['suggested', 'inventory']),
    tiers: z.array(z.object({ numberOfTravelers: z.number().int(), rows: z.array(costRow) }).strict()),
  })
  .strict()
  .openapi('TripCost');

const route = createRoute({
  method: 'get',
  path: TRIP_COST_PATH,
  tags: ['me', 'operator'],
  summary:
    "HAP-088: the cost of the trip's stored cost object, each tier's breakdown per paying traveler (minor units)",
  request: { params: z.object({ id: z.uuid({ message: 'Not a trip id' }) }) },
  responses: {
    200: jsonOk(tripCostView, 'The cost per tier'),
    ...errorResponses,
    404: refusal('No such trip (or not yours)'),
  },
});

export const tripCostRoutes = router().openapi(route, async (c) => {
  const { database, now } = c.get('deps');
  const data = await tripCost(database.db, requireSession(c).user, c.req.valid('param').id, now());
  return c.json({ success: true as const, data }, 200);
});
