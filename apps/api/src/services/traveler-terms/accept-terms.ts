// The traveler terms (the waiver): accepting them or confirming the minor disclaimer records the terms flag on the
// viewer's traveler record of the trip (TAP-018, TAP-019), which is what the waiver gate reads (TRV-023, TRV-024).
import type { TravelerTermsResult } from '@caravan/domain';
import { and, eq, sql } from 'drizzle-orm';
import { travelers } from '../../db/schema/index.js';
import { accessTrip, type Exec, type Viewer } from '../booking/index.js';

export type TermsFlag = 'termsAccepted' | 'minorDisclaimer';

/**
 * Records `flag` for the viewer on trip `tripId` (404 when they are not on it). Idempotent: a second acceptance keeps
 * the first signing date. A traveler still at 'created' moves to 'waiver-complete'; a later status is kept, so
 * signing again never moves a traveler back.
 */
export async function recordTravelerTerms(
  db: Exec,
  viewer: Viewer,
  tripId: string,
  flag: TermsFlag,
  now: Date,
): Promise<TravelerTermsResult> {
  const { traveler } = await accessTrip(db, viewer, tripId);
  const [row] = await db
    .update(travelers)
    .set({
      ...(flag === 'termsAccepted'
        ? { waiverSignedAt: sql`coalesce(${travelers.waiverSignedAt}, ${now.toISOString()}::timestamptz)` }
        : { minorDisclaimer: true }),
      status: sql`case when ${travelers.status} = 'created' then 'waiver-complete' else ${travelers.status} end`,
    })
    .where(and(eq(travelers.id, traveler.id), eq(travelers.userId, viewer.id)))
    .returning();
  const saved = row ?? traveler;
  return {
    waiver: {
      ...(saved.waiverSignedAt ? { dateSigned: saved.waiverSignedAt.toISOString() } : {}),
      ...(saved.minorDisclaimer ? { minorDisclaimer: true } : {}),
    },
    status: saved.status as TravelerTermsResult['status'],
  };
}
