// The platform calls the host app makes on a real database: sign-in and sign-out (HAP-075, HAP-076), the booking tools
// kept to admins (HAP-059) and the admin endpoint families (HAP-089), each asserted by what it does to the data.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, sessions } from '../../db/schema/index.js';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { createTestApp, idem, type TestApp, type TestClient } from '../../testing/test-app.js';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  admin = await t.signedIn('admin@caravan.test');
});
afterAll(() => t.close());

const liveSessions = async (userId: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('POST authentication/login and logout', () => {
  it('[HAP-075] login with the right password opens a session the host reads their record with; a wrong one opens none', async () => {
    const before = await liveSessions(DEMO_USER_IDS.host2);
    const wrong = t.client();
    const refused = await wrong.request('POST', '/api/authentication/login', {
      email: 'host2@caravan.test',
      password: 'not-the-password',
    });
    expect(refused.status).toBe(401);
    expect(wrong.cookie).toBeNull();
    expect(await liveSessions(DEMO_USER_IDS.host2)).toBe(before);
    expect((await wrong.request('GET', '/api/me/host/user')).status).toBe(401);

    const host = await t.signedIn('host2@caravan.test');
    expect(host.cookie).not.toBeNull();
    expect(await liveSessions(DEMO_USER_IDS.host2)).toBe(before + 1);
    const me = await host.request<{ userId: string }>('GET', '/api/me/host/user');
    expect(me.status).toBe(200);
    expect(me.body.data?.userId).toBe(DEMO_USER_IDS.host2);
  });

  it('[HAP-076] logout ends the session on the server: the same cookie replayed afterwards is refused', async () => {
    const host = await t.signedIn('host2@caravan.test');
    const cookie = host.cookie;
    expect((await host.request('GET', '/api/me/host/user')).status).toBe(200);
    const out = await host.request('POST', '/api/authentication/logout');
    expect(out.status).toBe(200);
    const replay = t.client();
    replay.cookie = cookie;
    expect((await replay.request('GET', '/api/me/host/user')).status).toBe(401);
  });
});

describe('the booking tools are admin-only', () => {
  it('[HAP-059] a host, an operator and a traveler are refused refund, discount, cancel and reinstate, and the booking is unchanged', async () => {
    const id = DEMO_BOOKING_IDS.travelerLive;
    const [before] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    const tools: [string, unknown][] = [
      ['refund', { amount: 100 }],
      ['discount', { amount: 100 }],
      ['cancel', { reasonCode: '17' }],
      ['reinstate', { status: 'pending' }],
    ];
    for (const email of ['host@caravan.test', 'operator@caravan.test', 'traveler@caravan.test']) {
      const client = await t.signedIn(email);
      for (const [tool, body] of tools) {
        const res = await client.request('POST', `/api/admin/bookings/${id}/${tool}`, body, idem());
        expect(res.status, `${email} ${tool}`).toBe(403);
        expect(res.body.success).toBe(false);
      }
    }
    const [after] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(after).toEqual(before);
    // The admin is let through: a discount of one minor unit lowers what is due.
    const ok = await admin.request('POST', `/api/admin/bookings/${id}/discount`, { amount: 1 }, idem());
    expect(ok.status).toBe(200);
    const [discounted] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(discounted?.travelAmount).toBe((before?.travelAmount ?? 0) - 1);
  });
});

describe('the admin endpoint families', () => {
  const families = [
    '/api/admin/hosts',
    '/api/admin/trips',
    '/api/admin/itineraries',
    '/api/admin/links',
    '/api/admin/operators',
    '/api/admin/travelers',
    '/api/admin/trip-requests',
    '/api/admin/webhooks',
  ];

  it('[HAP-089] an admin reads each family (hosts, trips, itineraries, links, operators, travelers, trip-requests, webhooks); a host is refused every one', async () => {
    const host = await t.signedIn('host@caravan.test');
    for (const base of families) {
      const res = await admin.request<{ items?: unknown[] } | unknown[]>('GET', base);
      expect(res.status, base).toBe(200);
      expect(res.body.success).toBe(true);
      expect((await host.request('GET', base)).status, `host ${base}`).toBe(403);
    }
    // The families hold the seeded records: the admin's host list has the demo host.
    const hosts = await admin.request<{ items: { userId: string }[] }>('GET', '/api/admin/hosts?limit=100');
    expect(hosts.body.data?.items.map((h) => h.userId)).toContain(DEMO_USER_IDS.host);
  });

  it("[HAP-089] the users family: reset token and impersonate are the admin's; cache clearing answers for a trip", async () => {
    const host = await t.signedIn('host@caravan.test');
    const reset = await host.request('POST', '/api/admin/users/reset-token', { userId: DEMO_USER_IDS.host2 });
    expect(reset.status).toBe(403);
    const impersonate = await host.request('POST', `/api/admin/users/impersonate/${DEMO_USER_IDS.host2}`);
    expect(impersonate.status).toBe(403);
    const clear = await admin.request('POST', `/api/admin/cache/clear/trip-details/${DEMO_TRIP_IDS.live}`);
    expect(clear.status).toBe(200);
    expect((await host.request('POST', `/api/admin/cache/clear/trip-details/${DEMO_TRIP_IDS.live}`)).status).toBe(403);
    // Impersonating as the admin answers with the impersonated host's session: their record is read.
    const as = await t.signedIn('admin@caravan.test');
    const started = await as.request('POST', `/api/admin/users/impersonate/${DEMO_USER_IDS.host2}`);
    expect(started.status).toBe(200);
    const me = await as.request<{ userId: string }>('GET', '/api/me/host/user');
    expect(me.body.data?.userId).toBe(DEMO_USER_IDS.host2);
  });
});
