// Calendar feeds at a secret, resettable address (MKT-050), read as a calendar app would, on a real database.
import { addDays } from '@caravan/domain';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, dayServices, services, travelers, trips, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Link {
  hasLink: boolean;
  createdAt: string | null;
  url: string | null;
}
/** One VEVENT as ical.js reads it: dates as YYYY-MM-DD (all-day), text unescaped. */
interface Event {
  uid: string;
  summary: string;
  start: string;
  end: string;
  description: string | null;
}

/**
 * Reads the feed with ical.js, as calendar apps' parsers do, after checking what ical.js forgives: every line ends in
 * CRLF and is at most 75 octets (RFC 5545 §3.1). Each VEVENT must be all-day and end after it starts.
 */
function parseCalendar(text: string): Event[] {
  expect(text.endsWith('\r\n')).toBe(true);
  for (const line of text.slice(0, -2).split('\r\n')) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  }
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    expect(event.startDate.isDate).toBe(true);
    expect(event.endDate.compare(event.startDate)).toBe(1);
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      description: event.description || null,
    };
  });
}

const pathOf = (url: string) => new URL(url).pathname;

async function linkFor(email: string): Promise<string> {
  const client = await t.signedIn(email);
  const res = await client.request<Link>('POST', '/api/me/calendar/reset', { confirm: true });
  expect(res.status).toBe(200);
  return pathOf(res.body.data?.url ?? '');
}

async function feedAt(path: string): Promise<Event[]> {
  const res = await t.app.request(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  return parseCalendar(await res.text());
}

async function userId(email: string): Promise<string> {
  const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u?.id ?? '';
}

describe('calendar feeds (MKT-050)', () => {
  it("[MKT-050] a traveler's feed lists their trip days, itinerary days and payment due date, and no other traveler's trip", async () => {
    const db = t.database.db;
    const me = await userId('traveler@caravan.test');
    const mine = await db
      .select({ trip: trips, booking: bookings })
      .from(travelers)
      .innerJoin(trips, eq(trips.id, travelers.tripId))
      .innerJoin(bookings, eq(bookings.id, travelers.bookingId))
      .where(and(eq(travelers.userId, me), inArray(bookings.status, ['pending', 'confirmed'])));
    const owing = mine.find((r) => r.booking.paymentDueDate && r.booking.dueAmount > 0);
    expect(owing).toBeDefined();
    const others = await db.select({ tripId: travelers.tripId }).from(travelers).where(ne(travelers.userId, me));
    const notMine = others.map((o) => o.tripId).filter((id) => !mine.some((m) => m.trip.id === id));
    expect(notMine.length).toBeGreaterThan(0);

    const events = await feedAt(await linkFor('traveler@caravan.test'));
    const byUid = new Map(events.map((e) => [e.uid, e]));
    const trip = byUid.get(`trip-${owing?.trip.id}@caravan`);
    expect(trip?.summary).toBe(owing?.trip.name);
    expect(trip?.start).toBe(owing?.trip.startDate);
    // The itinerary day by day: the first day with an entry falls on its own date and lists that entry.
    const [first] = await db
      .select({ dayIndex: dayServices.dayIndex, name: services.name })
      .from(dayServices)
      .innerJoin(services, eq(services.id, dayServices.serviceId))
      .where(and(eq(dayServices.tripId, owing?.trip.id ?? ''), eq(dayServices.removed, false)))
      .orderBy(asc(dayServices.dayIndex), asc(dayServices.position), asc(dayServices.id));
    expect(first).toBeDefined();
    const day = byUid.get(`day-${(first?.dayIndex ?? 0) + 1}-${owing?.trip.id}@caravan`);
    expect(day?.start).toBe(addDays(owing?.trip.startDate ?? '', first?.dayIndex ?? 0));
    expect(day?.description?.split('\n')[0]).toBe(first?.name);
    const due = byUid.get(`payment-due-${owing?.booking.id}@caravan`);
    expect(due?.start).toBe(owing?.booking.paymentDueDate);
    for (const id of notMine) expect(byUid.has(`trip-${id}@caravan`)).toBe(false);
  });

  it("[MKT-050] a host's feed lists each of their trips' launch, bookings close and departure, and only theirs", async () => {
    const host = await userId('host@caravan.test');
    const own = await t.database.db.select().from(trips).where(eq(trips.hostId, host));
    const launched = own.find((trip) => trip.launchDate);
    expect(launched).toBeDefined();
    const events = await feedAt(await linkFor('host@caravan.test'));
    const uids = events.map((e) => e.uid);
    expect(uids).toContain(`launch-${launched?.id}@caravan`);
    expect(uids).toContain(`bookings-close-${launched?.id}@caravan`);
    expect(uids).toContain(`departure-${launched?.id}@caravan`);
    const ownIds = new Set(own.map((trip) => trip.id));
    for (const uid of uids)
      expect(ownIds.has(uid.replace(/^[a-z-]+?-(?=[0-9a-f]{8}-)/, '').replace('@caravan', ''))).toBe(true);
  });

  it("[MKT-050] an operator's feed lists the departures of their trips", async () => {
    const operator = await userId('operator@caravan.test');
    const own = await t.database.db.select().from(trips).where(eq(trips.operatorId, operator));
    const events = await feedAt(await linkFor('operator@caravan.test'));
    expect(events.map((e) => e.uid).sort()).toEqual(own.map((trip) => `departure-${trip.id}@caravan`).sort());
  });

  it('[MKT-050] reset makes a new address and the old one answers 404; GET tells a link exists without its URL', async () => {
    const client = await t.signedIn('traveler2@caravan.test');
    const before = await client.request<Link>('GET', '/api/me/calendar');
    expect(before.body.data).toEqual({ hasLink: false, createdAt: null, url: null });
    const first = await client.request<Link>('POST', '/api/me/calendar/reset', { confirm: true });
    const second = await client.request<Link>('POST', '/api/me/calendar/reset', { confirm: true });
    const oldPath = pathOf(first.body.data?.url ?? '');
    const newPath = pathOf(second.body.data?.url ?? '');
    expect(newPath).not.toBe(oldPath);
    expect((await t.app.request(oldPath)).status).toBe(404);
    expect((await t.app.request(newPath)).status).toBe(200);
    // A reset not asked for explicitly changes nothing: the address in use keeps working.
    expect((await client.request('POST', '/api/me/calendar/reset', {})).status).toBe(400);
    expect((await t.app.request(newPath)).status).toBe(200);
    const after = await client.request<Link>('GET', '/api/me/calendar');
    expect(after.body.data?.hasLink).toBe(true);
    expect(after.body.data?.url).toBeNull();
  });

  it('[MKT-050] an unknown token answers 404, a path without .ics 400, and the link routes need a session', async () => {
    expect((await t.app.request('/api/calendar/AAAAAAAAAAAAAAAAAAAAAA.ics')).status).toBe(404);
    expect((await t.app.request('/api/calendar/nope.ics')).status).toBe(404);
    expect((await t.app.request('/api/calendar/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(400);
    expect((await t.anonymous().request('GET', '/api/me/calendar')).status).toBe(401);
    expect((await t.anonymous().request('POST', '/api/me/calendar/reset', { confirm: true })).status).toBe(401);
  });
});
