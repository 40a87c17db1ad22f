// The admin booking calls at the spec's paths and bodies (§7.4, decision 020): a refund against one payment's
// affected items, cancel with {payload}, reinstate with {bookingStatus, secondaryTravelerIds}, the reinstatable
// travelers and their reinstatement. Each test writes, so each has its own world.
import { and, eq, gt } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, bookings, payments, trips } from '../../db/schema/index.js';
import { DEMO_BOOKING_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp, idem } from '../../testing/test-app.js';

const LIVE_BOOKING = DEMO_BOOKING_IDS.travelerLive;
let t: TestApp;
let admin: TestClient;
let traveler: TestClient;
const db = () => t.database.db;
const bookingRow = async (id = LIVE_BOOKING) => {
  const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error('no booking');
  return row;
};
const base = (id = LIVE_BOOKING) => `/api/admin/bookings/${id}`;

beforeEach(async () => {
  t = await createTestApp({ liftRateLimits: true });
  [admin, traveler] = await Promise.all([t.signedIn('admin@caravan.test'), t.sessionFor(DEMO_USER_IDS.traveler)]);
});
afterEach(() => t?.close());

describe('admin booking calls at the spec’s paths', () => {
  it('[HAP-052] POST …/payments/{paymentId}/refund takes {affectedItems}: their sum is refunded once, never above the payment', async () => {
    const [charge] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, LIVE_BOOKING), gt(payments.amount, 0)));
    if (!charge) throw new Error('seeded booking has no charge');
    const [otherCharge] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, DEMO_BOOKING_IDS.traveler2Live), gt(payments.amount, 0)));
    const path = `${base()}/payments/${charge.id}/refund`;
    const before = await bookingRow();
    const items = [
      { description: 'Hike', amount: 700 },
      { description: 'Transfer', amount: 300 },
    ];
    // Another booking's payment is not this booking's: 404; bad input and too much change nothing.
    const foreign = await admin.request(
      'POST',
      `${base()}/payments/${otherCharge?.id}/refund`,
      { affectedItems: items },
      idem(),
    );
    expect(foreign.status).toBe(404);
    const empty = await admin.request('POST', path, { affectedItems: [] }, idem());
    expect(empty.status).toBe(400);
    expect(empty.body.success).toBe(false);
    const tooMuch = await admin.request(
      'POST',
      path,
      { affectedItems: [{ description: 'All', amount: charge.amount + 1 }] },
      idem(),
    );
    expect(tooMuch.status).toBe(422);
    expect((await traveler.request('POST', path, { affectedItems: items }, idem())).status).toBe(403);
    expect((await bookingRow()).paidAmount).toBe(before.paidAmount);

    const key = idem();
    const refundsBefore = t.payments.refunds.length;
    const res = await admin.request<{ paidAmount: number }>('POST', path, { affectedItems: items }, key);
    expect(res.status).toBe(200);
    const replay = await admin.request('POST', path, { affectedItems: items }, key);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    // A refund returns money and leaves the price (MKT-040): paid drops by the items' sum, the total stays, so due rises.
    expect(await bookingRow()).toMatchObject({
      paidAmount: before.paidAmount - 1000,
      travelAmount: before.travelAmount,
    });
    expect(t.payments.refunds.length - refundsBefore).toBe(1);
    const audits = (await db().select().from(auditLog)).filter(
      (r) => (r.detail as { paymentId?: string } | null)?.paymentId === charge.id,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.detail).toMatchObject({ event: 'booking.refund', amount: 1000, affectedItems: items });
  });

  it('[HAP-058] [HAP-055] cancel takes {payload}; reinstate takes {bookingStatus, secondaryTravelerIds} naming every traveler', async () => {
    const booking = await bookingRow();
    const cancelled = await admin.request('POST', `${base()}/cancel`, { payload: { reasonCode: '17' } });
    expect(cancelled.status).toBe(200);
    expect(await bookingRow()).toMatchObject({ status: 'cancelled', internalCancellationReason: '17' });
    expect((await admin.request('POST', `${base()}/cancel`, { payload: { reasonCode: 'nope' } })).status).toBe(400);
    expect(
      (await admin.request('POST', `${base(crypto.randomUUID())}/cancel`, { payload: { reasonCode: '17' } })).status,
    ).toBe(404);

    const reinstate = (secondaryTravelerIds: string[]) =>
      admin.request('POST', `${base()}/reinstate`, { bookingStatus: 'confirmed', secondaryTravelerIds });
    // Someone not on the booking is bad input; leaving the companion out is refused: travelers come back together.
    expect((await reinstate([DEMO_USER_IDS.traveler2])).status).toBe(400);
    const partial = await reinstate([]);
    expect(partial.status).toBe(409);
    expect(partial.body.code).toBe('TRAVELERS_COME_BACK_TOGETHER');
    expect((await bookingRow()).status).toBe('cancelled');

    const res = await reinstate([DEMO_USER_IDS.companion]);
    expect(res.status).toBe(200);
    expect(await bookingRow()).toMatchObject({ status: 'confirmed', internalCancellationReason: null });
    const [trip] = await db().select().from(trips).where(eq(trips.id, booking.tripId));
    expect(trip?.spotsTaken).toBeGreaterThanOrEqual(booking.totalSpotsBooked);
  });

  it('[HAP-056] [HAP-057] a cancelled booking’s reinstatable travelers, reinstated to the status it had', async () => {
    const listed = async () =>
      (await admin.request<{ travelers: { userId: string }[] }>('GET', `${base()}/reinstatable-travelers`)).body.data
        ?.travelers;
    // A live booking has nobody to reinstate.
    expect(await listed()).toEqual([]);
    expect((await admin.request('POST', `${base()}/cancel`, { reasonCode: '17' })).status).toBe(200);
    expect(await listed()).toEqual([expect.objectContaining({ userId: DEMO_USER_IDS.companion })]);
    expect((await traveler.request('GET', `${base()}/reinstatable-travelers`)).status).toBe(403);
    expect((await admin.request('GET', `${base(crypto.randomUUID())}/reinstatable-travelers`)).status).toBe(404);

    const path = `${base()}/reinstate-travelers`;
    expect((await admin.request('POST', path, { secondaryTravelerIds: ['x'] })).status).toBe(400);
    expect((await admin.request('POST', path, { secondaryTravelerIds: [] })).status).toBe(409);
    const res = await admin.request<{ status: string }>('POST', path, {
      secondaryTravelerIds: [DEMO_USER_IDS.companion],
    });
    expect(res.status).toBe(200);
    expect(res.body.data?.status).toBe('confirmed');
    expect((await bookingRow()).status).toBe('confirmed');
    expect(await listed()).toEqual([]);
    // Nothing cancelled is left to undo.
    expect((await admin.request('POST', path, { secondaryTravelerIds: [DEMO_USER_IDS.companion] })).status).toBe(409);
  });
});
