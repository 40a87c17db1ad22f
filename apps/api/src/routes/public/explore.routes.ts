// The Explore list (MKT-010): GET /api/public/trips, the trips anyone can book now, by destination, month and category, a page
// at a time. Public, so the list works signed out as the trip pages it links to do.
import { EXPLORE_CATEGORIES, pageQuerySchema, pageSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { PUBLIC_ROUTE } from '../../http/openapi-document.js';
import { envelopeOf, errorResponses, router } from '../../http/openapi.js';
import { exploreTrips } from '../../services/explore/explore-trips.js';
import { exploreTripView } from '../../views/explore-trip.view.js';

/** DECIDE: a search term of at most 100 characters; no destination or country name is longer. */
export const EXPLORE_DESTINATION_MAX = 100;

const query = pageQuerySchema.extend({
  destination: z
    .string()
    .max(EXPLORE_DESTINATION_MAX, `At most ${EXPLORE_DESTINATION_MAX} characters`)
    .optional()
    .openapi({ description: 'Part of the destination or country, any case' }),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM')
    .optional()
    .openapi({ description: 'Trips starting in this month (YYYY-MM)', example: '2027-05' }),
  category: z
    .enum(EXPLORE_CATEGORIES)
    .optional()
    .openapi({ description: "Trips filed under one of Explore's categories (TRV-064)" }),
});

const route = createRoute({
  ...PUBLIC_ROUTE,
  method: 'get',
  path: '/api/public/trips',
  tags: ['public'],
  summary: 'Trips that can be booked or waitlisted now, by start date (MKT-010)',
  request: { query },
  responses: {
    200: {
      description: 'A page of bookable trips',
      content: { 'application/json': { schema: envelopeOf(pageSchema(exploreTripView)) } },
    },
    ...errorResponses,
  },
});

export const exploreRoutes = router().openapi(route, async (c) => {
  const { database, now } = c.get('deps');
  const { destination, month, category, ...page } = c.req.valid('query');
  const data = await exploreTrips(database.db, { destination, month, category }, page, now());
  return c.json({ success: true as const, data }, 200);
});
