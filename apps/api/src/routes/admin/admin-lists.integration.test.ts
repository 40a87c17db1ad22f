// The admin's trips and bookings lists (MKT-037) and marketing lists (MKT-038): search, filters, paging without
// repeats, CSV exports of the filtered set, 400 on bad filters, and nobody but an admin.
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, type TestApp, type TestClient, createTestApp } from '../../testing/test-app.js';

type TripItem = { id: string; shortId: string; name: string; status: string; hostEmail: string; startDate: string };
type BookingItem = {
  id: string;
  orderId: string;
  status: string;
  customerEmail: string;
  customerName: string;
  tripId: string;
  createdAt: string;
};
type PageOf<T> = { items: T[]; nextCursor: string | null };

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin@caravan.test');
});
afterAll(() => t.close());

async function everyPage<T>(path: string, query = '', limit = 3): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: Awaited<ReturnType<typeof admin.request<PageOf<T>>>> = await admin.request<PageOf<T>>(
      'GET',
      `${path}?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.status, res.body.error).toBe(200);
    items.push(...(res.body.data?.items ?? []));
    cursor = res.body.data?.nextCursor ?? null;
    pages += 1;
  } while (cursor);
  return { items, pages };
}

async function download(path: string, client: TestClient = admin) {
  const res = await t.app.request(path, { headers: { origin: ORIGIN, cookie: client.cookie ?? '' } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe('GET /api/admin/lists/trips', () => {
  it('[MKT-037] lists every trip, paged with no repeats, latest departure first', async () => {
    const { items, pages } = await everyPage<TripItem>('/api/admin/lists/trips');
    expect(pages).toBeGreaterThan(2);
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of Object.values(DEMO_TRIP_IDS)) expect(ids).toContain(id);
    const starts = items.map((i) => i.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('[MKT-037] searches by trip name, short id and host, and filters by status and departure range', async () => {
    const all = (await everyPage<TripItem>('/api/admin/lists/trips', '', 50)).items;
    const live = all.find((i) => i.id === DEMO_TRIP_IDS.live) as TripItem;
    const byName = await everyPage<TripItem>('/api/admin/lists/trips', `&search=${encodeURIComponent(live.name)}`);
    expect(byName.items.map((i) => i.id)).toContain(live.id);
    const byShort = await everyPage<TripItem>('/api/admin/lists/trips', `&search=${live.shortId.toLowerCase()}`);
    expect(byShort.items.map((i) => i.id)).toEqual([live.id]);
    const byHost = await everyPage<TripItem>('/api/admin/lists/trips', '&search=host2%40caravan');
    expect(byHost.items.map((i) => i.id).sort()).toEqual(
      [DEMO_TRIP_IDS.pricingApproved, DEMO_TRIP_IDS.readyToConfirm, DEMO_TRIP_IDS.cancelled].sort(),
    );
    const cancelled = await everyPage<TripItem>('/api/admin/lists/trips', '&status=cancelled');
    expect(cancelled.items.map((i) => i.status)).toEqual(cancelled.items.map(() => 'cancelled'));
    expect(cancelled.items.map((i) => i.id)).toContain(DEMO_TRIP_IDS.cancelled);
    const range = await everyPage<TripItem>(
      '/api/admin/lists/trips',
      `&departFrom=${live.startDate}&departTo=${live.startDate}`,
    );
    expect(range.items.length).toBe(all.filter((i) => i.startDate === live.startDate).length);
    expect(range.items.map((i) => i.id)).toContain(live.id);
  });

  it('[MKT-037] exports the filtered trips as a CSV download', async () => {
    const res = await download('/api/admin/lists/trips.csv?search=host2%40caravan');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="caravan-trips-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe('Trip ID,Trip,Status,Host,Host email,Departure,Return,Spots taken,Spots,Bookings');
    expect(lines).toHaveLength(4);
    for (const line of lines.slice(1)) expect(line).toContain('host2@caravan.test');
  });

  it('[MKT-037] answers 400 for an unknown status, a bad date, a reversed range or an unknown filter', async () => {
    for (const query of [
      'status=sold-out',
      'departFrom=tomorrow',
      'departFrom=2030-02-01&departTo=2030-01-01',
      'colour=red',
      'cursor=bm90LWEtY3Vyc29y',
    ]) {
      const res = await admin.request('GET', `/api/admin/lists/trips?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await download('/api/admin/lists/trips.csv?status=sold-out')).status).toBe(400);
  });
});

describe('GET /api/admin/lists/bookings', () => {
  it('[MKT-037] lists every booking, newest first, paged with no repeats', async () => {
    const { items, pages } = await everyPage<BookingItem>('/api/admin/lists/bookings');
    expect(pages).toBeGreaterThan(1);
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of Object.values(DEMO_BOOKING_IDS)) expect(ids).toContain(id);
    const made = items.map((i) => i.createdAt);
    expect(made).toEqual([...made].sort().reverse());
  });

  it('[MKT-037] searches by traveler name, email and booking id, and filters by status and day booked', async () => {
    const byEmail = await everyPage<BookingItem>('/api/admin/lists/bookings', '&search=traveler2%40');
    expect(byEmail.items.length).toBeGreaterThan(0);
    for (const b of byEmail.items) expect(b.customerEmail).toBe('traveler2@caravan.test');
    const name = byEmail.items[0]?.customerName ?? '';
    const byName = await everyPage<BookingItem>('/api/admin/lists/bookings', `&search=${encodeURIComponent(name)}`);
    expect(byName.items.map((i) => i.id)).toEqual(expect.arrayContaining(byEmail.items.map((i) => i.id)));
    const byId = await everyPage<BookingItem>('/api/admin/lists/bookings', `&search=${DEMO_BOOKING_IDS.travelerLive}`);
    expect(byId.items.map((i) => i.id)).toEqual([DEMO_BOOKING_IDS.travelerLive]);
    const waitlist = await everyPage<BookingItem>('/api/admin/lists/bookings', '&status=waitlist');
    expect(waitlist.items.length).toBeGreaterThan(0);
    for (const b of waitlist.items) expect(b.status).toBe('waitlist');
    const all = (await everyPage<BookingItem>('/api/admin/lists/bookings', '', 100)).items;
    const day = all[0]?.createdAt.slice(0, 10) as string;
    const sameDay = await everyPage<BookingItem>('/api/admin/lists/bookings', `&createdFrom=${day}&createdTo=${day}`);
    expect(sameDay.items.length).toBe(all.filter((b) => b.createdAt.startsWith(day)).length);
    const later = await everyPage<BookingItem>('/api/admin/lists/bookings', '&createdFrom=2999-01-01');
    expect(later.items).toEqual([]);
  });

  it('[MKT-037] exports the filtered bookings as CSV, every row and only those', async () => {
    const res = await download('/api/admin/lists/bookings.csv?search=traveler2%40caravan.test');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="caravan-bookings-.*\.csv"$/);
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe(
      'Booking ID,Order,Trip ID,Trip,Traveler,Traveler email,Status,Spots,Currency,Total,Paid,Due,Booked at',
    );
    const listed = await everyPage<BookingItem>('/api/admin/lists/bookings', '&search=traveler2%40caravan.test');
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(listed.items.map((i) => i.id).sort());
  });

  it('[MKT-037] reads one booking with its trip; an unknown one is 404, a bad filter 400', async () => {
    const one = await admin.request<BookingItem>('GET', `/api/admin/lists/bookings/${DEMO_BOOKING_IDS.travelerLive}`);
    expect(one.status).toBe(200);
    expect(one.body.data?.tripId).toBe(DEMO_TRIP_IDS.live);
    const none = await admin.request('GET', '/api/admin/lists/bookings/00000000-0000-4000-8000-000000000000');
    expect(none.status).toBe(404);
    expect((await admin.request('GET', '/api/admin/lists/bookings/not-an-id')).status).toBe(400);
    expect((await admin.request('GET', '/api/admin/lists/bookings?status=lost')).status).toBe(400);
    expect((await admin.request('GET', '/api/admin/lists/bookings?createdTo=2020-13-40')).status).toBe(400);
  });
});

describe('marketing lists', () => {
  it('[MKT-038] lists each host’s marketing list and exports one as CSV after an import', async () => {
    const form = new FormData();
    form.append('file', new File(['Email,First Name\r\nmia@example.com,"=Mia"'], 'list.csv', { type: 'text/csv' }));
    const imported = await t.app.request(`/api/admin/hosts/${DEMO_USER_IDS.host2}/marketing-list/import`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: admin.cookie ?? '' },
      body: form,
    });
    expect(imported.status).toBe(200);
    const lists = await everyPage<{ hostId: string; hostEmail: string; subscribers: number }>(
      '/api/admin/marketing-lists',
      '&search=host2',
    );
    const host2 = lists.items.find((l) => l.hostId === DEMO_USER_IDS.host2);
    expect(host2?.subscribers).toBeGreaterThan(0);
    const csv = await download(`/api/admin/hosts/${DEMO_USER_IDS.host2}/marketing-list/export.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="marketing-list-host2_caravan\.test-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.text.split('\r\n');
    expect(lines).toHaveLength((host2?.subscribers ?? 0) + 1);
    // The imported name that looks like a formula stays text.
    expect(lines).toContain("'=Mia,,mia@example.com");
    expect(
      (await download('/api/admin/hosts/00000000-0000-4000-8000-000000000000/marketing-list/export.csv')).status,
    ).toBe(404);
  });
});

describe('who may read the lists', () => {
  it('[MKT-037] [MKT-038] refuses every group but admins (403) and the signed out (401)', async () => {
    const paths = [
      '/api/admin/lists/trips',
      '/api/admin/lists/bookings',
      '/api/admin/lists/trips.csv',
      '/api/admin/lists/bookings.csv',
      '/api/admin/marketing-lists',
      `/api/admin/lists/bookings/${DEMO_BOOKING_IDS.travelerLive}`,
      `/api/admin/hosts/${DEMO_USER_IDS.host}/marketing-list/export.csv`,
    ];
    for (const email of ['host@caravan.test', 'operator@caravan.test', 'traveler@caravan.test']) {
      const other = await t.signedIn(email);
      for (const path of paths) expect((await download(path, other)).status, `${email} ${path}`).toBe(403);
    }
    for (const path of paths) expect((await download(path, t.anonymous())).status, path).toBe(401);
  });
});
