// The host's e-mail to a trip's travelers (HAP-062): one message per booker of a spot-holding order, in the outbox;
// only the trip's own host sends.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, users } from '../../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp } from '../../../testing/test-app.js';

const PATH = '/api/me/emails/send-email-to-travelers';
const TRIP = DEMO_TRIP_IDS.earlyConfirmed;
let t: TestApp;
let host: TestClient;
let admin: TestClient;
const outbox = async () =>
  (
    await admin.request<{ items: { to: string; subject: string; text?: string }[] }>(
      'GET',
      '/api/admin/outbox?limit=200',
    )
  ).body.data?.items ?? [];

beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  host = await t.signedIn('host@caravan.test');
  admin = await t.signedIn('admin@caravan.test');
});
afterAll(() => t?.close());

describe('POST api/me/emails/send-email-to-travelers', () => {
  it("[HAP-062] sends the host's e-mail to each of the trip's travelers once", async () => {
    const rows = await t.database.db
      .selectDistinct({ email: users.email })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.customerId))
      .where(and(eq(bookings.tripId, TRIP), inArray(bookings.status, ['confirmed', 'pending'])));
    const travelers = rows.map((r) => r.email).sort();
    expect(travelers.length).toBeGreaterThan(1);

    const body = { tripId: TRIP, subject: 'Packing list', message: 'Bring rain gear <b>and</b> boots.' };
    const res = await host.request<{ sent: number }>('POST', PATH, body);
    expect(res.status).toBe(200);
    expect(res.body.data?.sent).toBe(travelers.length);
    const mails = (await outbox()).filter((m) => m.subject.endsWith(': Packing list'));
    expect(mails.map((m) => m.to).sort()).toEqual(travelers);
  });

  it('[HAP-062] another host’s trip is 404, a co-host may not send (403), and an empty message is 400; nothing is sent', async () => {
    const body = { tripId: TRIP, subject: 'Hello', message: 'Not from the host' };
    const stranger = await t.signedIn('host2@caravan.test');
    expect((await stranger.request('POST', PATH, body)).status).toBe(404);
    const cohost = await t.signedIn('cohost@caravan.test');
    expect((await cohost.request('POST', PATH, body)).status).toBe(403);
    const empty = await host.request('POST', PATH, { ...body, message: '   ' });
    expect(empty.status).toBe(400);
    expect((await host.request('POST', PATH, { ...body, tripId: 'nope' })).status).toBe(400);
    expect((await outbox()).filter((m) => m.subject.endsWith(': Hello'))).toEqual([]);
  });
});
