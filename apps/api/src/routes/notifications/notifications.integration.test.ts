// Trip announcements and the notification centre (MKT-051, MKT-052), through the API on a real database: a host's
// announcement reaches each live traveler's centre and, per their preference, their inbox.
import { ANNOUNCEMENT_TITLE_MAX, type NotificationPage, type NotificationPreferences } from '@caravan/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, tripAnnouncements } from '../../db/schema/index.js';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp } from '../../testing/test-app.js';

const TRIP = DEMO_TRIP_IDS.live;
const HOST_PATH = `/api/me/trips/${TRIP}/announcements`;
const ADMIN_PATH = `/api/admin/trips/${TRIP}/announcements`;
let t: TestApp;
let host: TestClient;
let admin: TestClient;
let traveler: TestClient;
let companion: TestClient;

const outbox = async () =>
  (await admin.request<{ items: { to: string; subject: string }[] }>('GET', '/api/admin/outbox?limit=200')).body.data
    ?.items ?? [];
const centre = async (client: TestClient, query = '') =>
  (await client.request<NotificationPage>('GET', `/api/me/notifications${query}`)).body.data as NotificationPage;
/** Posts an announcement a minute after the last, so newest-first is one order (the test clock stands still). */
const post = <T>(client: TestClient, path: string, body: unknown) => {
  t.clock.advance(60_000);
  return client.request<T>('POST', path, body);
};
const rowCount = async () => {
  const [n] = await t.database.db.select({ n: count() }).from(notifications);
  const [a] = await t.database.db.select({ n: count() }).from(tripAnnouncements);
  return [n?.n, a?.n];
};

beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  [host, admin, traveler, companion] = await Promise.all([
    t.signedIn('host@caravan.test'),
    t.signedIn('admin@caravan.test'),
    t.signedIn('traveler@caravan.test'),
    t.signedIn('companion@caravan.test'),
  ]);
});
afterAll(() => t?.close());

describe('trip announcements', () => {
  it("[MKT-051] the host's announcement reaches each live traveler's centre and inbox", async () => {
    const before = await centre(traveler);
    const res = await post<{ id: string; recipients: number }>(host, HOST_PATH, {
      title: 'Meeting point',
      body: 'We meet in the hotel lobby at 8:00.',
    });
    expect(res.status).toBe(201);
    expect(res.body.data?.recipients).toBeGreaterThan(1);

    const after = await centre(traveler);
    expect(after.unreadCount).toBe(before.unreadCount + 1);
    expect(after.items[0]).toMatchObject({
      kind: 'announcement',
      body: 'We meet in the hotel lobby at 8:00.',
      readAt: null,
    });
    expect(after.items[0]?.title).toContain('Meeting point');
    expect(after.items[0]?.link).toBe(`/app/traveler/trips/${TRIP}/trip-overview`);
    expect((await centre(companion)).items[0]?.kind).toBe('announcement');

    const mails = (await outbox()).filter((m) => m.subject.endsWith(': Meeting point'));
    expect(mails).toHaveLength(res.body.data?.recipients ?? -1);
    expect(mails.map((m) => m.to)).toContain('traveler@caravan.test');

    const list = await host.request<{ items: { title: string; authorName: string }[] }>('GET', HOST_PATH);
    expect(list.body.data?.items[0]?.title).toBe('Meeting point');
  });

  it('[MKT-051] an admin posts to any trip; another host, a co-host and a traveler cannot; bad input changes nothing', async () => {
    expect((await post(admin, ADMIN_PATH, { title: 'From Caravan', body: 'Hello all.' })).status).toBe(201);
    const before = await rowCount();
    const body = { title: 'Nope', body: 'Not allowed' };
    expect((await (await t.signedIn('host2@caravan.test')).request('POST', HOST_PATH, body)).status).toBe(404);
    expect((await (await t.signedIn('cohost@caravan.test')).request('POST', HOST_PATH, body)).status).toBe(403);
    expect((await traveler.request('POST', HOST_PATH, body)).status).toBe(403);
    expect((await post(host, HOST_PATH, { title: ' ', body: 'x' })).status).toBe(400);
    expect((await post(host, HOST_PATH, { title: 't'.repeat(ANNOUNCEMENT_TITLE_MAX + 1), body: 'x' })).status).toBe(
      400,
    );
    expect((await post(host, HOST_PATH, 'not json')).status).toBe(400);
    expect((await host.request('POST', '/api/me/trips/nope/announcements', body)).status).toBe(400);
    expect((await admin.request('POST', `/api/admin/trips/${crypto.randomUUID()}/announcements`, body)).status).toBe(
      404,
    );
    expect(await rowCount()).toEqual(before);
  });
});

describe('notification centre', () => {
  it('[MKT-052] pages by cursor, newest first, marks one read and all read, per user only', async () => {
    for (const title of ['Page one', 'Page two'])
      expect((await post(host, HOST_PATH, { title, body: 'Paging.' })).status).toBe(201);
    const first = await centre(traveler, '?limit=1');
    expect(first.items).toHaveLength(1);
    expect(first.items[0]?.title).toContain('Page two');
    expect(first.nextCursor).not.toBeNull();
    const id = first.items[0]?.id ?? '';
    expect((await companion.request('POST', `/api/me/notifications/${id}/read`, { read: true })).status).toBe(404);
    expect((await traveler.request('POST', `/api/me/notifications/${id}/read`, {})).status).toBe(400);
    const marked = await traveler.request('POST', `/api/me/notifications/${id}/read`, { read: true });
    expect(marked.status).toBe(200);
    const after = await centre(traveler);
    expect(after.unreadCount).toBe(first.unreadCount - 1);
    expect(after.items.find((n) => n.id === id)?.readAt).not.toBeNull();
    // The next page starts after the first one's last item, even once a newer notification arrived meanwhile.
    await post(host, HOST_PATH, { title: 'Arrived between pages', body: 'Paging.' });
    const second = await centre(traveler, `?limit=1&cursor=${first.nextCursor}`);
    expect(second.items[0]?.title).toContain('Page one');
    const every = await centre(traveler, '?limit=200');
    expect(every.items.map((n) => n.id).indexOf(second.items[0]?.id ?? '')).toBe(
      every.items.map((n) => n.id).indexOf(id) + 1,
    );
    expect((await traveler.request('GET', '/api/me/notifications?cursor=not*a*cursor')).status).toBe(400);

    const unread = (await centre(traveler, '?limit=1')).unreadCount;
    expect(unread).toBeGreaterThan(0);
    const all = await traveler.request<{ marked: number }>('POST', '/api/me/notifications/read-all', { read: true });
    expect(all.body.data?.marked).toBe(unread);
    expect((await centre(traveler)).unreadCount).toBe(0);
    expect((await centre(companion)).unreadCount).toBeGreaterThan(0);
  });

  it('[MKT-052] an e-mail preference turned off keeps the notification and stops the e-mail of that kind', async () => {
    const prefs = await traveler.request<NotificationPreferences>('GET', '/api/me/notification-preferences');
    expect(prefs.body.data?.preferences.every((p) => p.email)).toBe(true);
    expect(
      (
        await traveler.request('PUT', '/api/me/notification-preferences', {
          preferences: [{ kind: 'nope', email: false }],
        })
      ).status,
    ).toBe(400);
    const put = await traveler.request<NotificationPreferences>('PUT', '/api/me/notification-preferences', {
      preferences: [{ kind: 'announcement', email: false }],
    });
    expect(put.body.data?.preferences.find((p) => p.kind === 'announcement')?.email).toBe(false);
    expect(put.body.data?.preferences.find((p) => p.kind === 'payment_due')?.email).toBe(true);

    await post(host, HOST_PATH, { title: 'Quiet one', body: 'Centre only for some.' });
    const mails = (await outbox()).filter((m) => m.subject.endsWith(': Quiet one')).map((m) => m.to);
    expect(mails).not.toContain('traveler@caravan.test');
    expect(mails).toContain('companion@caravan.test');
    expect((await centre(traveler)).items[0]?.title).toContain('Quiet one');
    // Back on, so the other tests (in any order) see the default.
    await traveler.request('PUT', '/api/me/notification-preferences', {
      preferences: [{ kind: 'announcement', email: true }],
    });
  });
});

describe('what the system already tells travelers', () => {
  it("[MKT-052] the host's confirmation of a booking is in the traveler's centre as well as their inbox", async () => {
    const early = DEMO_TRIP_IDS.earlyConfirmed;
    const res = await host.request('POST', `/api/me/host/trips/${early}/bookings/confirm`, {
      bookingIds: [DEMO_BOOKING_IDS.travelerPending],
    });
    expect(res.status).toBe(200);
    const confirmed = (await centre(traveler)).items.find((n) => n.kind === 'booking_confirmed');
    expect(confirmed?.title).toMatch(/is confirmed$/);
    expect(confirmed?.link).toBe(`/app/traveler/trips/${early}/trip-overview`);
    expect((await outbox()).some((m) => m.to === 'traveler@caravan.test' && m.subject === confirmed?.title)).toBe(true);
  });
});
