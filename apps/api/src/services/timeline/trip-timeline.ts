// A trip's lifecycle timeline for the host, co-host or operator who works on it (MKT-024): the trip must be one the
// policy lets them read; anything else answers 404, never 403, so a trip of someone else's does not exist for them.
import type { Page, PageQuery } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import { type PolicyUser, scope } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { trips } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';
import type { TimelineEntry } from '../../views/timeline.view.js';
import { isUuid } from '../booking/booking-records.js';
import { readOwnerTimeline } from './read-timeline.js';

/** The groups that work on a trip (its organisers); a traveler's object is their booking, not the trip. */
const TRIP_ORGANISER_GROUPS = new Set(['host', 'operator']);

/** A page of trip `id`'s timeline as `user` reads it, or 404 when they do not organise it. */
export async function readTripTimeline(
  db: Db,
  user: PolicyUser,
  id: string,
  page: PageQuery,
): Promise<Page<TimelineEntry>> {
  const visible = scope(user, 'read', { kind: 'trip', area: 'me' });
  if (!TRIP_ORGANISER_GROUPS.has(user.group) || visible.kind === 'none' || !isUuid(id))
    throw notFound('Trip not found.');
  const [trip] = await db
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.id, id), visible.kind === 'where' ? visible.where : undefined))
    .limit(1);
  if (!trip) throw notFound('Trip not found.');
  return readOwnerTimeline(db, 'trip', id, user.id, page);
}
