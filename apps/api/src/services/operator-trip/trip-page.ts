// The trip page of GET /api/me/pages/trip (RTE-030) for whoever may read the trip (its operator, hosts, travelers on
// it); another's trip, or an operatorId that is not the trip's operator, answers 404.
import { and, eq } from 'drizzle-orm';
import { type PolicyUser, scope } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { trips } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors/app-error.js';
import { tripPreviewPage } from '../../views/operator-trip-page.js';
import { userName } from './host-request.js';
import { tripDayServices } from './trip-review.js';

export async function tripPageHtml(
  db: Db,
  user: PolicyUser,
  query: { tripId: string; operatorId: string; preview: boolean },
): Promise<string> {
  const s = scope(user, 'read', { kind: 'trip', area: 'me' });
  if (s.kind === 'none') throw forbidden();
  const [trip] = await db
    .select()
    .from(trips)
    .where(and(eq(trips.id, query.tripId), s.kind === 'where' ? s.where : undefined))
    .limit(1);
  if (!trip || trip.operatorId !== query.operatorId) throw notFound('No such trip.');
  const entries = (await tripDayServices(db, trip.id)).filter((e) => !e.removed);
  const dayIndexes = [...new Set(entries.map((e) => e.dayIndex))].sort((a, b) => a - b);
  return tripPreviewPage(
    {
      name: trip.name,
      destination: trip.destination,
      startDate: trip.startDate,
      endDate: trip.endDate ?? null,
      operatorName: (await userName(db, trip.operatorId)).name,
      days: dayIndexes.map((dayIndex) => ({
        dayIndex,
        services: entries.filter((e) => e.dayIndex === dayIndex).map((e) => e.service),
      })),
    },
    query.preview,
  );
}
