// The public trip page's day-by-day itinerary (MKT-002): each day's date, services, places, meals, night's stay and
// images, read from the trip's own day services (a multi-day stay covers every night it spans).
import { addDays, type CalendarDate } from '@caravan/domain';
import { and, asc, eq } from 'drizzle-orm';
import { dayServices, services } from '../../../db/schema/index.js';
import type { PublicTripDayView } from '../../../views/public-trip.view.js';
import type { Exec } from '../booking-records.js';

interface DayEntry {
  dayIndex: number;
  duration: number;
  type: string;
  name: string;
  images: string[];
  details: Record<string, unknown>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const unique = (items: (string | null)[]) => [...new Set(items.filter((i): i is string => i !== null))];

/** The trip's services on its days, in order (removed ones left out). */
export async function tripDayEntries(db: Exec, tripId: string): Promise<DayEntry[]> {
  return db
    .select({
      dayIndex: dayServices.dayIndex,
      duration: dayServices.duration,
      type: services.type,
      name: services.name,
      images: services.images,
      details: services.details,
    })
    .from(dayServices)
    .innerJoin(services, eq(services.id, dayServices.serviceId))
    .where(and(eq(dayServices.tripId, tripId), eq(dayServices.removed, false)))
    .orderBy(asc(dayServices.dayIndex), asc(dayServices.position));
}

/** MKT-002: the days of a trip of `dayCount` days starting on `startDate`. */
export function publicTripDays(entries: DayEntry[], dayCount: number, startDate: CalendarDate): PublicTripDayView[] {
  return Array.from({ length: dayCount }, (_, i) => {
    const today = entries.filter((e) => e.dayIndex === i && e.name);
    // A stay spans its nights: the last day of a trip has no night's stay.
    const stay = entries.find(
      (e) =>
        e.type === 'ACCOMMODATION' && e.dayIndex <= i && i < e.dayIndex + Math.max(e.duration, 1) && i < dayCount - 1,
    );
    const info = today.find((e) => e.type === 'INFO');
    return {
      day: i + 1,
      date: addDays(startDate, i),
      title: text(info?.details.title),
      items: today.map((e) => e.name),
      activities: today.filter((e) => e.type !== 'MEAL' && e.type !== 'ACCOMMODATION').map((e) => e.name),
      places: unique(
        today.flatMap((e) => [text(e.details.location), text(e.details.fromCity), text(e.details.toCity)]),
      ),
      meals: today.filter((e) => e.type === 'MEAL').map((e) => e.name),
      accommodation: stay?.name ?? null,
      images: unique(today.flatMap((e) => e.images.map(text))),
    };
  });
}
