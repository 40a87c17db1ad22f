// The lifecycle timelines hosts and travelers read of their own objects (MKT-024): a trip's for the host, co-host or
// operator who works on it; a booking's for whoever may read the booking. Anything else answers 404.
import { bookingIdParamsSchema, pageQuerySchema, tripIdParamsSchema } from '@caravan/domain';
import { createRoute } from '@hono/zod-openapi';
import { requireSession } from '../http/context.js';
import { envelopeOf, errorResponses, router } from '../http/openapi.js';
import { accessBooking } from '../services/booking/booking-records.js';
import { readOwnerTimeline } from '../services/timeline/read-timeline.js';
import { readTripTimeline } from '../services/timeline/trip-timeline.js';
import { timelineView } from '../views/timeline.view.js';

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
    const { db } = c.get('deps').database;
    const data = await readTripTimeline(db, user, c.req.valid('param').id, c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(bookingRoute, async (c) => {
    const { user } = requireSession(c);
    const { db } = c.get('deps').database;
    const { booking } = await accessBooking(db, user, c.req.valid('param').id);
    const data = await readOwnerTimeline(db, 'booking', booking.id, user.id, c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  });
