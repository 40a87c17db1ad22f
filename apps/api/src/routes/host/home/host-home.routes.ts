// GET api/me/host/{id}/home-trips, important-dates and home-progress (HAP-020, HAP-023, HAP-024): the host home's reads
// by host id, as the spec's calls name them; the trips' home views come from the domain's home rules (HOM-012).
import {
  buildHomeTripView,
  homeLandingPath,
  homeTripViewSchema,
  homeWelcome,
  pageQuerySchema,
  pageSchema,
  type TripStatus,
} from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { and, count, eq } from 'drizzle-orm';
import { hosts, trips } from '../../../db/schema/index.js';
import { requireGroup } from '../../../http/context.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import { afterCursor, keyValue, orderByKeys, type PageOrder, pageOf, rowsToRead } from '../../../db/paging.js';
import { importantDateView, loadImportantDates } from '../important-dates.routes.js';
import { readableHostId } from './host-access.js';

const params = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });
const notFoundResponse = {
  404: { description: "Not this caller's host", content: { 'application/json': { schema: errorEnvelope } } },
};

type TripRow = {
  id: string;
  name: string;
  status: string;
  startDate: string;
  endDate: string | null;
  launchDate: Date | null;
  photos: { hero?: string | null } | null;
  maximumSpots: number;
  spotsTaken: number;
};

/** Start date order, the id breaking ties: (startDate, id) is the keyset. */
const ORDER: PageOrder<TripRow> = {
  keys: [
    { column: trips.startDate, of: (r) => r.startDate, value: keyValue.date },
    { column: trips.id, of: (r) => r.id, value: keyValue.uuid },
  ],
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
    const q = c.req.valid('query');
    const rows = await database.db
      .select({
        id: trips.id,
        name: trips.name,
        status: trips.status,
        startDate: trips.startDate,
        endDate: trips.endDate,
        launchDate: trips.launchDate,
        photos: trips.photos,
        maximumSpots: trips.maximumSpots,
        spotsTaken: trips.spotsTaken,
      })
      .from(trips)
      .where(and(eq(trips.hostId, hostId), afterCursor(ORDER, q.cursor)))
      .orderBy(...orderByKeys(ORDER))
      .limit(rowsToRead(q));
    const page = pageOf(rows as TripRow[], q, ORDER);
    const at = now();
    const items = page.items.map((t) =>
      buildHomeTripView(
        {
          id: t.id,
          name: t.name,
          ...(t.photos?.hero ? { image: t.photos.hero } : {}),
          startDate: t.startDate,
          endDate: t.endDate ?? t.startDate,
          status: t.status as TripStatus,
          launchDate: t.launchDate,
          remainingSpots: t.maximumSpots - t.spotsTaken,
          isSoldOut: t.spotsTaken >= t.maximumSpots,
          link: `/app/host/trips/${t.id}`,
        },
        at,
      ),
    );
    return c.json({ success: true as const, data: { items, nextCursor: page.nextCursor } }, 200);
  })
  .openapi(importantDatesRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const { database, now } = c.get('deps');
    const hostId = await readableHostId(database.db, user, c.req.valid('param').id);
    const data = await loadImportantDates(database.db, eq(trips.hostId, hostId), c.req.valid('query'), now());
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(homeProgressRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const { database } = c.get('deps');
    const hostId = await readableHostId(database.db, user, c.req.valid('param').id);
    const [host] = await database.db.select({ level: hosts.level }).from(hosts).where(eq(hosts.userId, hostId));
    // DECIDE: every trip of the host counts, cancelled ones too, because the dashboard lists them under Cancelled.
    const [tally] = await database.db.select({ n: count() }).from(trips).where(eq(trips.hostId, hostId));
    const tripCount = Number(tally?.n ?? 0);
    return c.json(
      {
        success: true as const,
        data: {
          level: host?.level ?? null,
          tripCount,
          landingPath: homeLandingPath(tripCount),
          welcome: homeWelcome(host ?? null),
        },
      },
      200,
    );
  });
