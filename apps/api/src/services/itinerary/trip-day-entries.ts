// What stands on a trip's itinerary, read once for every audience (the host's Itinerary tab, the traveler's itinerary
// and the operator's printout): the trip's day services not removed and not deleted, by day, position and id.
import { and, asc, eq } from 'drizzle-orm';
import { dayServices, services } from '../../db/schema/index.js';
import type { Exec } from '../booking/booking-records.js';

/** The trip's itinerary entries, day by day in their order on the day. */
export function tripDayEntries(db: Exec, tripId: string) {
  return db
    .select({
      id: dayServices.id,
      dayIndex: dayServices.dayIndex,
      name: services.name,
      type: services.type,
      description: services.description,
      startTime: services.startTime,
    })
    .from(dayServices)
    .innerJoin(services, eq(services.id, dayServices.serviceId))
    .where(and(eq(dayServices.tripId, tripId), eq(dayServices.removed, false), eq(services.deleted, false)))
    .orderBy(asc(dayServices.dayIndex), asc(dayServices.position), asc(dayServices.id));
}
