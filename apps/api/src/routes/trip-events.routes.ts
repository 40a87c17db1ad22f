// Trip lifecycle over HTTP: POST {base}/trips/{id}/events sends one event to the trip machine for the signed-in
// actor; the machine decides (409 with the refusing guard otherwise) and the move is persisted with its log row.
import { tripUserEventSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, requireGroup, requireSession } from '../http/context.js';
import { envelopeOf, errorResponses, router } from '../http/openapi.js';
import { sendTripEvent } from '../services/trip-events/send-trip-event.js';

/**
 * The events a request may send: the trip's user events, defined once in the domain (trip.events.ts). The union is
 * rebuilt here over the domain's members only to name it in the OpenAPI document (zod 4 schemas made before the
 * OpenAPI extension was loaded carry no `.openapi`).
 */
export const tripEventBody = z.discriminatedUnion('type', tripUserEventSchema.options).openapi('TripEvent');

const result = z.object({ from: z.string(), to: z.string(), trip: z.object({ id: z.string(), status: z.string() }) });

const routeFor = (area: 'me' | 'admin') =>
  createRoute({
    method: 'post',
    path: `/api/${area}/trips/{id}/events`,
    tags: [area === 'me' ? 'me' : 'admin', 'lifecycle'],
    summary: `Send a lifecycle event to a trip${area === 'admin' ? ' (admin)' : ''}; 409 names the refusing guard`,
    request: {
      params: z.object({ id: z.uuid({ message: 'Not a trip id' }) }),
      body: { required: true, content: { 'application/json': { schema: tripEventBody } } },
    },
    responses: {
      200: { description: 'Moved', content: { 'application/json': { schema: envelopeOf(result) } } },
      ...errorResponses,
      404: { description: 'No such trip (or not yours)' },
      409: { description: 'The machine refused the event, or the trip changed meanwhile' },
    },
  });

async function handle(c: Context<AppEnv>, area: 'me' | 'admin', id: string, event: z.infer<typeof tripEventBody>) {
  const { user } = area === 'admin' ? requireGroup(c, 'admin') : requireSession(c);
  const moved = await sendTripEvent(c.get('deps'), user, area, id, event);
  return { from: moved.from, to: moved.to, trip: { id, status: moved.to } };
}

export const tripEventRoutes = router()
  .openapi(routeFor('me'), async (c) =>
    c.json({ success: true as const, data: await handle(c, 'me', c.req.valid('param').id, c.req.valid('json')) }, 200),
  )
  .openapi(routeFor('admin'), async (c) =>
    c.json(
      { success: true as const, data: await handle(c, 'admin', c.req.valid('param').id, c.req.valid('json')) },
      200,
    ),
  );
