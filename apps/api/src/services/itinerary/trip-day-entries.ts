// What stands on a trip's itinerary, read once for every audience (the host's Itinerary tab, the traveler's itinerary
// and the operator's printout): the trip's day services not removed and not deleted, by day, position and id, with the
// trip's own overrides of description and start time (an admin's copy-on-change edit, SVC-035) in place of the shared
// service's.
import { and, asc, eq } from 'drizzle-orm';
import { dayServices, services } from '../../db/schema/index.js';
import type { Exec } from '../booking/booking-records.js';

/** A trip's overridden text field, else the shared service's value. */
const overridden = <T>(overrides: Record<string, unknown>, key: string, fallback: T): string | T =>
  typeof overrides[key] === 'string' ? overrides[key] : fallback;

/** The trip's itinerary entries, day by day in their order on the day. */
export async function tripDayEntries(db: Exec, tripId: string) {
  const rows = await db
    .select({
      id: dayServices.id,
      dayIndex: dayServices.dayIndex,
      name: services.name,
      type: services.type,
      description: services.description,
      startTime: services.startTime,
      overrides: dayServices.overrides,
    })
    .from(dayServices)
    .innerJoin(services, eq(services.id, dayServices.serviceId))
    .where(and(eq(dayServices.tripId, tripId), eq(dayServices.removed, false), eq(services.deleted, false)))
    .orderBy(asc(dayServices.dayIndex), asc(dayServices.position), asc(dayServices.id));
  return rows.map(({ overrides, ...row }) => ({
    ...row,
    description: overridden(overrides, 'description', row.description),
    startTime: overridden(overrides, 'startTime', row.startTime),
  }));
}
