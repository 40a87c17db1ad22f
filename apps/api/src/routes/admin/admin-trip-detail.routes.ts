// GET /api/admin/trips/{id}/overview: the admin trip page's trip and actions (MKT-022), and its timeline (MKT-024),
// bookings and payments, each a page at a time (issue 18). No such trip answers 404.
import { pageQuerySchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, requireGroup } from '../../http/context.js';
import { notFound } from '../../errors/app-error.js';
import { envelopeOf, errorResponses, router } from '../../http/openapi.js';
import {
  adminTripExists,
  readAdminTripBookings,
  readAdminTripPayments,
  readTripOverview,
} from '../../services/admin/trip-overview.js';
import { readAdminTimeline } from '../../services/timeline/read-timeline.js';
import {
  adminTripBookingsPageView,
  adminTripOverviewView,
  adminTripPaymentsPageView,
  adminTripTimelinePageView,
} from '../../views/admin-trip-overview.view.js';

const params = z.object({ id: z.uuid({ message: 'Not a trip id' }) });
const noSuchTrip = { 404: { description: 'No such trip', content: errorResponses[403].content } };

const overviewRoute = createRoute({
  method: 'get',
  path: '/api/admin/trips/{id}/overview',
  tags: ['admin'],
  summary:
    "A trip for admins: the trip and each lifecycle action with the trip machine's answer (why not, when refused) " +
    '(MKT-022)',
  request: { params },
  responses: {
    200: { description: 'The trip', content: { 'application/json': { schema: envelopeOf(adminTripOverviewView) } } },
    ...errorResponses,
    ...noSuchTrip,
  },
});

const pageRoute = <T extends z.ZodType>(list: 'timeline' | 'bookings' | 'payments', view: T, summary: string) =>
  createRoute({
    method: 'get',
    path: `/api/admin/trips/{id}/${list}`,
    tags: ['admin'],
    summary,
    request: { params, query: pageQuerySchema },
    responses: {
      200: { description: `A page of the ${list}`, content: { 'application/json': { schema: envelopeOf(view) } } },
      ...errorResponses,
      ...noSuchTrip,
    },
  });

/** The admin's trip id, checked to name a trip. */
async function tripOf(c: Context<AppEnv>, id: string) {
  requireGroup(c, 'admin');
  const { db } = c.get('deps').database;
  if (!(await adminTripExists(db, id))) throw notFound('No such trip.');
  return db;
}

export const adminTripDetailRoutes = router()
  .openapi(overviewRoute, async (c) => {
    const session = requireGroup(c, 'admin');
    const { database, now } = c.get('deps');
    const overview = await readTripOverview(database.db, c.req.valid('param').id, { userId: session.user.id }, now());
    if (!overview) throw notFound('No such trip.');
    return c.json({ success: true as const, data: overview }, 200);
  })
  .openapi(
    pageRoute('timeline', adminTripTimelinePageView, "A page of the trip's lifecycle timeline, oldest first (MKT-024)"),
    async (c) => {
      const { id } = c.req.valid('param');
      const data = await readAdminTimeline(await tripOf(c, id), 'trip', id, c.req.valid('query'));
      return c.json({ success: true as const, data }, 200);
    },
  )
  .openapi(
    pageRoute('bookings', adminTripBookingsPageView, "A page of the trip's bookings by order number (MKT-022)"),
    async (c) => {
      const { id } = c.req.valid('param');
      const data = await readAdminTripBookings(await tripOf(c, id), id, c.req.valid('query'));
      return c.json({ success: true as const, data }, 200);
    },
  )
  .openapi(
    pageRoute(
      'payments',
      adminTripPaymentsPageView,
      "A page of the payments on the trip's bookings, oldest first (MKT-022)",
    ),
    async (c) => {
      const { id } = c.req.valid('param');
      const data = await readAdminTripPayments(await tripOf(c, id), id, c.req.valid('query'));
      return c.json({ success: true as const, data }, 200);
    },
  );
