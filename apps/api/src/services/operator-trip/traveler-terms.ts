// The traveler terms of a trip for whoever may read the trip (its operator, hosts, travelers on it; 404 otherwise).
import { type CurrencyCode, formatMinor } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import { type PolicyUser, scope } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { trips } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../http/errors.js';
import { travelerTermsPage } from '../../views/operator-trip-terms.page.js';
import { userName } from './host-request.js';

export async function travelerTermsHtml(db: Db, user: PolicyUser, tripId: string): Promise<string> {
  const s = scope(user, 'read', { kind: 'trip', area: 'me' });
  if (s.kind === 'none') throw forbidden();
  const [trip] = await db
    .select()
    .from(trips)
    .where(and(eq(trips.id, tripId), s.kind === 'where' ? s.where : undefined))
    .limit(1);
  if (!trip) throw notFound('No such trip.');
  const operator = await userName(db, trip.operatorId);
  return travelerTermsPage({
    tripName: trip.name,
    operatorName: operator.name,
    startDate: trip.startDate,
    endDate: trip.endDate ?? null,
    minimumSpots: trip.minimumSpots ?? null,
    maximumSpots: trip.maximumSpots,
    singleSupplement: formatMinor(trip.singleSupplementPrice, trip.currency as CurrencyCode),
  });
}
