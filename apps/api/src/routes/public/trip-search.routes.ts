// The public trip search (MKT-026, MKT-027, MKT-010): GET /api/public/trips, the trips anyone can book or waitlist now,
// filtered, sorted and paged by cursor, as cards. No sign-in: the home, /trips and the traveler's Explore all read it.
import { checkTripSearchRanges, pageQuerySchema, pageSchema, tripSearchFilterShape } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { PUBLIC_ROUTE } from '../../http/openapi-document.js';
import { envelopeOf, errorResponses, router } from '../../http/openapi.js';
import { searchTrips } from '../../services/trip-search/search-trips.js';
import { tripCardView } from '../../views/trip-card.view.js';

/** The search's filters (the domain's, as the portal's URL holds them) and the page. */
const query = z.object({ ...tripSearchFilterShape, ...pageQuerySchema.shape }).superRefine(checkTripSearchRanges);

const route = createRoute({
  ...PUBLIC_ROUTE,
  method: 'get',
  path: '/api/public/trips',
  tags: ['public'],
  summary: 'Trips that can be booked or waitlisted now, filtered and sorted, as cards (MKT-027)',
  description:
    "Sorted by departure unless `sort` says price-asc or price-desc. Prices are whole units of each trip's own currency. An unknown filter value or a cursor of another list answers 400.",
  request: { query },
  responses: {
    200: {
      description: 'A page of trip cards',
      content: { 'application/json': { schema: envelopeOf(pageSchema(tripCardView)) } },
    },
    ...errorResponses,
  },
});

export const tripSearchRoutes = router().openapi(route, async (c) => {
  const { database, now } = c.get('deps');
  const { limit, cursor, ...filters } = c.req.valid('query');
  const data = await searchTrips(database.db, filters, { limit, cursor }, now());
  return c.json({ success: true as const, data }, 200);
});
