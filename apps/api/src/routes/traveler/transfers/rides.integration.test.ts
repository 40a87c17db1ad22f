// The rides API on the seeded database: the itinerary list (RID-004..006, RID-008), edit information (OAP-010, RID-010)
// and cancel with the domain's refund (OAP-009, RID-013), only on one's own rides (404) and modifiable ones (RID-009).
import { GROUND_TRANSFER_MESSAGES, insuranceAdjustment } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addOns, bookingTravelers, bookings, groundTransfers, payments } from '../../../db/schema/index.js';
import { demoRideId } from '../../../db/seed/bookings.js';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../../db/seed/demo-ids.js';
import { createApp } from '../../../http/app.js';
import { sandboxPremium } from '../../../providers/insurance/index.js';
import { TransferProviderError, createSandboxTransferProvider } from '../../../providers/transfers/index.js';
import { isHeldRow, lineOf } from '../../../services/booking/booking-records.js';
import { ORIGIN, type TestApp, type TestClient, createTestApp } from '../../../testing/test-app.js';
import type { RideView } from '../../../views/rides.view.js';

type RidePage = { items: RideView[]; nextCursor: string | null };
const ARRIVAL = demoRideId('live-arrival');
const DEPARTURE = demoRideId('live-departure');
const CLOSED_ARRIVAL = demoRideId('closed-arrival');
const edit = {
  flightNumber: 'LA2099',
  firstName: 'Tess',
  lastName: 'Updated',
  email: 'tess.updated@caravan.test',
  phone: '+1 555 0142',
};

let t: TestApp;
let traveler: TestClient;
let traveler2: TestClient;
let companion: TestClient;
const db = () => t.database.db;
const rideRow = async (id: string) => (await db().select().from(groundTransfers).where(eq(groundTransfers.id, id)))[0];
const BOOKING = DEMO_BOOKING_IDS.travelerLive;
/** The booking's held insurance premium, and what the sandbox insurer asks on what the booking now insures. */
const insuranceOf = async () => {
  const rows = await db().select().from(addOns).where(eq(addOns.bookingId, BOOKING));
  const [booking] = await db().select().from(bookings).where(eq(bookings.id, BOOKING));
  const others = await db().select().from(bookingTravelers).where(eq(bookingTravelers.bookingId, BOOKING));
  const held = rows.filter(isHeldRow);
  const insured =
    (booking?.travelAmount ?? 0) + held.filter((a) => a.type !== 'insurance-plan').reduce((s, a) => s + lineOf(a), 0);
  return {
    insured,
    premium: held.filter((a) => a.type === 'insurance-plan').reduce((s, a) => s + lineOf(a), 0),
    quoted: sandboxPremium({ travelAmountMinor: insured, travelers: 1 + others.length, currency: 'USD' }),
  };
};

// The tests edit and cancel the same seeded rides: each gets its own world.
beforeEach(async () => {
  t = await createTestApp({ liftRateLimits: true });
  traveler = await t.sessionFor(DEMO_USER_IDS.traveler);
  traveler2 = await t.sessionFor(DEMO_USER_IDS.traveler2);
  companion = await t.sessionFor(DEMO_USER_IDS.companion);
});
afterEach(() => t.close());

describe('the rides list', () => {
  it('[RID-004][RID-006][RID-008][RID-009] lists the arrival and departure with prices and what may be changed', async () => {
    const res = await traveler.request<RidePage>('GET', `/api/me/trips/${DEMO_TRIP_IDS.live}/rides`);
    expect(res.status).toBe(200);
    const rides = res.body.data?.items ?? [];
    expect(rides.map((r) => [r.stage, r.status, r.canModify])).toEqual([
      ['arrival', 'confirmed', true],
      ['departure', 'pending', true],
    ]);
    expect(rides[0]?.price).toBe(6000);
    expect(rides[0]?.transferCompany?.name).toBe('Andes Transfers');
  });

  it('[RID-005] the companion sees the rides of their booking once each, read-only and without the price (issue 25)', async () => {
    const mine = (await traveler.request<RidePage>('GET', `/api/me/trips/${DEMO_TRIP_IDS.live}/rides`)).body.data;
    const res = await companion.request<RidePage>('GET', `/api/me/trips/${DEMO_TRIP_IDS.live}/rides`);
    expect(res.status).toBe(200);
    const rides = res.body.data?.items ?? [];
    expect(rides.map((r) => r.id)).toEqual(mine?.items.map((r) => r.id));
    expect(new Set(rides.map((r) => r.id)).size).toBe(rides.length);
    expect(rides.map((r) => [r.stage, r.price, r.canModify])).toEqual([
      ['arrival', null, false],
      ['departure', null, false],
    ]);
  });

  it('[RID-009] a driver-assigned ride cannot be changed: shown without actions, refused with 409', async () => {
    const row = await rideRow(CLOSED_ARRIVAL);
    const res = await traveler2.request<RidePage>('GET', `/api/me/trips/${row?.tripId}/rides`);
    expect(res.body.data?.items.find((r) => r.id === CLOSED_ARRIVAL)?.canModify).toBe(false);
    expect((await traveler2.request('PATCH', `/api/me/ground-transfers/${CLOSED_ARRIVAL}`, edit)).status).toBe(409);
    expect((await traveler2.request('POST', `/api/me/ground-transfers/${CLOSED_ARRIVAL}/cancel`)).status).toBe(409);
    expect((await rideRow(CLOSED_ARRIVAL))?.status).toBe('driver-assigned');
  });
});

describe('the rides list, a page at a time (issue 18)', () => {
  let copies = 0;
  /** A copy of the live arrival ride, picked up at `pickup` (its own id and provider code). */
  const addRide = async (stage: 'arrival' | 'departure', pickup: string) => {
    copies += 1;
    const { id: _id, code: _code, ...row } = (await rideRow(ARRIVAL)) as typeof groundTransfers.$inferSelect;
    const [added] = await db()
      .insert(groundTransfers)
      .values({ ...row, stage, pickupLocalTime: pickup, code: `PAGE-${copies}` })
      .returning({ id: groundTransfers.id });
    return added?.id as string;
  };

  it('[RID-004] [RID-006] pages of one follow the cursor: every ride once, arrival first, a ride added between reads included', async () => {
    for (const pickup of ['2026-01-01T09:00', '2026-01-01T10:00', '2026-01-01T10:00']) await addRide('arrival', pickup);
    const url = `/api/me/trips/${DEMO_TRIP_IDS.live}/rides`;
    const whole = (await traveler.request<RidePage>('GET', url)).body.data;
    expect(whole?.nextCursor).toBeNull();
    const paged: RideView[] = [];
    let cursor: string | null = null;
    let late: string | undefined;
    do {
      const page: { status: number; body: { data?: RidePage } } = await traveler.request<RidePage>(
        'GET',
        `${url}?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.status).toBe(200);
      expect(page.body.data?.items.length).toBeLessThanOrEqual(2);
      paged.push(...(page.body.data?.items ?? []));
      cursor = page.body.data?.nextCursor ?? null;
      // A departure booked after the first page is read lands after it in the order: read once, nothing repeated.
      late ??= await addRide('departure', '2099-12-31T23:00');
    } while (cursor);
    const ids = paged.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...(whole?.items.map((r) => r.id) ?? []), late]);
    expect(paged.map((r) => r.stage)).toEqual(['arrival', 'arrival', 'arrival', 'arrival', 'departure', 'departure']);
  });

  it('[RID-004] a forged cursor is a 400 naming the cursor, and a limit over 200 is refused', async () => {
    const url = `/api/me/trips/${DEMO_TRIP_IDS.live}/rides`;
    const forged = await traveler.request('GET', `${url}?cursor=${Buffer.from('["x"]').toString('base64url')}`);
    expect(forged.status).toBe(400);
    expect(JSON.stringify(forged.body)).toContain('cursor');
    expect((await traveler.request('GET', `${url}?limit=201`)).status).toBe(400);
  });
});

describe('another traveler', () => {
  it("[OAP-009][OAP-010] answers 404 to another traveler's ride and changes nothing", async () => {
    const before = await rideRow(ARRIVAL);
    const patch = await traveler2.request('PATCH', `/api/me/ground-transfers/${ARRIVAL}`, edit);
    const cancel = await traveler2.request('POST', `/api/me/ground-transfers/${ARRIVAL}/cancel`);
    const companionCancel = await companion.request('POST', `/api/me/ground-transfers/${ARRIVAL}/cancel`);
    expect([patch.status, cancel.status, companionCancel.status]).toEqual([404, 404, 404]);
    expect(await rideRow(ARRIVAL)).toEqual(before);
  });
});

describe('edit information', () => {
  it('[OAP-010][RID-010] requires every field: 400 with a field error for each blank one', async () => {
    const res = await traveler.request('PATCH', `/api/me/ground-transfers/${ARRIVAL}`, {
      ...edit,
      flightNumber: ' ',
      phone: '',
      email: 'not-an-email',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {}).sort()).toEqual(['email', 'flightNumber', 'phone']);
    expect(res.body.fields?.email).toBe(GROUND_TRANSFER_MESSAGES.invalidEmail);
    expect((await rideRow(ARRIVAL))?.traveler.flightNumber).toBe('LA2021');
  });

  it('[OAP-010][RID-010] a missing field is refused by the contract', async () => {
    const { phone: _phone, ...rest } = edit;
    expect((await traveler.request('PATCH', `/api/me/ground-transfers/${ARRIVAL}`, rest)).status).toBe(400);
  });

  it('[OAP-010] sends the traveler object: the ride carries the new information', async () => {
    const res = await traveler.request<RideView>('PATCH', `/api/me/ground-transfers/${ARRIVAL}`, edit);
    expect(res.status).toBe(200);
    expect(res.body.data?.traveler).toEqual(edit);
    expect((await rideRow(ARRIVAL))?.traveler).toEqual(edit);
  });
});

describe('cancel', () => {
  it('[OAP-009][RID-013][RID-002][GTF-035] cancels more than 24 h ahead: refunded, add-on kept and marked deleted, a second cancel refunds nothing', async () => {
    const refundsBefore = t.payments.refunds.length;
    const [paidBefore] = await db().select().from(bookings).where(eq(bookings.id, DEMO_BOOKING_IDS.travelerLive));
    const insuranceBefore = await insuranceOf();
    const res = await traveler.request<{ ride: RideView; refundedAmount: number; insuranceAdjustment: number }>(
      'POST',
      `/api/me/ground-transfers/${DEPARTURE}/cancel`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.refundedAmount).toBe(6000);
    expect(res.body.data?.ride.status).toBe('cancelled');
    expect(res.body.data?.ride.canModify).toBe(false);
    const row = await rideRow(DEPARTURE);
    expect([row?.status, row?.cancellationType, row?.cancellationCost]).toEqual(['cancelled', 'customer', 0]);
    const addOn = await db().select().from(addOns).where(eq(addOns.groundTransferId, DEPARTURE));
    expect(addOn.map((a) => a.deleted)).toEqual([true]);
    expect(t.payments.refunds.slice(refundsBefore).map((r) => r.amountMinor)).toEqual([6000]);
    const negative = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, DEMO_BOOKING_IDS.travelerLive), eq(payments.amount, -6000)));
    expect(negative).toHaveLength(1);
    const [paidAfter] = await db().select().from(bookings).where(eq(bookings.id, DEMO_BOOKING_IDS.travelerLive));
    expect(paidAfter?.paidAmount).toBe((paidBefore?.paidAmount ?? 0) - 6000);
    // OAP-011, INS-015: the customer's insurance is repriced in proportion to the change: the premium rule on the
    // ride's price, no longer insured, whatever the policy was first sold at.
    expect(insuranceBefore.premium).toBeGreaterThan(0);
    const insuranceAfter = await insuranceOf();
    const rideLine = insuranceBefore.insured - insuranceAfter.insured;
    expect(rideLine).toBeGreaterThanOrEqual(6000);
    const { adjustment } = insuranceAdjustment({
      insuredBefore: insuranceBefore.insured,
      insuredAfter: insuranceAfter.insured,
    });
    expect(adjustment).toBe(-Math.round(rideLine * 0.06));
    expect(res.body.data?.insuranceAdjustment).toBe(adjustment);
    expect(insuranceAfter.premium).toBe(insuranceBefore.premium + adjustment);

    const again = await traveler.request('POST', `/api/me/ground-transfers/${DEPARTURE}/cancel`);
    expect(again.status).toBe(409);
    expect(t.payments.refunds.length).toBe(refundsBefore + 1);
  });

  it('[OAP-009][RID-015] a provider that cannot cancel changes nothing: 502, no refund, the add-on kept', async () => {
    const sandbox = createSandboxTransferProvider();
    const failing = {
      ...sandbox,
      cancel: async () => {
        throw new TransferProviderError('unavailable', 'The transfer provider is unavailable.');
      },
    };
    const app = createApp({
      database: t.database,
      queue: t.queue,
      config: { TRUST_PROXY: true, NODE_ENV: 'test' },
      now: () => t.clock.now,
      payments: t.payments,
      insurance: t.insurance,
      transfers: failing,
    });
    const before = await rideRow(ARRIVAL);
    const refundsBefore = t.payments.refunds.length;
    const res = await app.request(`/api/me/ground-transfers/${ARRIVAL}/cancel`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: traveler.cookie ?? '' },
    });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: string }).error).toBe('The transfer provider is unavailable.');
    expect(await rideRow(ARRIVAL)).toEqual(before);
    expect(t.payments.refunds.length).toBe(refundsBefore);
    const addOn = await db().select().from(addOns).where(eq(addOns.groundTransferId, ARRIVAL));
    expect(addOn.map((a) => a.deleted)).toEqual([false]);
  });

  it('[OAP-009][OAP-011][RID-013] cancels inside 24 h: no refund, the cost is the ride price; an insurer outage reprices nothing', async () => {
    // Move the arrival's pickup to 6 hours from the test clock's now (12:00 UTC is 07:00 in Lima).
    await db()
      .update(groundTransfers)
      .set({ pickupLocalTime: '2026-11-21T13:00' })
      .where(eq(groundTransfers.id, ARRIVAL));
    const refundsBefore = t.payments.refunds.length;
    const premiumBefore = (await insuranceOf()).premium;
    t.insurance.mode = 'down';
    const res = await traveler
      .request<{ ride: RideView; refundedAmount: number; insuranceAdjustment: number }>(
        'POST',
        `/api/me/ground-transfers/${ARRIVAL}/cancel`,
      )
      .finally(() => {
        t.insurance.mode = 'up';
      });
    expect(res.status).toBe(200);
    expect(res.body.data?.refundedAmount).toBe(0);
    expect(res.body.data?.insuranceAdjustment).toBe(0);
    expect((await insuranceOf()).premium).toBe(premiumBefore);
    expect((await rideRow(ARRIVAL))?.cancellationCost).toBe(6000);
    expect(t.payments.refunds.length).toBe(refundsBefore);
    const addOn = await db().select().from(addOns).where(eq(addOns.groundTransferId, ARRIVAL));
    expect(addOn.map((a) => a.deleted)).toEqual([true]);
  });
});
