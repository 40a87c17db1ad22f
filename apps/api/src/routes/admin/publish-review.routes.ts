// POST /api/admin/trips/{id}/publish-review: the platform's review of a trip page the host asked to publish (§4.4):
// the publish machine moves it from In Review to Marketing ('publish.approveReview', admins only); 409 otherwise.
import { PUBLISH_STATUSES, TRIP_STATUSES } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { actingUser } from '../../auth/acting-user.js';
import { trips } from '../../db/schema/index.js';
import type { PolicyUser } from '../../auth/policy.js';
import { type AppDeps, requireGroup } from '../../http/context.js';
import { notFound } from '../../errors/app-error.js';
import { envelopeOf, errorResponses, refusal, router } from '../../http/openapi.js';
import { applyLifecycleEvent } from '../../services/lifecycle.js';

/** The review events an admin may send a trip page (the host's own publish events are not the admin's). */
export const PUBLISH_REVIEW_EVENTS = ['publish.approveReview'] as const;

const reviewBody = z
  .object({ type: z.enum(PUBLISH_REVIEW_EVENTS) })
  .strict()
  .openapi('PublishReviewEvent');

/** The trip page after the review: its publish status and the trip's own status. */
export const publishReviewView = z
  .object({
    id: z.uuid(),
    from: z.enum(PUBLISH_STATUSES),
    publishStatus: z.enum(PUBLISH_STATUSES),
    status: z.enum(TRIP_STATUSES),
  })
  .strict()
  .openapi('PublishReview');

const reviewRoute = createRoute({
  method: 'post',
  path: '/api/admin/trips/{id}/publish-review',
  tags: ['admin', 'lifecycle'],
  summary:
    'Pass the review of a trip page in review: its publish status moves on to Marketing (host-and-platform §4.4)',
  request: {
    params: z.object({ id: z.uuid({ message: 'Not a trip id' }) }),
    body: { required: true, content: { 'application/json': { schema: reviewBody } } },
  },
  responses: {
    200: { description: 'Reviewed', content: { 'application/json': { schema: envelopeOf(publishReviewView) } } },
    ...errorResponses,
    404: refusal('No such trip'),
    409: refusal('The publish machine refused the event (the page is not in review), or the trip changed meanwhile'),
  },
});

/** Moves trip `id`'s page by an admin's review event; 404 for no such trip, 409 when the publish machine refuses. */
export async function reviewTripPage(
  deps: Pick<AppDeps, 'database' | 'now'>,
  user: PolicyUser,
  id: string,
  type: (typeof PUBLISH_REVIEW_EVENTS)[number],
): Promise<z.infer<typeof publishReviewView>> {
  const { database, now } = deps;
  const [found] = await database.db.select({ id: trips.id }).from(trips).where(eq(trips.id, id)).limit(1);
  if (!found) throw notFound('No such trip.');
  const moved = await applyLifecycleEvent({
    db: database.db,
    resource: 'publish',
    id,
    event: { type },
    actor: actingUser(user),
    now: now(),
  });
  return publishReviewView.parse({
    id,
    from: moved.from,
    publishStatus: moved.row.publishStatus,
    status: moved.row.status,
  });
}

export const adminPublishReviewRoutes = router().openapi(reviewRoute, async (c) => {
  const { user } = requireGroup(c, 'admin');
  const data = await reviewTripPage(c.get('deps'), user, c.req.valid('param').id, c.req.valid('json').type);
  return c.json({ success: true as const, data }, 200);
});
