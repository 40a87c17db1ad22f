// The platform's review of a trip page the host asked to publish (§4.4, HAP-072): the publish machine moves it from
// In Review to Marketing ('publish.approveReview', admins only); 409 when the machine refuses.
import { eq } from 'drizzle-orm';
import { actingUser } from '../../auth/acting-user.js';
import type { PolicyUser } from '../../auth/policy.js';
import type { AppDeps } from '../../context/app-context.js';
import { trips } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';
import { type PublishReviewView, publishReviewView } from '../../views/publish-review.view.js';
import { applyLifecycleEvent } from '../lifecycle.js';

/** The review events an admin may send a trip page (the host's own publish events are not the admin's). */
export const PUBLISH_REVIEW_EVENTS = ['publish.approveReview'] as const;

/** Moves trip `id`'s page by an admin's review event; 404 for no such trip, 409 when the publish machine refuses. */
export async function reviewTripPage(
  deps: Pick<AppDeps, 'database' | 'now'>,
  user: PolicyUser,
  id: string,
  type: (typeof PUBLISH_REVIEW_EVENTS)[number],
): Promise<PublishReviewView> {
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
