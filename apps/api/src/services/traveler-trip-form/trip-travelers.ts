// GET /api/me/trips/{id}/travelers (HAP-017, TAP-006): a trip's travelers, a page at a time (issue 18), by audience.
// A traveler reads their own record on the trip with its trip form (one per trip: travelers_user_trip_unique); the
// trip's host, co-hosts and operator read every traveler on it as the travelers resource shows them (HAP-009).
import type { MyTripForm, Page, PageQuery } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import { scope } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { travelers } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';
import {
  type PageOrder,
  afterCursor,
  keyValue,
  orderByKeys,
  pageOf,
  pageOfFixed,
  rowsToRead,
} from '../../db/paging.js';
import { type TravelerView, toTravelerView } from '../../views/traveler.view.js';
import { type Viewer, isUuid } from '../booking/index.js';
import { findHostTrip } from '../host-workspace/host-trip-access.js';
import { myTripForm } from './trip-form.js';

type TravelerRow = typeof travelers.$inferSelect;
/** The traveler's id: unique, and the trip's index (travelers_trip_idx on trip, id) serves the filter and the order. */
const ORDER: PageOrder<TravelerRow> = { keys: [{ column: travelers.id, of: (r) => r.id, value: keyValue.uuid }] };

/** A page of the trip's travelers the viewer may read; a trip they are not on, or do not host or run, answers 404. */
export async function tripTravelers(
  db: Db,
  viewer: Viewer,
  tripId: string,
  q: PageQuery,
): Promise<Page<MyTripForm> | Page<TravelerView>> {
  if (!isUuid(tripId)) throw notFound('Trip not found.');
  if (viewer.group === 'traveler') return pageOfFixed([await myTripForm(db, viewer, tripId)], q);
  const trip = await findHostTrip(db, viewer, tripId, 'read');
  const visible = scope(viewer, 'read', { kind: 'traveler', area: 'me' });
  if (visible.kind === 'none') throw notFound('Trip not found.');
  const rows = await db
    .select()
    .from(travelers)
    .where(
      and(
        eq(travelers.tripId, trip.id),
        visible.kind === 'where' ? visible.where : undefined,
        afterCursor(ORDER, q.cursor),
      ),
    )
    .orderBy(...orderByKeys(ORDER))
    .limit(rowsToRead(q));
  return pageOf(rows, q, ORDER, toTravelerView);
}
