// The Promote tab's reads (PRM-003, PRM-004, HAP-037): the trip page card and the analytics of the visits the public
// trip page records (channel from utm source or referrer) beside the travelers booked each day.
import { isPromoteAnalyticsVisible, type PUBLISH_STATUSES, type TripStatus, VISIT_CHANNELS } from '@caravan/domain';
import { and, count, eq, inArray, sql, sum } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { bookings, tripPageVisits } from '../../db/schema/index.js';
import type { HostPromoteAnalyticsView, HostPromoteView } from '../../views/host-promote.view.js';
import { findHostTrip } from '../host-workspace/host-trip-access.js';

/** DECIDE: travelers per day count the spots of orders still standing (not waitlisted or cancelled) by order day. */
const BOOKED_STATUSES = ['pending', 'awaiting', 'confirmed'];
/** DECIDE: the per-day chart keeps the 90 most recent days that have data, a season of promotion, to stay readable. */
export const ANALYTICS_MAX_DAYS = 90;

export async function readPromote(db: Db, user: PolicyUser, tripId: string): Promise<HostPromoteView> {
  const trip = await findHostTrip(db, user, tripId, 'read');
  const status = trip.status as TripStatus;
  return {
    trip: {
      id: trip.id,
      name: trip.name,
      status,
      publishStatus: trip.publishStatus as (typeof PUBLISH_STATUSES)[number],
      startDate: trip.startDate,
      tripPageUrl: trip.tripPath ? `/trips/${encodeURIComponent(trip.tripPath)}` : null,
      heroPhotoUrl: trip.photos.hero ?? null,
      launchDate: trip.launchDate?.toISOString() ?? null,
    },
    analyticsVisible: isPromoteAnalyticsVisible(status),
  };
}

/** Visits by channel (every channel, zero included) and visits and travelers per UTC day. */
export async function readPromoteAnalytics(
  db: Db,
  user: PolicyUser,
  tripId: string,
): Promise<HostPromoteAnalyticsView> {
  const trip = await findHostTrip(db, user, tripId, 'read');
  const channels = await db
    .select({ channel: tripPageVisits.channel, visits: count() })
    .from(tripPageVisits)
    .where(eq(tripPageVisits.tripId, trip.id))
    .groupBy(tripPageVisits.channel);
  const visitDay = sql<string>`to_char(${tripPageVisits.visitedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const visitsByDay = await db
    .select({ date: visitDay, visits: count() })
    .from(tripPageVisits)
    .where(eq(tripPageVisits.tripId, trip.id))
    .groupBy(visitDay);
  const bookingDay = sql<string>`to_char(${bookings.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const travelersByDay = await db
    .select({ date: bookingDay, travelers: sum(bookings.totalSpotsBooked) })
    .from(bookings)
    .where(and(eq(bookings.tripId, trip.id), inArray(bookings.status, BOOKED_STATUSES)))
    .groupBy(bookingDay);
  const days = new Map<string, { date: string; visits: number; travelers: number }>();
  const day = (date: string) => days.get(date) ?? { date, visits: 0, travelers: 0 };
  for (const v of visitsByDay) days.set(v.date, { ...day(v.date), visits: Number(v.visits) });
  for (const b of travelersByDay) days.set(b.date, { ...day(b.date), travelers: Number(b.travelers ?? 0) });
  const perChannel = new Map(channels.map((c) => [c.channel, Number(c.visits)]));
  const byChannel = VISIT_CHANNELS.map((channel) => ({ channel, visits: perChannel.get(channel) ?? 0 }));
  return {
    byChannel,
    byDay: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)).slice(-ANALYTICS_MAX_DAYS),
    totalVisits: byChannel.reduce((n, c) => n + c.visits, 0),
  };
}
