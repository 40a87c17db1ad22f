// Calendar feeds at a secret, resettable address (MKT-050), read as a calendar app would, on a real database.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, travelers, trips, users } from '../../db/schema/index.js';
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
type Event = Record<string, string>;

/**
 * A strict reading of RFC 5545 text (no iCalendar library is installed): every line ends in CRLF and is at most 75
 * octets, continuation lines are unfolded, and each VEVENT becomes its properties by name (parameters kept in the key).
 */
function parseCalendar(text: string): Event[] {
  expect(text.endsWith('\r\n')).toBe(true);
  const raw = text.slice(0, -2).split('\r\n');
  for (const line of raw) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  }
  const lines: string[] = [];
  for (const line of raw) {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  const events: Event[] = [];
  let current: Event | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  for (const e of events) {
    for (const key of ['UID', 'DTSTAMP', 'DTSTART;VALUE=DATE', 'DTEND;VALUE=DATE', 'SUMMARY'])
      expect(e[key]).toBeTruthy();
    expect(Number(e['DTEND;VALUE=DATE'])).toBeGreaterThan(Number(e['DTSTART;VALUE=DATE']));
  }
  return events;
}

const ymd = (date: string) => date.replaceAll('-', '');
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
  it("[MKT-050] a traveler's feed lists their trip days and payment due date, and no other traveler's trip", async () => {
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
    const byUid = new Map(events.map((e) => [e.UID, e]));
    const trip = byUid.get(`trip-${owing?.trip.id}@caravan`);
    expect(trip?.SUMMARY).toBe(owing?.trip.name.replace(/([,;\\])/g, '\\$1'));
    expect(trip?.['DTSTART;VALUE=DATE']).toBe(ymd(owing?.trip.startDate ?? ''));
    const due = byUid.get(`payment-due-${owing?.booking.id}@caravan`);
    expect(due?.['DTSTART;VALUE=DATE']).toBe(ymd(owing?.booking.paymentDueDate ?? ''));
    for (const id of notMine) expect(byUid.has(`trip-${id}@caravan`)).toBe(false);
  });

  it("[MKT-050] a host's feed lists each of their trips' launch, bookings close and departure, and only theirs", async () => {
    const host = await userId('host@caravan.test');
    const own = await t.database.db.select().from(trips).where(eq(trips.hostId, host));
    const launched = own.find((trip) => trip.launchDate);
    expect(launched).toBeDefined();
    const events = await feedAt(await linkFor('host@caravan.test'));
    const uids = events.map((e) => e.UID);
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
    expect(events.map((e) => e.UID).sort()).toEqual(own.map((trip) => `departure-${trip.id}@caravan`).sort());
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
