// The Explore list end to end (MKT-010): only trips the domain's bookability rule lets a traveler book or waitlist,
// filtered by destination and month, in start-date order, read by keyset pages that never repeat a trip.
import { tripBookability } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { bookableOf } from '../../services/booking/create-booking/public-trip.js';
import { type TestApp, createTestApp } from '../../testing/test-app.js';
import type { ExploreTripView } from '../../views/explore-trip.view.js';

type Page = { items: ExploreTripView[]; nextCursor: string | null };
let t: TestApp;
const db = () => t.database.db;

/** Copies of the live trip with other page paths, dates, statuses or spots: bookable and unbookable neighbours. */
async function addTrip(name: string, change: Partial<typeof trips.$inferInsert>) {
  const [live] = await db().select().from(trips).where(eq(trips.id, DEMO_TRIP_IDS.live));
  if (!live) throw new Error('no live trip');
  const { id: _id, ...rest } = live;
  const [row] = await db()
    .insert(trips)
    .values({ ...rest, name, shortId: `EX-${name}`, tripPath: `explore-${name}`, tripRequestId: null, ...change })
    .returning({ id: trips.id });
  return row?.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  await addTrip('lisbon-may', {
    destination: 'Lisbon',
    country: 'Portugal',
    startDate: '2027-05-03',
    endDate: '2027-05-09',
  });
  await addTrip('lisbon-june', {
    destination: 'Lisbon',
    country: 'Portugal',
    startDate: '2027-06-14',
    endDate: '2027-06-20',
    categories: ['photography', 'Food'],
  });
  await addTrip('lisbon-full', {
    destination: 'Lisbon',
    country: 'Portugal',
    startDate: '2027-07-01',
    endDate: '2027-07-05',
    spotsTaken: 12,
    maximumSpots: 12,
  });
  await addTrip('lisbon-cancelled', {
    destination: 'Lisbon',
    status: 'cancelled',
    startDate: '2027-05-20',
    endDate: '2027-05-25',
  });
  await addTrip('lisbon-unlaunched', {
    destination: 'Lisbon',
    status: 'host-approved',
    launchDate: null,
    startDate: '2027-05-21',
    endDate: '2027-05-25',
  });
  await addTrip('lisbon-future-launch', {
    destination: 'Lisbon',
    launchDate: new Date('2027-01-01T00:00:00Z'),
    startDate: '2027-05-22',
    endDate: '2027-05-25',
  });
  // Starts in 20 days with the default deadline: bookings have closed.
  await addTrip('lisbon-past-deadline', {
    destination: 'Lisbon',
    startDate: '2026-12-11',
    endDate: '2026-12-15',
    bookingsDeadline: null,
  });
  for (let i = 0; i < 7; i++)
    await addTrip(`kyoto-${i}`, {
      destination: 'Kyoto',
      country: 'Japan',
      startDate: `2027-0${(i % 3) + 3}-1${i}`,
      endDate: '2027-06-30',
    });
});
afterAll(() => t?.close());

const list = async (query: Record<string, string>) => {
  const res = await t.anonymous().request<Page>('GET', `/api/public/trips?${new URLSearchParams(query)}`);
  return res;
};
/** Every page of a search, following the cursors. */
async function all(query: Record<string, string>) {
  const seen: ExploreTripView[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await list({ ...query, ...(cursor ? { cursor } : {}) });
    expect(res.status).toBe(200);
    const page = res.body.data as Page;
    seen.push(...page.items);
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < 100);
  return { seen, pages };
}

describe('GET /api/public/trips', () => {
  it('[MKT-010] lists exactly the trips the domain says can be booked or waitlisted, signed out, by start date', async () => {
    const { seen } = await all({ limit: '200' });
    const rows = await db().select().from(trips);
    const expected = rows
      .filter((r) => r.tripPath && tripBookability(bookableOf(r), t.clock.now).kind !== 'closed')
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id))
      .map((r) => r.id);
    expect(seen.map((s) => s.id)).toEqual(expected);
    expect(seen.some((s) => s.id === DEMO_TRIP_IDS.live)).toBe(true);
    for (const gone of [
      DEMO_TRIP_IDS.cancelled,
      DEMO_TRIP_IDS.complete,
      DEMO_TRIP_IDS.hostApproved,
      DEMO_TRIP_IDS.created,
    ])
      expect(seen.map((s) => s.id)).not.toContain(gone);
  });

  it('[MKT-010] unbookable trips are absent: cancelled, not launched, launching later, past the bookings deadline', async () => {
    const names = (await all({ destination: 'lisbon' })).seen.map((s) => s.name);
    expect(names).toEqual(['lisbon-may', 'lisbon-june', 'lisbon-full']);
  });

  it('[MKT-010] a full trip is listed as waitlist, an open one with its spots and public page path', async () => {
    const { seen } = await all({ destination: 'Lisbon' });
    const full = seen.find((s) => s.name === 'lisbon-full');
    expect(full?.bookability.kind).toBe('waitlist');
    expect(full?.spotsRemaining).toBe(0);
    const open = seen.find((s) => s.name === 'lisbon-may');
    expect(open).toMatchObject({
      path: '/trips/explore-lisbon-may',
      bookability: { kind: 'open' },
      country: 'Portugal',
    });
    expect(open?.spotsRemaining).toBeGreaterThan(0);
    expect(Object.keys(open ?? {})).not.toContain('hostId');
  });

  it('[MKT-010] filters by destination (part of it or the country, any case) and by start month', async () => {
    expect((await all({ destination: 'PORTU' })).seen.map((s) => s.name)).toEqual([
      'lisbon-may',
      'lisbon-june',
      'lisbon-full',
    ]);
    expect((await all({ destination: 'lisbon', month: '2027-06' })).seen.map((s) => s.name)).toEqual(['lisbon-june']);
    const may = (await all({ month: '2027-05' })).seen;
    expect(may.length).toBeGreaterThan(0);
    for (const trip of may) expect(trip.startDate.startsWith('2027-05')).toBe(true);
    expect(may.map((s) => s.id)).toContain(DEMO_TRIP_IDS.live);
    expect((await all({ destination: 'Atlantis' })).seen).toEqual([]);
    // A visitor's % or _ is a character, not a wildcard.
    expect((await all({ destination: '%' })).seen).toEqual([]);
  });

  it('[TRV-064] filters by an Explore category, any case; a category outside the eight is a 400', async () => {
    expect((await all({ category: 'Photography' })).seen.map((s) => s.name)).toEqual(['lisbon-june']);
    expect((await all({ category: 'Food', destination: 'lisbon' })).seen.map((s) => s.name)).toEqual(['lisbon-june']);
    expect((await all({ category: 'Yoga' })).seen).toEqual([]);
    expect((await list({ category: 'hiking' })).status).toBe(400);
  });

  it('[MKT-010] pages by keyset cursor: every trip once, none repeated, in order, page size honoured', async () => {
    const whole = (await all({ destination: 'kyoto', limit: '200' })).seen.map((s) => s.id);
    expect(whole).toHaveLength(7);
    const { seen, pages } = await all({ destination: 'kyoto', limit: '2' });
    expect(pages).toBe(4);
    expect(seen.map((s) => s.id)).toEqual(whole);
    expect(new Set(seen.map((s) => s.id)).size).toBe(7);
    const first = (await list({ destination: 'kyoto', limit: '2' })).body.data as Page;
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
  });

  it('[MKT-010] a bad month, limit or cursor is a 400 naming the field', async () => {
    for (const month of ['2027-13', '2027-5', 'May', '2027-05-01']) {
      const res = await list({ month });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('month');
    }
    expect((await list({ limit: '0' })).status).toBe(400);
    expect((await list({ cursor: 'not-a-cursor' })).status).toBe(400);
  });
});
