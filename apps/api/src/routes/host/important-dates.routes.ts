// GET /api/me/host/important-dates (HOM-006, HOM-013): the Important Dates panel of the host dashboard, from today on,
// of the trips the host works on (their own and those they co-host, by the trip policy), in date order, a page at a time.
import { IMPORTANT_DATE_KEYS, pageQuerySchema, pageSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { type SQL, and, eq, gte, ne } from 'drizzle-orm';
import { scope } from '../../auth/policy.js';
import type { Database } from '../../db/client.js';
import { importantDates, trips } from '../../db/schema/index.js';
import { forbidden } from '../../errors/app-error.js';
import { requireGroup } from '../../http/context.js';
import { envelopeOf, errorResponses, router } from '../../http/openapi.js';
import { afterCursor, keyValue, orderByKeys, type PageOrder, pageOf, rowsToRead } from '../../db/paging.js';
import { tripTodaySql } from '../../db/trip-today.js';

export const importantDateView = z
  .object({
    id: z.uuid(),
    tripId: z.uuid(),
    tripName: z.string(),
    key: z.enum(IMPORTANT_DATE_KEYS),
    date: z.iso.date(),
    isSimpleDate: z.boolean(),
  })
  .strict()
  .openapi('ImportantDate');
type Row = z.infer<typeof importantDateView>;

/** Date order, the id breaking ties: (date, id) is the keyset. */
const ORDER: PageOrder<Row> = {
  keys: [
    { column: importantDates.date, of: (r) => r.date, value: keyValue.date },
    { column: importantDates.id, of: (r) => r.id, value: keyValue.uuid },
  ],
};

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

/**
 * A page of the important dates, from each trip's today on (its place's, decision 038), of the trips matching
 * `tripsWhere` (HOM-006, HOM-013, HAP-023).
 */
export async function loadImportantDates(
  db: Database['db'],
  tripsWhere: SQL,
  q: z.infer<typeof pageQuerySchema>,
  now: Date,
) {
  const rows = await db
    .select({
      id: importantDates.id,
      tripId: importantDates.tripId,
      tripName: trips.name,
      key: importantDates.key,
      date: importantDates.date,
      isSimpleDate: importantDates.isSimpleDate,
    })
    .from(importantDates)
    .innerJoin(trips, eq(trips.id, importantDates.tripId))
    .where(
      and(
        tripsWhere,
        ne(trips.status, 'cancelled'),
        gte(importantDates.date, tripTodaySql(now)),
        afterCursor(ORDER, q.cursor),
      ),
    )
    .orderBy(...orderByKeys(ORDER))
    .limit(rowsToRead(q));
  return pageOf(rows as Row[], q, ORDER);
}

export const importantDateRoutes = router().openapi(route, async (c) => {
  const { user } = requireGroup(c, 'host');
  const q = c.req.valid('query');
  const visible = scope(user, 'read', { kind: 'trip', area: 'me' });
  if (visible.kind !== 'where') throw forbidden();
  const { database, now } = c.get('deps');
  const data = await loadImportantDates(database.db, visible.where, q, now());
  return c.json({ success: true as const, data }, 200);
});
