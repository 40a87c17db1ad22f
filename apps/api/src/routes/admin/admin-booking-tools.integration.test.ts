// The admin's booking tools (MKT-023) against a real database: money never above what was paid or is due, spots
// given back and taken again with conditional updates, one refund per key, and an audit row with the admin's id.
import { ADMIN_PRIVATE_ROOMS_SOLD_OUT } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, bookings, transitionsLog, trips, users } from '../../db/schema/index.js';
import { DEMO_BOOKING_IDS } from '../../db/seed/demo-ids.js';
import { createTestApp, idem, type TestApp, type TestClient } from '../../testing/test-app.js';

let t: TestApp;
let admin: TestClient;
let adminId: string;
// A world per test: each tool writes (cancel, reinstate, refund), and no test may lean on another's leftovers.
beforeEach(async () => {
  t = await createTestApp({ liftRateLimits: true });
  admin = await t.signedIn('admin@caravan.test');
  const [row] = await t.database.db.select().from(users).where(eq(users.email, 'admin@caravan.test'));
  adminId = row?.id ?? '';
});
afterEach(() => t.close());

const bookingRow = async (id: string) => {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error('no booking');
  return row;
};
const tripRow = async (id: string) => {
  const [row] = await t.database.db.select().from(trips).where(eq(trips.id, id));
  if (!row) throw new Error('no trip');
  return row;
};
const audited = async (bookingId: string, event: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, adminId))).filter(
    (r) =>
      (r.detail as { event?: string; bookingId?: string } | null)?.event === event &&
      (r.detail as { bookingId?: string }).bookingId === bookingId,
  );

describe('admin booking tools', () => {
  it('[MKT-023] a refund above what was paid is refused and changes nothing, and so is its retry with the key', async () => {
    const id = DEMO_BOOKING_IDS.travelerLive;
    const before = await bookingRow(id);
    const key = idem();
    const refund = () =>
      admin.request('POST', `/api/admin/bookings/${id}/refund`, { amount: before.paidAmount + 1 }, key);
    const res = await refund();
    expect(res.status).toBe(422);
    expect(res.body.fields?.amount).toBe('A refund cannot be more than was paid.');
    expect(await bookingRow(id)).toMatchObject({ paidAmount: before.paidAmount, travelAmount: before.travelAmount });
    // The recorded refusal is answered again as a refusal (it once came back as a 200 carrying the error body).
    const again = await refund();
    expect(again.status).toBe(422);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(res.body);
  });

  it('[MKT-023] [MKT-040] a partial refund lowers paid and raises due, the price stays, once per key, audited with the admin', async () => {
    const id = DEMO_BOOKING_IDS.travelerLive;
    const before = await bookingRow(id);
    const key = idem();
    const refundsBefore = t.payments.refunds.length;
    const first = await admin.request('POST', `/api/admin/bookings/${id}/refund`, { amount: 1000 }, key);
    expect(first.status).toBe(200);
    const again = await admin.request('POST', `/api/admin/bookings/${id}/refund`, { amount: 1000 }, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await bookingRow(id)).toMatchObject({
      paidAmount: before.paidAmount - 1000,
      travelAmount: before.travelAmount,
      dueAmount: before.dueAmount + 1000,
    });
    // One refund at the processor for the two requests: the replay moved no money.
    expect(t.payments.refunds.length - refundsBefore).toBe(1);
    expect(t.payments.refunds.at(-1)?.amountMinor).toBe(1000);
    expect(await audited(id, 'booking.refund')).toHaveLength(1);
  });

  it('[MKT-023] a discount lowers what is due, never below zero', async () => {
    const id = DEMO_BOOKING_IDS.travelerLive;
    const before = await bookingRow(id);
    const tooMuch = await admin.request(
      'POST',
      `/api/admin/bookings/${id}/discount`,
      { amount: before.dueAmount + 1 },
      idem(),
    );
    expect(tooMuch.status).toBe(422);
    const res = await admin.request('POST', `/api/admin/bookings/${id}/discount`, { amount: 500 }, idem());
    expect(res.status).toBe(200);
    expect(await bookingRow(id)).toMatchObject({
      dueAmount: before.dueAmount - 500,
      travelAmount: before.travelAmount - 500,
    });
    expect(await audited(id, 'booking.discount')).toHaveLength(1);
  });

  it('[MKT-023] cancel with a reason code: the machine moves it, the spots go back, the admin is on record', async () => {
    const id = DEMO_BOOKING_IDS.travelerPending;
    const booking = await bookingRow(id);
    const tripBefore = await tripRow(booking.tripId);
    const res = await admin.request('POST', `/api/admin/bookings/${id}/cancel`, { reasonCode: '17' });
    expect(res.status).toBe(200);
    expect(await bookingRow(id)).toMatchObject({ status: 'cancelled', internalCancellationReason: '17' });
    expect((await tripRow(booking.tripId)).spotsTaken).toBe(tripBefore.spotsTaken - booking.totalSpotsBooked);
    const moves = await t.database.db
      .select()
      .from(transitionsLog)
      .where(and(eq(transitionsLog.resourceId, id), eq(transitionsLog.event, 'booking.cancel')));
    expect(moves.map((m) => m.actorId)).toEqual([adminId]);
    expect(await audited(id, 'booking.cancel')).toHaveLength(1);
  });

  it('[MKT-023] reinstating takes the spots again where they are free, and is refused when the trip is full', async () => {
    const id = DEMO_BOOKING_IDS.travelerPending;
    expect((await admin.request('POST', `/api/admin/bookings/${id}/cancel`, { reasonCode: '17' })).status).toBe(200);
    const booking = await bookingRow(id);
    const trip = await tripRow(booking.tripId);
    // Fill the trip: no spot is free for the booking.
    await t.database.db.update(trips).set({ spotsTaken: trip.maximumSpots }).where(eq(trips.id, trip.id));
    const full = await admin.request('POST', `/api/admin/bookings/${id}/reinstate`, { status: 'pending' });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('NO_SPOT_FREE');
    expect((await bookingRow(id)).status).toBe('cancelled');
    // Free the spots again: the reinstatement takes them.
    await t.database.db.update(trips).set({ spotsTaken: trip.spotsTaken }).where(eq(trips.id, trip.id));
    const res = await admin.request('POST', `/api/admin/bookings/${id}/reinstate`, { status: 'pending' });
    expect(res.status).toBe(200);
    expect(await bookingRow(id)).toMatchObject({ status: 'pending', internalCancellationReason: null });
    expect((await tripRow(trip.id)).spotsTaken).toBe(trip.spotsTaken + booking.totalSpotsBooked);
    expect(await audited(id, 'booking.reinstate')).toHaveLength(1);
  });

  it('[HER-006] [MKT-023] reinstating a booking whose private room was taken meanwhile is refused in the admin wording', async () => {
    const id = DEMO_BOOKING_IDS.traveler2Live;
    const booking = await bookingRow(id);
    expect((await admin.request('POST', `/api/admin/bookings/${id}/cancel`, { reasonCode: '17' })).status).toBe(200);
    // Its private room went back to the trip, and someone else took the last one since.
    await t.database.db.update(trips).set({ singleSupplementQuantityAvailable: 0 }).where(eq(trips.id, booking.tripId));
    const res = await admin.request('POST', `/api/admin/bookings/${id}/reinstate`, { status: 'confirmed' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'NO_PRIVATE_ROOM_FREE', error: ADMIN_PRIVATE_ROOMS_SOLD_OUT });
    expect((await bookingRow(id)).status).toBe('cancelled');
  });

  it('[MKT-023] only admins use the tools; a booking that is not cancelled cannot be reinstated (409)', async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    const id = DEMO_BOOKING_IDS.travelerLive;
    expect((await traveler.request('POST', `/api/admin/bookings/${id}/discount`, { amount: 1 }, idem())).status).toBe(
      403,
    );
    const live = await admin.request('POST', `/api/admin/bookings/${id}/reinstate`, { status: 'confirmed' });
    expect(live.status).toBe(409);
    expect((await bookingRow(id)).status).toBe('confirmed');
  });
});
