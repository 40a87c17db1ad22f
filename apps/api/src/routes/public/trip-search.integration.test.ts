// The public trip search end to end (MKT-010, MKT-026, MKT-027): only trips the domain's bookability rule lets a
// visitor book or waitlist, filtered by destination, month or dates, price, length and spots, sorted by departure or
// price, read by keyset pages that never repeat or skip a trip; bad filters and cursors are 400s in the envelope.
import { type TripCard, tripBookability } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { bookableOf } from '../../services/booking/create-booking/public-trip.js';
import { type TestApp, createTestApp } from '../../testing/test-app.js';

type Page = { items: TripCard[]; nextCursor: string | null };
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
  const seen: TripCard[] = [];
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

describe('GET /api/public/trips: which trips, the destination and month filters', () => {
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

  it('[MKT-026] a card: a full trip says waitlist, an open one its spots, host, length, price from and page path', async () => {
    const { seen } = await all({ destination: 'Lisbon' });
    const full = seen.find((s) => s.name === 'lisbon-full');
    expect(full?.availability).toEqual({ kind: 'waitlist' });
    const open = seen.find((s) => s.name === 'lisbon-may');
    expect(open).toMatchObject({
      path: '/trips/explore-lisbon-may',
      availability: { kind: 'open' },
      country: 'Portugal',
      hostName: 'Hana Host',
      hostPath: '/hosts/hana-host',
      lengthDays: 7,
      currency: 'USD',
      priceFrom: 465000,
    });
    expect(open?.availability.kind === 'open' && open.availability.spotsRemaining).toBeGreaterThan(0);
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

describe('GET /api/public/trips: price, length, dates, spots, sorts and their pages', () => {
  /** Trips of one made-up country, so each filter's answer is exactly known. */
  const T = 'Testland';
  beforeAll(async () => {
    const trip = (startDate: string, endDate: string, currency: string, priceInitial: number, full = false) => ({
      destination: 'Oslo',
      country: T,
      startDate,
      endDate,
      currency,
      priceInitial,
      ...(full ? { spotsTaken: 10, maximumSpots: 10 } : { spotsTaken: 0, maximumSpots: 10 }),
    });
    await addTrip('oslo-a', trip('2027-04-01', '2027-04-05', 'USD', 150_000));
    await addTrip('oslo-b', trip('2027-04-10', '2027-04-19', 'EUR', 300_000, true));
    await addTrip('oslo-c', trip('2027-05-01', '2027-05-08', 'USD', 300_000));
    await addTrip('oslo-d', trip('2027-03-01', '2027-03-14', 'USD', 800_000));
    await addTrip('oslo-e', trip('2027-06-01', '2027-06-03', 'EUR', 150_000));
  });
  const names = async (query: Record<string, string>) =>
    (await all({ destination: T, ...query })).seen.map((s) => s.name);

  it('[MKT-027] filters by price in whole units of each trip’s currency, both ends included', async () => {
    expect(await names({ priceMin: '2000', priceMax: '5000' })).toEqual(['oslo-b', 'oslo-c']);
    expect(await names({ priceMax: '1500' })).toEqual(['oslo-a', 'oslo-e']);
    expect(await names({ priceMin: '8000' })).toEqual(['oslo-d']);
  });

  it('[MKT-027] filters by trip length in days, first and last day counted', async () => {
    expect(await names({ lengthMin: '8' })).toEqual(['oslo-d', 'oslo-b', 'oslo-c']);
    expect(await names({ lengthMax: '5' })).toEqual(['oslo-a', 'oslo-e']);
    expect(await names({ lengthMin: '8', lengthMax: '8' })).toEqual(['oslo-c']);
  });

  it('[MKT-027] filters by a date range (its last day included) and by spots available', async () => {
    expect(await names({ from: '2027-04-05', to: '2027-05-01' })).toEqual(['oslo-b', 'oslo-c']);
    expect(await names({ from: '2027-05-02' })).toEqual(['oslo-e']);
    expect(await names({ spots: 'available' })).toEqual(['oslo-d', 'oslo-a', 'oslo-c', 'oslo-e']);
    expect(await names({ month: '2027-04', priceMax: '3000', spots: 'available' })).toEqual(['oslo-a']);
  });

  it('[MKT-027] sorts by departure by default, by price up or down (the reverse of up, ties included)', async () => {
    expect(await names({})).toEqual(['oslo-d', 'oslo-a', 'oslo-b', 'oslo-c', 'oslo-e']);
    expect(await names({ sort: 'departure' })).toEqual(['oslo-d', 'oslo-a', 'oslo-b', 'oslo-c', 'oslo-e']);
    expect(await names({ sort: 'price-asc' })).toEqual(['oslo-a', 'oslo-e', 'oslo-b', 'oslo-c', 'oslo-d']);
    expect(await names({ sort: 'price-desc' })).toEqual(['oslo-d', 'oslo-c', 'oslo-b', 'oslo-e', 'oslo-a']);
  });

  it('[MKT-027] pages of every sort, a card at a time, give the whole list once, with no gap', async () => {
    for (const sort of ['departure', 'price-asc', 'price-desc']) {
      const whole = (await all({ destination: T, sort, limit: '200' })).seen.map((s) => s.id);
      const { seen, pages } = await all({ destination: T, sort, limit: '1' });
      expect(seen.map((s) => s.id)).toEqual(whole);
      expect(pages).toBe(whole.length);
    }
  });

  it('[MKT-027] an unknown filter value, a range upside down or a foreign cursor is a 400 in the envelope', async () => {
    for (const query of [
      { sort: 'cheapest' },
      { priceMax: 'lots' },
      { priceMin: '-1' },
      { priceMin: '5000', priceMax: '1000' },
      { lengthMin: '9', lengthMax: '3' },
      { month: '2027-05', from: '2027-05-01' },
      { from: '2027-02-30' },
      { spots: 'yes' },
    ]) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ success: false });
      expect(typeof (res.body as { error?: unknown }).error).toBe('string');
    }
    const departurePage = (await list({ destination: T, limit: '1' })).body.data as Page;
    const foreign = await list({ destination: T, sort: 'price-asc', cursor: departurePage.nextCursor ?? '' });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ success: false });
  });
});

describe('GET /api/public/hosts/{pagePath}/trips', () => {
  it("[MKT-034] lists the host's live and upcoming trips as cards, soonest first; another host's and past ones are absent", async () => {
    const res = await t.anonymous().request<Page>('GET', '/api/public/hosts/hana-host/trips?limit=200');
    expect(res.status).toBe(200);
    const cards = (res.body.data as Page).items;
    const ids = cards.map((c) => c.id);
    expect(ids).toContain(DEMO_TRIP_IDS.live);
    expect(ids).toContain(DEMO_TRIP_IDS.hostApproved);
    for (const gone of [
      DEMO_TRIP_IDS.readyToConfirm,
      DEMO_TRIP_IDS.cancelled,
      DEMO_TRIP_IDS.complete,
      DEMO_TRIP_IDS.created,
    ])
      expect(ids).not.toContain(gone);
    expect(cards.find((c) => c.id === DEMO_TRIP_IDS.hostApproved)?.availability).toEqual({
      kind: 'upcoming',
      opensOn: '2026-12-01',
    });
    const starts = cards.map((c) => c.startDate);
    expect(starts).toEqual([...starts].sort());
    expect(new Set(cards.map((c) => c.hostName))).toEqual(new Set(['Hana Host']));
  });

  it('[MKT-034] an unknown host is a 404', async () => {
    expect((await t.anonymous().request('GET', '/api/public/hosts/nobody-here/trips')).status).toBe(404);
  });
});
