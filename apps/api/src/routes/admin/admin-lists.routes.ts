// The admin's lists (MKT-037, MKT-038): trips and bookings, searched, filtered and paged, each with a CSV export of
// the filtered set; one booking for the admin booking page; the hosts' marketing lists and one list's CSV. Admins only.
import { adminBookingsCsv, adminListCsvFileName, adminTripsCsv } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, requireGroup } from '../../http/context.js';
import { notFound } from '../../errors/app-error.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../http/openapi.js';
import { allAdminBookings, listAdminBookings, readAdminBooking } from '../../services/admin/list-bookings.js';
import { allAdminTrips, listAdminTrips } from '../../services/admin/list-trips.js';
import {
  hostEmailOf,
  listMarketingLists,
  marketingListCsv,
  marketingListFileName,
} from '../../services/admin/marketing-lists.js';
import {
  adminBookingListItemView,
  adminBookingListPageView,
  adminBookingsCsvQuery,
  adminBookingsQuery,
  adminMarketingListsPageView,
  adminMarketingListsQuery,
  adminTripListPageView,
  adminTripsCsvQuery,
  adminTripsQuery,
} from '../../views/admin-lists.view.js';

/** Where the lists live; beside, not under, the generic /api/admin/trips base whose {id} would take `export.csv`. */
export const ADMIN_LIST_PATHS = {
  trips: '/api/admin/lists/trips',
  tripsCsv: '/api/admin/lists/trips.csv',
  bookings: '/api/admin/lists/bookings',
  bookingsCsv: '/api/admin/lists/bookings.csv',
  booking: '/api/admin/lists/bookings/{id}',
  marketingLists: '/api/admin/marketing-lists',
  marketingListCsv: '/api/admin/hosts/{id}/marketing-list/export.csv',
} as const;

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema: envelopeOf(schema) } },
});
const csvFile = { description: 'The CSV file (RFC 4180, UTF-8)', content: { 'text/csv': { schema: z.string() } } };
const missing = (what: string) => ({
  404: { description: `No such ${what}`, content: { 'application/json': { schema: errorEnvelope } } },
});

const tripsRoute = createRoute({
  method: 'get',
  tags: ['admin'],
  path: ADMIN_LIST_PATHS.trips,
  summary: 'A page of trips, searched by name, short id or host, filtered by status and departure (MKT-037)',
  request: { query: adminTripsQuery },
  responses: { 200: json(adminTripListPageView, 'A page of trips'), ...errorResponses },
});
const tripsCsvRoute = createRoute({
  method: 'get',
  tags: ['admin'],
  path: ADMIN_LIST_PATHS.tripsCsv,
  summary: 'Every trip the filters select, as CSV (MKT-037)',
  request: { query: adminTripsCsvQuery },
  responses: { 200: csvFile, ...errorResponses },
});
const bookingsRoute = createRoute({
  method: 'get',
  tags: ['admin'],
  path: ADMIN_LIST_PATHS.bookings,
  summary: 'A page of bookings, searched by traveler, order or booking id, filtered by status and day booked (MKT-037)',
  request: { query: adminBookingsQuery },
  responses: { 200: json(adminBookingListPageView, 'A page of bookings'), ...errorResponses },
});
const bookingsCsvRoute = createRoute({
  method: 'get',
  tags: ['admin'],
  path: ADMIN_LIST_PATHS.bookingsCsv,
  summary: 'Every booking the filters select, as CSV (MKT-037)',
  request: { query: adminBookingsCsvQuery },
  responses: { 200: csvFile, ...errorResponses },
});
const idParams = (what: string) => z.object({ id: z.uuid({ message: `Not a ${what} id` }) });
const bookingRoute = createRoute({
  method: 'get',
  tags: ['admin'],
  path: ADMIN_LIST_PATHS.booking,
  summary: 'One booking with its trip, as the bookings list shows it (the admin booking page)',
  request: { params: idParams('booking') },
  responses: { 200: json(adminBookingListItemView, 'The booking'), ...errorResponses, ...missing('booking') },
});
const marketingListsRoute = createRoute({
  method: 'get',
  tags: ['admin'],
  path: ADMIN_LIST_PATHS.marketingLists,
  summary: "A page of the hosts' marketing lists with their sizes, searched by host (MKT-038)",
  request: { query: adminMarketingListsQuery },
  responses: { 200: json(adminMarketingListsPageView, 'A page of marketing lists'), ...errorResponses },
});
const marketingListCsvRoute = createRoute({
  method: 'get',
  tags: ['admin'],
  path: ADMIN_LIST_PATHS.marketingListCsv,
  summary: "A host's marketing list as CSV: first name, last name, email (MKT-038)",
  request: { params: idParams('host') },
  responses: { 200: csvFile, ...errorResponses, ...missing('host') },
});

/** The database, once the caller is known to be an admin (anyone else: 403). */
const adminDb = (c: Context<AppEnv>) => {
  requireGroup(c, 'admin');
  return c.get('deps').database.db;
};

/** A CSV download: its type, a file name to save it under, and never a cached copy of private data. */
function csvAnswer(c: Context<AppEnv>, body: string, fileName: string) {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  c.header('Cache-Control', 'private, no-store');
  return c.body(body, 200);
}

export const adminListRoutes = router()
  .openapi(tripsRoute, async (c) => {
    const data = await listAdminTrips(adminDb(c), c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(tripsCsvRoute, async (c) => {
    const rows = await allAdminTrips(adminDb(c), c.req.valid('query'));
    return csvAnswer(c, adminTripsCsv(rows), adminListCsvFileName('trips', c.get('deps').now()));
  })
  .openapi(bookingsRoute, async (c) => {
    const data = await listAdminBookings(adminDb(c), c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(bookingsCsvRoute, async (c) => {
    const rows = await allAdminBookings(adminDb(c), c.req.valid('query'));
    return csvAnswer(c, adminBookingsCsv(rows), adminListCsvFileName('bookings', c.get('deps').now()));
  })
  .openapi(bookingRoute, async (c) => {
    const data = await readAdminBooking(adminDb(c), c.req.valid('param').id);
    if (!data) throw notFound('No such booking.');
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(marketingListsRoute, async (c) => {
    const data = await listMarketingLists(adminDb(c), c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(marketingListCsvRoute, async (c) => {
    const db = adminDb(c);
    const { id } = c.req.valid('param');
    const csv = await marketingListCsv(db, id);
    return csvAnswer(c, csv, marketingListFileName(await hostEmailOf(db, id), c.get('deps').now()));
  });
