// Trip lifecycle over HTTP: POST {base}/trips/{id}/events sends one event to the trip machine for the signed-in
// actor; the machine decides (409 with the refusing guard otherwise) and the move is persisted with its log row.
import { tripUserEventSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { actingUser } from '../auth/acting-user.js';
import { scope } from '../auth/policy.js';
import { trips } from '../db/schema/index.js';
import { type AppEnv, publicUrlOfDeps, requireGroup, requireSession } from '../http/context.js';
import { AppError, notFound } from '../errors/app-error.js';
import { envelopeOf, errorResponses, router } from '../http/openapi.js';
import { applyLifecycleEvent } from '../services/lifecycle.js';
import { afterTripMoved } from '../services/notifications/trip-moved.js';

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
  const session = area === 'admin' ? requireGroup(c, 'admin') : requireSession(c);
  const user = session.user;
  const deps = c.get('deps');
  const { database, now, queue } = deps;
  // Object-level policy first: a trip the actor may not see does not exist for them.
  const visible = scope(user, 'read', { kind: 'trip', area });
  if (visible.kind === 'none') throw new AppError(403, 'FORBIDDEN', 'You do not have access to trips.');
  const filter = visible.kind === 'where' ? and(eq(trips.id, id), visible.where) : eq(trips.id, id);
  const [row] = await database.db.select({ id: trips.id }).from(trips).where(filter).limit(1);
  if (!row) throw notFound('No such trip.');
  // The move, its webhooks' jobs (MKT-053) and its travelers' notices (MKT-052) commit together; the receivers are called after, by the queue's worker.
  const moved = await database.db.transaction(async (tx) => {
    const result = await applyLifecycleEvent({ tx, resource: 'trip', id, event, actor: actingUser(user), now: now() });
    await afterTripMoved(
      tx,
      { webhooks: queue.webhooks, mail: { outbox: queue, publicUrl: publicUrlOfDeps(deps) } },
      { tripId: id, from: result.from, to: result.to, now: now() },
    );
    return result;
  });
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
