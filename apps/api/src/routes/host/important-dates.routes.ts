// GET /api/me/host/important-dates (HOM-006, HOM-013): the Important Dates panel of the host dashboard, from today on,
// of the trips the host works on (their own and those they co-host, by the trip policy), in date order, a page at a time.
import { pageQuerySchema, pageSchema } from '@caravan/domain';
import { createRoute } from '@hono/zod-openapi';
import { scope } from '../../auth/policy.js';
import { forbidden } from '../../errors/app-error.js';
import { requireGroup } from '../../http/context.js';
import { envelopeOf, errorResponses, router } from '../../http/openapi.js';
import { loadImportantDates } from '../../services/host-home/important-dates.js';
import { importantDateView } from '../../views/important-date.view.js';

const route = createRoute({
  method: 'get',
  path: '/api/me/host/important-dates',
  tags: ['me', 'host'],
  summary: "The host's important dates from today on, in date order (HOM-006, HOM-013); cancelled trips have none",
  request: { query: pageQuerySchema },
  responses: {
    200: {
      description: 'A page of important dates',
      content: { 'application/json': { schema: envelopeOf(pageSchema(importantDateView)) } },
    },
    ...errorResponses,
  },
});

export const importantDateRoutes = router().openapi(route, async (c) => {
  const { user } = requireGroup(c, 'host');
  const q = c.req.valid('query');
  const visible = scope(user, 'read', { kind: 'trip', area: 'me' });
  if (visible.kind !== 'where') throw forbidden();
  const { database, now } = c.get('deps');
  const data = await loadImportantDates(database.db, visible.where, q, now());
  return c.json({ success: true as const, data }, 200);
});
