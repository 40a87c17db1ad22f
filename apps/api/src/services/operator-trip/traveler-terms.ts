// The traveler terms of a trip for whoever may read it: its operator and hosts by the trip policy (404 otherwise),
// a traveler on it through the booking's access rule; both read one document (views/traveler-terms.page.ts).
import { type CurrencyCode, formatMinor } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import { type PolicyUser, scope } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { trips } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors/app-error.js';
import { travelerTermsPage } from '../../views/traveler-terms.page.js';
import { userName } from './host-request.js';
import type { TripRow } from './trip-access.js';

/** The terms a traveler on `trip` accepts, with the accept buttons. */
export async function travelerTermsToAccept(db: Db, trip: TripRow): Promise<string> {
  return travelerTermsPage(await termsFacts(db, trip), 'traveler');
}

/** The trip's terms as they stand, for its operator and hosts (OAP-029). */
export async function travelerTermsHtml(db: Db, user: PolicyUser, tripId: string): Promise<string> {
  const s = scope(user, 'read', { kind: 'trip', area: 'me' });
  if (s.kind === 'none') throw forbidden();
  const [trip] = await db
    .select()
    .from(trips)
    .where(and(eq(trips.id, tripId), s.kind === 'where' ? s.where : undefined))
    .limit(1);
  if (!trip) throw notFound('No such trip.');
  return travelerTermsPage(await termsFacts(db, trip), 'trip team');
}

async function termsFacts(db: Db, trip: TripRow) {
  const operator = await userName(db, trip.operatorId);
  return {
    tripName: trip.name,
    operatorName: operator.name,
    startDate: trip.startDate,
    endDate: trip.endDate ?? null,
    minimumSpots: trip.minimumSpots ?? null,
    maximumSpots: trip.maximumSpots,
    singleSupplement: formatMinor(trip.singleSupplementPrice, trip.currency as CurrencyCode),
  };
}
