// The host's itinerary catalogue (host-and-platform §2.6, §7.3): the catalogue page filtered and locked by host level
// (CAT-002, LVL-014), one itinerary's description (CAT-004), recommendations (HAP-003, HAP-043), availability per
// package (HAP-039) and the suggested sell price (HAP-040). Hosts only; a draft itinerary answers 404.
import { calendarDateSchema, packageLevelSchema, pageQuerySchema, pageSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, requireSession } from '../../../http/context.js';
import { errorResponses, jsonOk, refusal, router } from '../../../http/openapi.js';
import {
  describeItinerary,
  hostStandingOf,
  itineraryAvailability,
  listCatalogue,
  listRecommendations,
  readLiveItinerary,
  suggestedSellPrice,
} from '../../../services/trip-request/index.js';
import {
  availabilityView,
  cataloguePageView,
  itineraryDescriptionView,
  recommendationView,
  suggestedSellPriceView,
} from '../../../views/catalogue.view.js';

const idParams = z.object({ id: z.uuid({ message: 'Not an itinerary id' }) });
const userOf = (c: Context<AppEnv>) => requireSession(c).user;
const standingOf = (s: { level: number; qualified: boolean; mayRequest: boolean }) => ({
  level: s.level,
  qualified: s.qualified,
  mayRequest: s.mayRequest,
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/me/host/catalogue',
  tags: ['me', 'host'],
  summary:
    "CAT-002, LVL-014: a page of live itineraries of the tiers the host's level unlocks, and the next tier locked",
  request: { query: pageQuerySchema },
  responses: { 200: jsonOk(cataloguePageView, 'A page of the catalogue'), ...errorResponses },
});

const describeRoute = createRoute({
  method: 'get',
  path: '/api/me/host/catalogue/{id}',
  tags: ['me', 'host'],
  summary: "CAT-003, CAT-004: one live itinerary's description, day by day, with its tier lock for the host",
  request: { params: idParams },
  responses: {
    200: jsonOk(itineraryDescriptionView, 'The itinerary'),
    ...errorResponses,
    404: refusal('No such live itinerary in the host catalogue'),
  },
});

const recommendationsRoute = createRoute({
  method: 'get',
  path: '/api/me/itinerary-recommendations',
  tags: ['me', 'host'],
  summary: "HAP-003, HAP-043: a page of the host's active itinerary recommendations (CAT-008)",
  request: { query: pageQuerySchema },
  responses: { 200: jsonOk(pageSchema(recommendationView), 'A page of recommendations'), ...errorResponses },
});

const availabilityRoute = createRoute({
  method: 'get',
  path: '/api/me/itinerary/{id}/availability',
  tags: ['me', 'host'],
  summary: "HAP-039: per package, the dates or departures a host may request; 409 'no inventory items found'",
  request: {
    params: idParams,
    query: z.object({ includeInUse: z.enum(['true', 'false']).optional() }),
  },
  responses: {
    200: jsonOk(availabilityView, 'Availability per package level'),
    ...errorResponses,
    404: refusal('No such live itinerary'),
    409: refusal('No inventory items found (CAT-018)'),
  },
});

const suggestedPriceRoute = createRoute({
  method: 'get',
  path: '/api/me/itineraries/{id}/suggested-sell-price',
  tags: ['me', 'host'],
  summary:
    'HAP-040, CAT-033: the suggested sell price range (minPrice, maxPrice, minor units) of a package on a start date; with the flag off both are the trip price',
  request: {
    params: idParams,
    query: z.object({
      selectedPackage: packageLevelSchema,
      tripStartDate: calendarDateSchema,
      minimumPrice: z.coerce.number().int().nonnegative().optional(),
    }),
  },
  responses: {
    200: jsonOk(suggestedSellPriceView, 'The suggested range'),
    ...errorResponses,
    404: refusal('No such live itinerary'),
  },
});

export const catalogueRoutes = router()
  .openapi(listRoute, async (c) => {
    const { standing, page } = await listCatalogue(c.get('deps').database.db, userOf(c), c.req.valid('query'));
    return c.json({ success: true as const, data: { host: standingOf(standing), ...page } }, 200);
  })
  .openapi(describeRoute, async (c) => {
    const { standing, itinerary } = await describeItinerary(
      c.get('deps').database.db,
      userOf(c),
      c.req.valid('param').id,
    );
    return c.json({ success: true as const, data: { host: standingOf(standing), itinerary } }, 200);
  })
  .openapi(recommendationsRoute, async (c) => {
    const data = await listRecommendations(c.get('deps').database.db, userOf(c), c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(availabilityRoute, async (c) => {
    const { database, now } = c.get('deps');
    await hostStandingOf(database.db, userOf(c));
    const row = await readLiveItinerary(database.db, c.req.valid('param').id);
    const data = await itineraryAvailability(database.db, row, now(), c.req.valid('query').includeInUse === 'true');
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(suggestedPriceRoute, async (c) => {
    const db = c.get('deps').database.db;
    await hostStandingOf(db, userOf(c));
    const row = await readLiveItinerary(db, c.req.valid('param').id);
    const flagOn = c.get('deps').featureFlags?.suggestedSellPrice;
    const data = await suggestedSellPrice(db, row, c.req.valid('query'), flagOn);
    return c.json({ success: true as const, data }, 200);
  });
