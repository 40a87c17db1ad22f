// The traveler's booking calls as the host app's §7.4 names them: cancel with {cancellationDetails} (HAP-050), the
// delete-style add-on removal and the booking update (HAP-051). Each test writes, so each has its own world.
import type { MyTripDetails, TravelerBooking } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addOns, bookingCancellationRequests, bookings, trips } from '../../db/schema/index.js';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp, idem } from '../../testing/test-app.js';

const LIVE = DEMO_TRIP_IDS.live;
const BOOKING = DEMO_BOOKING_IDS.travelerLive;

let t: TestApp;
let traveler: TestClient;
let stranger: TestClient;
const db = () => t.database.db;
const bookingRow = async () => (await db().select().from(bookings).where(eq(bookings.id, BOOKING)))[0];

beforeEach(async () => {
  t = await createTestApp({ liftRateLimits: true });
  [traveler, stranger] = await Promise.all([
    t.sessionFor(DEMO_USER_IDS.traveler),
    t.sessionFor(DEMO_USER_IDS.traveler2),
  ]);
});
afterEach(() => t?.close());

describe('the traveler’s booking calls at the spec’s paths', () => {
  it('[HAP-050] POST api/me/bookings/{id}/cancel takes {cancellationDetails}: the booking goes pending cancellation', async () => {
    const path = `/api/me/bookings/${BOOKING}/cancel`;
    const details = (await traveler.request<MyTripDetails>('GET', `/api/me/trips/${LIVE}`)).body.data;
    const method = details?.refundMethods.find((m) => m.refundAmount.refund > 0);
    if (!method) throw new Error('seeded booking has no refund method');
    const cancellationDetails = {
      reason: 'Other',
      otherDescription: 'A family wedding',
      refundMethodDescription: method.description,
      refundAmount: method.refundAmount.refund,
      tripCreditAmount: method.refundAmount.tripCredit,
    };
    // Another traveler's booking is not found; details without a reason are bad input in the envelope.
    expect((await stranger.request('POST', path, { cancellationDetails })).status).toBe(404);
    const bad = await traveler.request('POST', path, { cancellationDetails: { otherDescription: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect((await bookingRow())?.isPendingCancellation).toBe(false);

    const res = await traveler.request<{ booking: TravelerBooking }>('POST', path, { cancellationDetails });
    expect(res.status).toBe(200);
    expect((await bookingRow())?.isPendingCancellation).toBe(true);
    const [request] = await db()
      .select()
      .from(bookingCancellationRequests)
      .where(eq(bookingCancellationRequests.bookingId, BOOKING));
    expect(request).toMatchObject({ reason: 'A family wedding', refundMethodDescription: method.description });
    // Cancelling again is the booking machine's refusal.
    expect((await traveler.request('POST', path, { cancellationDetails })).status).toBe(409);
  });

  it('[HAP-051] a DELETE on api/me/bookings/{id}/add-ons removes an add-on, and POST api/me/bookings/{id} updates the booking', async () => {
    const booking = (await traveler.request<TravelerBooking[]>('GET', `/api/me/trips/${LIVE}/bookings`)).body.data?.[0];
    const addOn = booking?.addOns.find((a) => a.type === 'activity' && !a.deleted);
    if (!addOn) throw new Error('seeded booking has no activity');
    const removePath = `/api/me/bookings/${BOOKING}/add-ons/${addOn.addOnId}`;
    expect((await stranger.request('DELETE', removePath)).status).toBe(404);
    const removed = await traveler.request('DELETE', removePath);
    expect(removed.status).toBe(200);
    const [row] = await db().select().from(addOns).where(eq(addOns.id, addOn.addOnId));
    expect(row?.deleted).toBe(true);

    // The update: both travelers take a private room (two left), paying the difference.
    await db().update(trips).set({ singleSupplementQuantityAvailable: 2 }).where(eq(trips.id, LIVE));
    const rooms = [
      { roomType: 'single', travelers: [DEMO_USER_IDS.traveler] },
      { roomType: 'single', travelers: [DEMO_USER_IDS.companion] },
    ];
    const body = { travelersRooms: rooms, payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' } };
    expect((await stranger.request('POST', `/api/me/bookings/${BOOKING}`, body, idem())).status).toBe(404);
    expect(
      (await traveler.request('POST', `/api/me/bookings/${BOOKING}`, { travelersRooms: 'x' }, idem())).status,
    ).toBe(400);
    const updated = await traveler.request('POST', `/api/me/bookings/${BOOKING}`, body, idem());
    expect(updated.status).toBe(200);
    expect((await bookingRow())?.travelersRooms.map((r) => r.roomType)).toEqual(['single', 'single']);
    const singles = await db()
      .select()
      .from(addOns)
      .where(and(eq(addOns.bookingId, BOOKING), eq(addOns.type, 'single-supplement'), eq(addOns.deleted, false)));
    expect(singles).toHaveLength(2);
    expect((await db().select().from(trips).where(eq(trips.id, LIVE)))[0]?.singleSupplementQuantityAvailable).toBe(0);
  });
});
