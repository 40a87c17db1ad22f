// Signed webhooks end to end (MKT-053): a local receiver registered by the operator, a booking, the worker's signed
// delivery verified with the documented check, stale and replayed deliveries refused, a failing receiver retried with
// backoff and logged, and a hanging receiver that never slows the booking.
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type WebhookDeliveryView,
  type WebhookSecretView,
  verifyWebhookSignature,
  webhookRetryDelaySeconds,
} from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trips, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { createWebhookQueue, hmacSha256Hex } from '../../queue/webhook-job.js';
import { type TestApp, type TestClient, createTestApp, idem } from '../../testing/test-app.js';

const LIVE = DEMO_TRIP_IDS.live;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on this machine: answers 200, 500, or never, as `mode` says, and keeps what it got. */
function startReceiver() {
  const received: Received[] = [];
  const state = { mode: 'ok' as 'ok' | 'fail' | 'hang' };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      if (state.mode === 'hang') return;
      res.writeHead(state.mode === 'ok' ? 200 : 500).end();
    });
  });
  return new Promise<{ url: string; received: Received[]; state: typeof state; close(): void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/hook`,
        received,
        state,
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      });
    }),
  );
}

let t: TestApp;
let operator: TestClient;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let people = 0;

const book = () => {
  const n = ++people;
  return t.anonymous().request(
    'POST',
    `/api/public/trips/${LIVE}/bookings`,
    {
      package: 'standard',
      travelers: [{ firstName: `Wes${n}`, lastName: 'Hook', email: `webhook${n}@example.com`, room: 'shared' }],
      account: { password: 'correct horse battery' },
      payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
      termsAccepted: true,
    },
    idem(),
  );
};
const deliveries = async () =>
  (await operator.request<WebhookDeliveryView[]>('GET', '/api/me/webhook-deliveries')).body.data ?? [];

beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  await t.database.db.update(trips).set({ maximumSpots: 200 }).where(eq(trips.id, LIVE));
  operator = await t.signedIn('operator@caravan.test');
  receiver = await startReceiver();
});
// The tests run in a shuffled order: each starts with no endpoint registered and a receiver answering 200.
beforeEach(async () => {
  await t.database.db.update(webhookEndpoints).set({ disabled: true });
  receiver.state.mode = 'ok';
  receiver.received.length = 0;
});
/** Registers the receiver for `events` as the operator: its id and secret. */
const register = async (events = ['booking.created', 'booking.cancelled']) => {
  const res = await operator.request<WebhookSecretView>('POST', '/api/me/webhooks', { url: receiver.url, events });
  expect(res.status).toBe(201);
  return { id: res.body.data?.endpoint.id ?? '', secret: res.body.data?.secret ?? '' };
};
afterAll(async () => {
  receiver?.close();
  await t?.close();
});

describe('outbound webhooks', () => {
  it('[MKT-053] the operator registers a local endpoint; the secret is answered once', async () => {
    const { secret } = await register();
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const list = await operator.request<object[]>('GET', '/api/me/webhooks');
    expect(JSON.stringify(list.body.data)).not.toContain(secret);
  });

  it('[MKT-053] bad input answers 400 and registers nothing; another user’s endpoint is not found', async () => {
    const { id: endpointId } = await register();
    for (const body of [
      { url: 'http://example.com/hook', events: ['booking.created'] },
      { url: receiver.url, events: [] },
      '{',
    ])
      expect((await operator.request('POST', '/api/me/webhooks', body)).status).toBe(400);
    expect((await operator.request<object[]>('GET', '/api/me/webhooks')).body.data).toHaveLength(1);
    const host = await t.signedIn('host@caravan.test');
    expect((await host.request('POST', `/api/me/webhooks/${endpointId}/rotate-secret`)).status).toBe(404);
    expect((await host.request('DELETE', `/api/me/webhooks/${endpointId}`)).status).toBe(404);
    const traveler = await t.signedIn('traveler@caravan.test');
    expect((await traveler.request('GET', '/api/me/webhooks')).status).toBe(403);
  });

  it('[MKT-053] a booking is delivered after commit, signed; the check refuses it stale or replayed', async () => {
    const { secret } = await register();
    const booked = await book();
    expect(booked.status).toBe(201);
    // Written with the booking, not sent by it.
    expect(receiver.received).toHaveLength(0);
    expect((await deliveries())[0]).toMatchObject({ event: 'booking.created', status: 'pending', attempts: 0 });

    await t.queue.webhooks.drain();
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    if (!got) throw new Error('nothing received');
    const header = String(got.headers['caravan-signature']);
    const check = (now: Date, seen?: Set<string>) =>
      verifyWebhookSignature({ header, body: got.body, secret, now, hmacSha256Hex, ...(seen ? { seen } : {}) });
    const verified = check(new Date());
    expect(verified.ok).toBe(true);
    const body = JSON.parse(got.body);
    expect(body).toMatchObject({ event: 'booking.created', data: { tripId: LIVE } });
    expect(got.headers['caravan-delivery']).toBe(body.id);
    // The same request six minutes later, or again once accepted, fails the documented check.
    expect(check(new Date(Date.now() + 6 * 60_000))).toEqual({ ok: false, reason: 'stale' });
    expect(check(new Date(), new Set([body.id]))).toEqual({ ok: false, reason: 'replayed' });
    expect(
      verifyWebhookSignature({ header, body: got.body, secret: 'whsec_other', now: new Date(), hmacSha256Hex }).ok,
    ).toBe(false);

    const [logged] = await deliveries();
    expect(logged).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200, nextAttemptAt: null });
    expect(logged?.lastResponseMs).toBeGreaterThanOrEqual(0);
  });

  it('[MKT-053] a failing endpoint (500) is retried with backoff and logged, then sent again by hand', async () => {
    const { secret } = await register();
    receiver.state.mode = 'fail';
    await book();
    const before = Date.now();
    await t.queue.webhooks.drain();
    let [logged] = await deliveries();
    expect(logged).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    const wait = new Date(logged?.nextAttemptAt ?? 0).getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(webhookRetryDelaySeconds(1) * 1000 - 1000);
    // The retry waits out its backoff: nothing is ready now.
    expect(await t.queue.webhooks.drain()).toBe(0);
    // Past every backoff: the remaining attempts run, then the delivery is logged as failed.
    await t.queue.webhooks.drain({ includeDeferred: true });
    [logged] = await deliveries();
    expect(logged).toMatchObject({ status: 'failed', attempts: 6, lastStatusCode: 500, nextAttemptAt: null });
    expect(receiver.received).toHaveLength(6);
    // Each attempt is signed when it is sent: every one passes the check at its arrival (none is stale), and none is
    // stamped before the first attempt left.
    for (const got of receiver.received) {
      const header = String(got.headers['caravan-signature']);
      expect(verifyWebhookSignature({ header, body: got.body, secret, now: new Date(), hmacSha256Hex }).ok).toBe(true);
      expect(Number(/t=(\d+)/.exec(header)?.[1]) * 1000).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    }

    receiver.state.mode = 'ok';
    const again = await operator.request<WebhookDeliveryView>(
      'POST',
      `/api/me/webhook-deliveries/${logged?.id}/resend`,
    );
    expect(again.status).toBe(201);
    await t.queue.webhooks.drain();
    const [fresh, original] = await deliveries();
    expect(fresh).toMatchObject({ id: again.body.data?.id, status: 'delivered', attempts: 1 });
    expect(original).toMatchObject({ id: logged?.id, status: 'failed' });
  });

  it('[MKT-053] a hanging endpoint never slows the booking; its attempt times out and is logged', async () => {
    await register();
    receiver.state.mode = 'hang';
    const booked = await book();
    expect(booked.status).toBe(201);
    // The booking answered without calling the receiver at all (the receiver keeps a request before it hangs), so
    // its time owes nothing to the receiver's: the delivery waits, unattempted, for the worker.
    expect(receiver.received).toHaveLength(0);
    expect((await deliveries())[0]).toMatchObject({ status: 'pending', attempts: 0 });
    const quick = createWebhookQueue(t.queue.boss, t.database.db, { timeoutMs: 300 });
    await quick.drain();
    const [logged] = await deliveries();
    expect(logged).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    expect(logged?.lastError).toMatch(/No answer/);
  });

  it('[MKT-053] rotating answers a new secret; removing stops deliveries', async () => {
    const { id: endpointId, secret } = await register();
    const rotated = await operator.request<WebhookSecretView>('POST', `/api/me/webhooks/${endpointId}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.data?.secret).not.toBe(secret);
    expect((await operator.request('DELETE', `/api/me/webhooks/${endpointId}`)).status).toBe(200);
    const count = (await t.database.db.select().from(webhookDeliveries)).length;
    await book();
    expect((await t.database.db.select().from(webhookDeliveries)).length).toBe(count);
  });

  it('[MKT-053] an admin’s cancellation is a booking.cancelled delivery too, written with the cancellation', async () => {
    await register(['booking.cancelled']);
    const booked = await book();
    expect(booked.status).toBe(201);
    const bookingId = (booked.body.data as { bookingId: string }).bookingId;
    const cancelledFor = async () =>
      (await t.database.db.select().from(webhookDeliveries)).filter(
        (d) => d.event === 'booking.cancelled' && d.payload.bookingId === bookingId,
      );
    expect(await cancelledFor()).toHaveLength(0);
    const admin = await t.signedIn('admin@caravan.test');
    const cancelled = await admin.request('POST', `/api/admin/bookings/${bookingId}/cancel`, {
      payload: { reasonCode: '17' },
    });
    expect(cancelled.status).toBe(200);
    expect((await cancelledFor()).map((d) => d.payload)).toEqual([
      { bookingId, orderId: expect.any(String), tripId: LIVE },
    ]);
  });

  it('[MKT-053] a balance paid after booking is a booking.paid delivery, written with the payment', async () => {
    await register(['booking.paid']);
    const booked = await book();
    expect(booked.status).toBe(201);
    const { bookingId } = booked.body.data as { bookingId: string };
    const paidFor = async () =>
      (await t.database.db.select().from(webhookDeliveries)).filter(
        (d) => d.event === 'booking.paid' && d.payload.bookingId === bookingId,
      );
    // The deposit taken with the booking is the first booking.paid.
    expect((await paidFor()).map((d) => d.payload.amount)).toHaveLength(1);
    const booker = await t.signedIn(`webhook${people}@example.com`, 'correct horse battery');
    const paid = await booker.request(
      'POST',
      `/api/me/bookings/${bookingId}/payments`,
      { paymentOptionType: 'full', cardToken: 'tok_visa' },
      idem(),
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const amount = (paid.body.data as { payment: { amount: number } }).payment.amount;
    expect(amount).toBeGreaterThan(0);
    expect((await paidFor()).map((d) => d.payload)).toContainEqual({
      bookingId,
      orderId: expect.any(String),
      tripId: LIVE,
      currency: 'USD',
      amount,
      automatic: false,
    });
  });
});
