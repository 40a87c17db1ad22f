// GET api/me/host/{id}/home-trips, important-dates and home-progress (HAP-020, HAP-023, HAP-024): the host home's reads
// by host id, as the spec's calls name them; the trips' home views come from the domain's home rules (HOM-012).
import { homeTripViewSchema, pageQuerySchema, pageSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../../http/context.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import { readHomeProgress } from '../../../services/host-home/home-progress.js';
import { readHomeTrips } from '../../../services/host-home/home-trips.js';
import { loadHostImportantDates } from '../../../services/host-home/important-dates.js';
import { importantDateView } from '../../../views/important-date.view.js';
import { readableHostId } from '../../../services/host-home/readable-host-id.js';

const params = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });
const notFoundResponse = {
  404: { description: "Not this caller's host", content: { 'application/json': { schema: errorEnvelope } } },
};

export const homeProgressView = z
  .object({
    level: z.number().int().nullable(),
    tripCount: z.number().int().min(0),
    landingPath: z.string(),
    welcome: z.object({ title: z.string(), href: z.string() }).strict(),
  })
  .strict()
  .openapi('HostHomeProgress');

const homeTripsRoute = createRoute({
  method: 'get',
  path: '/api/me/host/{id}/home-trips',
  tags: ['me', 'host'],
  summary: "The host's home trips as home views, by start date (HAP-020, HOM-012); cancelled ones included",
  request: { params, query: pageQuerySchema },
  responses: {
    200: {
      description: 'A page of home trips',
      content: { 'application/json': { schema: envelopeOf(pageSchema(homeTripViewSchema)) } },
    },
    ...errorResponses,
    ...notFoundResponse,
  },
});

const importantDatesRoute = createRoute({
  method: 'get',
  path: '/api/me/host/{id}/important-dates',
  tags: ['me', 'host'],
  summary: "The host's important dates from today on, in date order (HAP-023, HOM-013)",
  request: { params, query: pageQuerySchema },
  responses: {
    200: {
      description: 'A page of important dates',
      content: { 'application/json': { schema: envelopeOf(pageSchema(importantDateView)) } },
    },
    ...errorResponses,
    ...notFoundResponse,
  },
});

const homeProgressRoute = createRoute({
  method: 'get',
  path: '/api/me/host/{id}/home-progress',
  tags: ['me', 'host'],
  summary: 'Where Home lands and which welcome it shows (HAP-024, HOM-002..005)',
  request: { params },
  responses: {
    200: {
      description: 'The home progress',
      content: { 'application/json': { schema: envelopeOf(homeProgressView) } },
    },
    ...errorResponses,
    ...notFoundResponse,
  },
});

export const hostHomeRoutes = router()
  .openapi(homeTripsRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const { database, now } = c.get('deps');
    const hostId = await readableHostId(database.db, user, c.req.valid('param').id);
    const data = await readHomeTrips(database.db, hostId, c.req.valid('query'), now());
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(importantDatesRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const { database, now } = c.get('deps');
    const hostId = await readableHostId(database.db, user, c.req.valid('param').id);
    const data = await loadHostImportantDates(database.db, hostId, c.req.valid('query'), now());
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(homeProgressRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const { database } = c.get('deps');
    const hostId = await readableHostId(database.db, user, c.req.valid('param').id);
    return c.json({ success: true as const, data: await readHomeProgress(database.db, hostId) }, 200);
  });
