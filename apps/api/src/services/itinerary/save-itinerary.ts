// Create (POST /api/me/itineraries, OPI-006) and review-details update (POST /api/me/itineraries/{id}) of an
// operator's itinerary: checked with the details form schema, written in one statement, guarded by the version.
import { actingUser } from '../../auth/acting-user.js';
import {
  ITINERARY_STALE_VERSION_CODE,
  ITINERARY_STALE_VERSION_MESSAGE,
  type ItineraryReviewDetails,
  NEW_ITINERARY_STATUS,
  canUserGroupCreateItineraries,
} from '@caravan/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { itineraries } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../errors/app-error.js';
import { mapDbErrors } from '../db-errors.js';
import { type ItineraryRow, itineraryScope } from './itinerary-access.js';
import { assertValidReviewDetails, reviewDetailsColumns } from './review-details.js';

/** DECIDE: a new itinerary has one day; the services tab lengthens it (the spec gives no default length). */
export const NEW_ITINERARY_LENGTH_IN_DAYS = 1;

/** Creates the caller's itinerary with status incomplete (OPI-006); the owner is the session's user, never the body. */
export async function createItinerary(
  db: Db,
  user: PolicyUser,
  details: ItineraryReviewDetails,
  now: Date,
): Promise<ItineraryRow> {
  itineraryScope(user, 'create');
  if (!canUserGroupCreateItineraries(actingUser(user).group)) throw forbidden();
  assertValidReviewDetails(details);
  const [row] = await mapDbErrors(() =>
    db
      .insert(itineraries)
      .values({
        ...reviewDetailsColumns(details),
        operatorId: user.id,
        status: NEW_ITINERARY_STATUS,
        lengthInDays: NEW_ITINERARY_LENGTH_IN_DAYS,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The refusal of a save or submit on `version` when the stored row has moved on. */
export const staleVersion = () => conflict(ITINERARY_STALE_VERSION_CODE, ITINERARY_STALE_VERSION_MESSAGE);

/**
 * Saves the review details of the caller's itinerary if it is still at `version`: one conditional UPDATE that raises
 * the version, so of two saves made on the same version the second is refused (409 STALE_VERSION), never overwriting.
 */
export async function updateItineraryDetails(
  db: Db,
  user: PolicyUser,
  id: string,
  details: ItineraryReviewDetails,
  version: number,
  now: Date,
): Promise<ItineraryRow> {
  const allowed = itineraryScope(user, 'update');
  assertValidReviewDetails(details);
  const [row] = await mapDbErrors(() =>
    db
      .update(itineraries)
      .set({ ...reviewDetailsColumns(details), version: sql`${itineraries.version} + 1`, updatedAt: now })
      .where(and(eq(itineraries.id, id), allowed, eq(itineraries.version, version)))
      .returning(),
  );
  if (row) return row;
  const [exists] = await db
    .select({ id: itineraries.id })
    .from(itineraries)
    .where(and(eq(itineraries.id, id), allowed))
    .limit(1);
  throw exists ? staleVersion() : notFound('No such itinerary.');
}
