// Calendar feeds (MKT-050): the secret link (a calendar-purpose user token, stored as its hash) and the feed's text.
import {
  ACTIVE_BOOKING_STATUSES,
  type BookingStatus,
  type CalendarBooking,
  type CalendarDay,
  type CalendarEvent,
  type CalendarLink,
  type CalendarTrip,
  hostCalendarEvents,
  operatorCalendarEvents,
  toICalendar,
  travelerCalendarEvents,
} from '@caravan/domain';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { type PolicyUser, scope } from '../../auth/policy.js';
import { issueToken, peekToken } from '../../auth/tokens.js';
import type { Db } from '../../db/client.js';
import { bookings, travelers, trips, userTokens, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { tripDayEntries } from '../itinerary/trip-day-entries.js';

/** DECIDE: a calendar link lasts until the user resets it; the token table needs an expiry, so a century. */
const CALENDAR_TOKEN_TTL_MS = 100 * 365 * 24 * 60 * 60 * 1000;
/** DECIDE: the feed's title in calendar apps. */
const CALENDAR_NAME = 'Caravan trips';

/** The feed's address for a raw token. */
export const calendarUrlOf = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}.ics`;

/** Whether the user has a live link, and since when (the URL itself cannot be shown again: only its hash is kept). */
export async function calendarLinkOf(db: Db, userId: string): Promise<CalendarLink> {
  const [row] = await db
    .select({ createdAt: userTokens.createdAt })
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'calendar'), isNull(userTokens.usedAt)))
    .orderBy(desc(userTokens.createdAt))
    .limit(1);
  return { hasLink: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null, url: null };
}

/** A new link for the user; any earlier link stops working at once (issueToken revokes it). */
export async function resetCalendarLink(db: Db, userId: string, publicUrl: string, now: Date): Promise<CalendarLink> {
  const { token } = await issueToken(db, userId, 'calendar', now, CALENDAR_TOKEN_TTL_MS);
  return { hasLink: true, createdAt: now.toISOString(), url: calendarUrlOf(publicUrl, token) };
}

/** The feed of the link's owner as RFC 5545 text; an unknown or replaced token answers 404 (nothing to tell apart). */
export async function calendarFeed(db: Db, token: string, now: Date): Promise<string> {
  const userId = await peekToken(db, token, 'calendar', now).catch((e: unknown) => {
    if (e instanceof AppError) throw notFound('No calendar at this address. The link may have been reset.');
    throw e;
  });
  const [user] = await db
    .select({ id: users.id, group: users.group, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  return toICalendar(await eventsOf(db, user as PolicyUser), CALENDAR_NAME, now);
}

const tripColumns = {
  id: trips.id,
  name: trips.name,
  destination: trips.destination,
  startDate: trips.startDate,
  endDate: trips.endDate,
  launchDate: trips.launchDate,
  bookingsDeadline: trips.bookingsDeadline,
};

/** The user's events by their group, over the trips the policy lets them list (the same scope as /api/me/trips). */
async function eventsOf(db: Db, user: PolicyUser): Promise<CalendarEvent[]> {
  if (user.group === 'traveler') return travelerCalendarEvents(await travelerBookings(db, user.id));
  if (user.group !== 'host' && user.group !== 'operator') return [];
  const allowed = scope(user, 'list', { kind: 'trip', area: 'me' });
  if (allowed.kind === 'none') return [];
  const rows: CalendarTrip[] = await db
    .select(tripColumns)
    .from(trips)
    .where(allowed.kind === 'where' ? allowed.where : undefined)
    .orderBy(trips.startDate);
  return user.group === 'host' ? hostCalendarEvents(rows) : operatorCalendarEvents(rows);
}

/** A trip's itinerary as the feed's days: each day's entries by name, in their order on the day. */
async function calendarDaysOf(db: Db, tripId: string): Promise<CalendarDay[]> {
  const byDay = new Map<number, string[]>();
  for (const entry of await tripDayEntries(db, tripId))
    if (entry.name) byDay.set(entry.dayIndex, [...(byDay.get(entry.dayIndex) ?? []), entry.name]);
  return [...byDay].map(([dayIndex, items]) => ({ dayIndex, items }));
}

/** A traveler's active bookings with their trips and itinerary days, one per trip they are on. */
async function travelerBookings(db: Db, userId: string): Promise<CalendarBooking[]> {
  const rows = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      dueAmount: bookings.dueAmount,
      paymentDueDate: bookings.paymentDueDate,
      trip: tripColumns,
    })
    .from(travelers)
    .innerJoin(trips, eq(trips.id, travelers.tripId))
    .innerJoin(bookings, eq(bookings.id, travelers.bookingId))
    .where(and(eq(travelers.userId, userId), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])))
    .orderBy(trips.startDate);
  return Promise.all(
    rows.map(async (r) => ({ ...r, status: r.status as BookingStatus, days: await calendarDaysOf(db, r.trip.id) })),
  );
}
