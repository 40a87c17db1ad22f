// Itinerary lifecycle moves: the operator submits for approval (OPI-008: Pending Approval), an admin approves (Live)
// or sends it back. The itinerary machine decides through services/lifecycle.ts; this adds the version and details checks.
import { and, eq, sql } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { itineraries } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';
import { type LifecycleActor, applyLifecycleEvent } from '../lifecycle.js';
import { type ItineraryRow, readItinerary } from './itinerary-access.js';
import { assertValidReviewDetails, storedReviewDetails } from './review-details.js';
import { staleVersion } from './save-itinerary.js';

const actorOf = (user: PolicyUser): LifecycleActor => ({
  userId: user.id,
  group: user.group as LifecycleActor['group'],
  role: (user.role ?? null) as LifecycleActor['role'],
});

async function bumpVersion(tx: Parameters<Parameters<Db['transaction']>[0]>[0], id: string) {
  const [row] = await tx
    .update(itineraries)
    .set({ version: sql`${itineraries.version} + 1` })
    .where(eq(itineraries.id, id))
    .returning();
  if (!row) throw notFound('No such itinerary.');
  return row;
}

/**
 * Submits the caller's itinerary for approval if it is still at `version` and its review details pass the details
 * schema; the machine refuses (409) unless it is Not Submitted. One transaction: the row is locked while checked.
 */
export function submitItinerary(db: Db, user: PolicyUser, id: string, version: number, now: Date) {
  return db.transaction(async (tx): Promise<{ from: string; to: string; row: ItineraryRow }> => {
    const row = await readItinerary(tx, user, id, 'update', true);
    if (row.version !== version) throw staleVersion();
    assertValidReviewDetails(storedReviewDetails(row), 'Complete the review details before submitting.');
    const moved = await applyLifecycleEvent({
      tx,
      resource: 'itinerary',
      id,
      event: { type: 'itinerary.approvePricing' },
      actor: actorOf(user),
      now,
    });
    return { from: moved.from, to: moved.to, row: await bumpVersion(tx, id) };
  });
}

/** The platform's review events an admin sends (the machine's canReview guard decides who may). */
export const ITINERARY_REVIEW_EVENTS = ['itinerary.approve', 'itinerary.requestChanges'] as const;

/** An admin approves a reviewed itinerary (Live) or sends it back (Not Submitted). */
export function reviewItinerary(
  db: Db,
  user: PolicyUser,
  id: string,
  type: (typeof ITINERARY_REVIEW_EVENTS)[number],
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: itineraries.id })
      .from(itineraries)
      .where(and(eq(itineraries.id, id)));
    if (!exists) throw notFound('No such itinerary.');
    const moved = await applyLifecycleEvent({
      tx,
      resource: 'itinerary',
      id,
      event: { type },
      actor: actorOf(user),
      now,
    });
    return { from: moved.from, to: moved.to, row: await bumpVersion(tx, id) };
  });
}
