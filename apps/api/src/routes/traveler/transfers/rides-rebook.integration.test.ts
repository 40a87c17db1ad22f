// Rebooking a cancelled ride on the seeded database (GTR-028, RID-014): refused with the domain's message inside 24 hours
// of the trip start or on a live ride, and otherwise booked again with the provider, charged what the cancellation
// refunded, its add-on restored; only by the traveler who booked it.
import { RIDE_MESSAGES } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addOns, groundTransfers, payments } from '../../../db/schema/index.js';
import { demoRideId } from '../../../db/seed/bookings.js';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp } from '../../../testing/test-app.js';
import type { RideView } from '../../../views/rides.view.js';

type RidePage = { items: RideView[]; nextCursor: string | null };
type Rebooking = { ride: RideView; chargedAmount: number; insuranceAdjustment: number };
/** traveler2@'s departure on the closed trip (starting 2026-12-07 in Punta Arenas), cancelled in time and refunded. */
const CANCELLED = demoRideId('closed-departure');
const LIVE_RIDE = demoRideId('closed-arrival');
const rebookPath = (id: string) => `/api/me/ground-transfers/${id}/rebook`;

let t: TestApp;
let traveler2: TestClient;
let traveler: TestClient;
const db = () => t.database.db;
const rideRow = async (id: string) => (await db().select().from(groundTransfers).where(eq(groundTransfers.id, id)))[0];

beforeEach(async () => {
  t = await createTestApp({ liftRateLimits: true });
  traveler2 = await t.sessionFor(DEMO_USER_IDS.traveler2);
  traveler = await t.sessionFor(DEMO_USER_IDS.traveler);
});
afterEach(() => t.close());

describe('rebooking a cancelled ride', () => {
  it('[GTR-028][RID-014] the list offers the cancelled ride for rebooking, at what its cancellation refunded', async () => {
    const res = await traveler2.request<RidePage>('GET', `/api/me/trips/${DEMO_TRIP_IDS.closed}/rides`);
    const ride = res.body.data?.items.find((r) => r.id === CANCELLED);
    expect([ride?.status, ride?.canRebook, ride?.rebookAmount]).toEqual(['cancelled', true, 6500]);
    const live = res.body.data?.items.find((r) => r.id === LIVE_RIDE);
    expect([live?.canRebook, live?.rebookAmount]).toEqual([false, null]);
  });

  it('[GTR-028][RID-014] inside 24 hours of the trip start the rebooking is refused with 409 and the rule copy', async () => {
    // The trip starts 2026-12-07 at midnight in Punta Arenas (UTC-3): 03:00 UTC; one second past the cutoff.
    t.clock.now = new Date('2026-12-06T03:00:01Z');
    traveler2 = await t.sessionFor(DEMO_USER_IDS.traveler2);
    const before = t.payments.charges.length;
    const res = await traveler2.request('POST', rebookPath(CANCELLED), { cardToken: 'tok_visa' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: 'RIDE_REBOOK_CLOSED', error: RIDE_MESSAGES.rebookClosed });
    expect(t.payments.charges.length).toBe(before);
    expect((await rideRow(CANCELLED))?.status).toBe('cancelled');
    const list = await traveler2.request<RidePage>('GET', `/api/me/trips/${DEMO_TRIP_IDS.closed}/rides`);
    expect(list.body.data?.items.find((r) => r.id === CANCELLED)?.canRebook).toBe(false);
  });

  it('[GTR-028][RID-014] up to 24 hours before the start the ride is booked again, charged and its add-on restored', async () => {
    t.clock.now = new Date('2026-12-06T03:00:00Z');
    traveler2 = await t.sessionFor(DEMO_USER_IDS.traveler2);
    const before = t.payments.charges.length;
    const res = await traveler2.request<Rebooking>('POST', rebookPath(CANCELLED), { cardToken: 'tok_visa' });
    expect(res.status, res.body.error).toBe(200);
    expect(res.body.data?.chargedAmount).toBe(6500);
    expect([res.body.data?.ride.status, res.body.data?.ride.canRebook, res.body.data?.ride.canModify]).toEqual([
      'pending',
      false,
      true,
    ]);
    const row = await rideRow(CANCELLED);
    expect([row?.status, row?.cancelledAt, row?.cancellationType]).toEqual(['pending', null, null]);
    expect(row?.code).not.toBe('GT-7006');
    expect(t.payments.charges.slice(before).map((c) => c.amountMinor)).toEqual([6500]);
    const paid = await db().select().from(payments).where(eq(payments.bookingId, DEMO_BOOKING_IDS.traveler2Closed));
    expect(paid.some((p) => p.amount === 6500 && p.providerReference !== null)).toBe(true);
    const addOn = await db().select().from(addOns).where(eq(addOns.groundTransferId, CANCELLED));
    expect(addOn.map((a) => a.deleted)).toEqual([false]);
    // A second rebook finds a live ride: refused, nothing charged again.
    const again = await traveler2.request('POST', rebookPath(CANCELLED), { cardToken: 'tok_visa' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(RIDE_MESSAGES.rebookNotCancelled);
    expect(t.payments.charges.length).toBe(before + 1);
  });

  it('[RID-014] a refunded ride needs a card; a live ride is not rebooked; another traveler gets 404', async () => {
    const noCard = await traveler2.request('POST', rebookPath(CANCELLED), {});
    expect(noCard.status).toBe(400);
    expect(noCard.body.fields?.cardToken).toBe('Required');
    const live = await traveler2.request('POST', rebookPath(LIVE_RIDE), { cardToken: 'tok_visa' });
    expect([live.status, live.body.error]).toEqual([409, RIDE_MESSAGES.rebookNotCancelled]);
    const other = await traveler.request('POST', rebookPath(CANCELLED), { cardToken: 'tok_visa' });
    expect(other.status).toBe(404);
    expect((await rideRow(CANCELLED))?.status).toBe('cancelled');
  });
});
