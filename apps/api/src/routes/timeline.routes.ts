// The lifecycle timelines hosts and travelers read of their own objects (MKT-024): a trip's for the host, co-host or
// operator who works on it; a booking's for whoever may read the booking. Anything else answers 404.
import { bookingIdParamsSchema, pageQuerySchema, tripIdParamsSchema } from '@caravan/domain';
import { createRoute } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { scope } from '../auth/policy.js';
import { trips } from '../db/schema/index.js';
import { requireSession } from '../http/context.js';
import { notFound } from '../errors/app-error.js';
import { envelopeOf, errorResponses, router } from '../http/openapi.js';
import { accessBooking, isUuid } from '../services/booking/booking-records.js';
import { readOwnerTimeline } from '../services/timeline/read-timeline.js';
import { timelineView } from '../views/timeline.view.js';

/** The groups that work on a trip (its organisers); a traveler's object is their booking, not the trip. */
const TRIP_ORGANISER_GROUPS = new Set(['host', 'operator']);

const responses = {
  200: {
    description: 'A page of the timeline, oldest move first',
    content: { 'application/json': { schema: envelopeOf(timelineView) } },
  },
  404: { description: 'Not found, or not yours', content: errorResponses[403].content },
  ...errorResponses,
};

const tripRoute = createRoute({
  method: 'get',
  path: '/api/me/trips/{id}/timeline',
  tags: ['me', 'host'],
  summary: "A trip's lifecycle timeline for the host or operator who works on it (MKT-024)",
  request: { params: tripIdParamsSchema, query: pageQuerySchema },
  responses,
});

const bookingRoute = createRoute({
  method: 'get',
  path: '/api/me/bookings/{id}/timeline',
  tags: ['me', 'traveler'],
  summary: "A booking's lifecycle timeline for whoever may read the booking (MKT-024)",
  request: { params: bookingIdParamsSchema, query: pageQuerySchema },
  responses,
});

export const timelineRoutes = router()
  .openapi(tripRoute, async (c) => {
    const { user } = requireSession(c);
    const { id } = c.req.valid('param');
    const visible = scope(user, 'read', { kind: 'trip', area: 'me' });
    if (!TRIP_ORGANISER_GROUPS.has(user.group) || visible.kind === 'none' || !isUuid(id))
      throw notFound('Trip not found.');
    const { db } = c.get('deps').database;
    const [trip] = await db
      .select({ id: trips.id })
      .from(trips)
      .where(and(eq(trips.id, id), visible.kind === 'where' ? visible.where : undefined))
      .limit(1);
    if (!trip) throw notFound('Trip not found.');
    const data = await readOwnerTimeline(db, 'trip', id, user.id, c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(bookingRoute, async (c) => {
    const { user } = requireSession(c);
    const { db } = c.get('deps').database;
    const { booking } = await accessBooking(db, user, c.req.valid('param').id);
    const data = await readOwnerTimeline(db, 'booking', booking.id, user.id, c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  });
