// The traveler booking API end to end on the seeded database: reads, rooms, add-ons, payments, insurance, cancellation.
import {
  INSURANCE_MESSAGES,
  MANAGE_BOOKING_MESSAGES,
  type MyTrip,
  type Page,
  type MyTripDetails,
  type TravelerBooking,
  calculateBookingCancellation,
} from '@caravan/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addOns,
  bookingCancellationRequests,
  bookings,
  insurancePolicies,
  payments,
  transitionsLog,
  trips,
} from '../../db/schema/index.js';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { downPaymentOf } from '../../services/booking/booking-money.js';
import { lineOf } from '../../services/booking/booking-records.js';
import { type TestApp, type TestClient as Client, createTestApp, idem } from '../../testing/test-app.js';

const LIVE = DEMO_TRIP_IDS.live;
const BOOKING = DEMO_BOOKING_IDS.travelerLive;
const T = DEMO_USER_IDS.traveler;
const C = DEMO_USER_IDS.companion;

let t: TestApp;
let traveler: Client;
let traveler2: Client;
let companion: Client;

const db = () => t.database.db;
const bookingRow = async (id = BOOKING) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0];
const tripRow = async (id = LIVE) => (await db().select().from(trips).where(eq(trips.id, id)))[0];
const heldAddOns = async (id = BOOKING) =>
  db()
    .select()
    .from(addOns)
    .where(and(eq(addOns.bookingId, id), eq(addOns.deleted, false)));
const myBooking = async (client: Client = traveler) =>
  (await client.request<TravelerBooking[]>('GET', `/api/me/trips/${LIVE}/bookings`)).body.data?.[0] as TravelerBooking;
/** What the booking's held insurance costs now. */
const insuranceLine = async () =>
  (await heldAddOns()).filter((a) => a.type === 'insurance-plan').reduce((sum, a) => sum + lineOf(a), 0);
const offerId = async (name: string) => {
  const res = await traveler.request<{ items: { serviceId: string; service: { name: string } }[] }>(
    'GET',
    `/api/me/trips/${LIVE}/add-ons?limit=200`,
  );
  const offer = res.body.data?.items.find((o) => o.service.name === name);
  if (!offer) throw new Error(`no offer ${name}`);
  return offer.serviceId;
};
const setPrivateRoomsLeft = (available: number, id = LIVE) =>
  db().update(trips).set({ singleSupplementQuantityAvailable: available }).where(eq(trips.id, id));
const bothPrivate = [
  { roomType: 'single', travelers: [T] },
  { roomType: 'single', travelers: [C] },
];

/** A seeded world with the three travelers signed in (sessions made directly: no password hash per world). */
async function openWorld() {
  t = await createTestApp({ liftRateLimits: true });
  [traveler, traveler2, companion] = await Promise.all([
    t.sessionFor(T),
    t.sessionFor(DEMO_USER_IDS.traveler2),
    t.sessionFor(C),
  ]);
}
const closeWorld = () => t?.close();

/** Read-only blocks share one world; a block whose tests write gives each test its own, so no test sees another's writes. */
function sharedWorld() {
  beforeAll(openWorld);
  afterAll(closeWorld);
}
function worldPerTest() {
  beforeEach(openWorld);
  afterEach(closeWorld);
}

/** The traveler takes a private room for each of the two travelers, paying the difference (two rooms left first). */
async function takeBothPrivateRooms() {
  await setPrivateRoomsLeft(2);
  const res = await traveler.request(
    'POST',
    `/api/me/bookings/${BOOKING}`,
    { travelersRooms: bothPrivate, payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' } },
    idem(),
  );
  expect(res.status).toBe(200);
}

describe('reads', () => {
  sharedWorld();

  it("[TAP-005] GET /api/me/trips lists the traveler's trips with their booking", async () => {
    const res = await traveler.request<Page<MyTrip>>('GET', '/api/me/trips');
    expect(res.status).toBe(200);
    expect(res.body.data?.nextCursor).toBeNull();
    const live = res.body.data?.items.find((trip) => trip.id === LIVE);
    expect(live).toMatchObject({ name: expect.any(String), travelerType: 'traveler-primary' });
    expect(live?.booking).toMatchObject({ _id: BOOKING, status: 'confirmed', displayStatus: 'confirmed' });
    // A trip the traveler is not on is not listed.
    expect(res.body.data?.items.some((trip) => trip.id === DEMO_TRIP_IDS.confirmed)).toBe(false);
  });

  it('[TAP-004] [TAP-010] [CAN-001] [CAN-012] trip details carry the cancel details and the booking decisions', async () => {
    const res = await traveler.request<MyTripDetails>('GET', `/api/me/trips/${LIVE}`);
    expect(res.status).toBe(200);
    const d = res.body.data as MyTripDetails;
    expect(d.canCancel).toBe(true);
    expect(d.cancelReasons.map((r) => r.description)).toContain('Other');
    expect(d.refundMethods.length).toBeGreaterThan(0);
    for (const m of d.refundMethods) expect(m.refundAmount.refund + m.refundAmount.tripCredit).toBeGreaterThan(0);
    expect(d.waitlistedNumber).toBeGreaterThanOrEqual(0);
    expect(d.bookingEditable).toBe(true);
    expect(d.bookingFinalDate).toBe('2027-02-09');
  });

  it('[PAY-008] [PAY-009] trip details say whether Affirm and automatic payment apply', async () => {
    const d = (await traveler.request<MyTripDetails>('GET', `/api/me/trips/${LIVE}`)).body.data as MyTripDetails;
    expect(d.affirmAvailable).toBe(true); // a US traveler with a balance Affirm finances
    expect(d.automaticPaymentApplicable).toBe(true); // active, due > 0, more than 90 days out
    const c = (await companion.request<MyTripDetails>('GET', `/api/me/trips/${LIVE}`)).body.data as MyTripDetails;
    expect(c.canCancel).toBe(false);
    expect(c.refundMethods).toEqual([]);
  });

  it('[TAP-008] [MBK-024] bookings by trip: the customer sees every add-on, a secondary traveler only their own', async () => {
    const mine = await myBooking();
    expect(mine._id).toBe(BOOKING);
    expect(mine.travelerType).toBe('traveler-primary');
    expect(new Set(mine.addOns.map((a) => a.user))).toEqual(new Set([T, C]));
    expect(mine.payments.length).toBeGreaterThan(0);
    const theirs = await myBooking(companion);
    expect(theirs.travelerType).toBe('traveler-secondary');
    expect(theirs.addOns.every((a) => a.user === C)).toBe(true);
    expect(theirs.payments).toEqual([]);
  });

  it('[TAP-015] [MBK-039] [HAP-069] the trip inventory and its single supplement answer available and total', async () => {
    for (const path of [`/api/me/trips/${LIVE}/inventory`, `/api/me/trips/${LIVE}/inventory/single-supplement`]) {
      const res = await traveler.request<{ singleSupplement: { available: number; total: number } }>('GET', path);
      expect(res.status).toBe(200);
      expect(res.body.data?.singleSupplement.available).toBe((await tripRow())?.singleSupplementQuantityAvailable);
      expect(res.body.data?.singleSupplement.total).toBe(4);
    }
    // A trip the traveler is not on has no inventory for them.
    const notOn = `/api/me/trips/${DEMO_TRIP_IDS.confirmed}/inventory`;
    expect((await traveler.request('GET', notOn)).status).toBe(404);
    expect((await traveler.request('GET', `${notOn}/single-supplement`)).status).toBe(404);
  });
});

describe('authorization', () => {
  sharedWorld();

  it("traveler2 cannot read or change traveler's booking, and cannot see a trip they are not on", async () => {
    expect((await traveler2.request('GET', `/api/me/bookings/${BOOKING}/payments`)).status).toBe(404);
    const update = await traveler2.request('POST', `/api/me/bookings/${BOOKING}`, { addOns: [] }, idem());
    expect(update.status).toBe(404);
    const pay = await traveler2.request(
      'POST',
      `/api/me/bookings/${BOOKING}/payments`,
      { paymentOptionType: 'full', cardToken: 'tok_visa' },
      idem(),
    );
    expect(pay.status).toBe(404);
    expect(
      (await traveler2.request('POST', `/api/me/bookings/${BOOKING}/cancel`, { reason: 'Change of plans' })).status,
    ).toBe(404);
    const reprice = await traveler2.request('POST', `/api/me/bookings/${BOOKING}/reprice-quotes`, {
      travelAmount: 1,
      status: 'confirmed',
    });
    expect(reprice.status).toBe(404);
    const other = await traveler.request('GET', `/api/me/trips/${DEMO_TRIP_IDS.confirmed}`);
    expect(other.status).toBe(404);
    expect(t.payments.charges).toHaveLength(0);
  });

  it('a secondary traveler reads the booking but cannot change it or see its payments', async () => {
    const res = await companion.request('POST', `/api/me/bookings/${BOOKING}`, { addOns: [] }, idem());
    expect(res.status).toBe(403);
    expect((await companion.request('GET', `/api/me/bookings/${BOOKING}/payments`)).status).toBe(403);
  });

  it('a signed-out caller gets 401; a host reaches the generic trip routes, not these', async () => {
    const anonymous = t.anonymous();
    expect((await anonymous.request('GET', `/api/me/trips/${LIVE}/bookings`)).status).toBe(401);
    const host = await t.signedIn('host@caravan.test');
    expect((await host.request('GET', `/api/me/trips/${LIVE}/bookings`)).status).toBe(403);
    const list = await host.request<unknown>('GET', '/api/me/trips');
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body.data)).toBe(false); // the generic { items } shape
  });
});

describe('money-moving requests need an Idempotency-Key', () => {
  sharedWorld();

  it('refuses a payment without the header', async () => {
    const res = await traveler.request('POST', `/api/me/bookings/${BOOKING}/payments`, {
      paymentOptionType: 'full',
      cardToken: 'tok_visa',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('idempotency-key-required');
  });

  it('[issue 28] a malformed key answers the same code, and the document declares the header required and bounded', async () => {
    const res = await traveler.request(
      'POST',
      `/api/me/bookings/${BOOKING}/payments`,
      { paymentOptionType: 'full', cardToken: 'tok_visa' },
      { 'Idempotency-Key': 'short' },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('idempotency-key-required');
    expect(res.body.error).toMatch(/8 to 255 visible characters/);

    type Param = { name: string; in: string; required?: boolean; schema?: { minLength?: number } };
    const doc = (await traveler.request('GET', '/api/openapi.json')).body as unknown as {
      paths: Record<string, Record<string, { parameters?: Param[] }>>;
    };
    const header = doc.paths['/api/me/bookings/{id}/payments']?.post?.parameters?.find(
      (p) => p.in === 'header' && p.name === 'idempotency-key',
    );
    expect(header?.required).toBe(true);
    expect(header?.schema?.minLength).toBe(8);
  });
});

describe('private rooms (single supplement)', () => {
  worldPerTest();

  it('[MBK-062] [MBK-061] none left: 409 with the traveler wording, nothing charged, nothing changed', async () => {
    await setPrivateRoomsLeft(1);
    const before = await bookingRow();
    const res = await traveler.request(
      'POST',
      `/api/me/bookings/${BOOKING}`,
      { travelersRooms: bothPrivate, payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' } },
      idem(),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      code: 'single-supplement-unavailable',
      error: "Sorry, we have run out of private rooms at this time. Don't worry, you haven't been charged.",
    });
    expect(res.body.error).toBe(MANAGE_BOOKING_MESSAGES.privateRoomsSoldOut);
    expect(t.payments.charges).toHaveLength(0);
    expect((await tripRow())?.singleSupplementQuantityAvailable).toBe(1);
    expect(await bookingRow()).toEqual(before);
  });

  it('a declined card leaves the booking and the rooms unchanged, and the same key replays the decline', async () => {
    await setPrivateRoomsLeft(2);
    const before = await bookingRow();
    const addOnsBefore = await heldAddOns();
    const headers = idem();
    const body = {
      travelersRooms: bothPrivate,
      payment: { paymentOptionType: 'minimum', cardToken: 'tok_chargeDeclined' },
    };
    const res = await traveler.request('POST', `/api/me/bookings/${BOOKING}`, body, headers);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: 'card-declined', error: 'Your card was declined.' });
    expect(await bookingRow()).toEqual(before);
    expect(await heldAddOns()).toEqual(addOnsBefore);
    expect((await tripRow())?.singleSupplementQuantityAvailable).toBe(2);
    const again = await traveler.request('POST', `/api/me/bookings/${BOOKING}`, body, headers);
    expect(again.status).toBe(402);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(t.payments.charges).toHaveLength(0);
  });

  it('a processor failure (502) or time-out (504) rolls back too, and releases the key for a retry', async () => {
    await setPrivateRoomsLeft(2);
    const before = await bookingRow();
    for (const [cardToken, status, code] of [
      ['tok_processingError', 502, 'payment-failed'],
      ['tok_timeout', 504, 'payment-timeout'],
    ] as const) {
      const headers = idem();
      const body = { travelersRooms: bothPrivate, payment: { paymentOptionType: 'minimum', cardToken } };
      const res = await traveler.request('POST', `/api/me/bookings/${BOOKING}`, body, headers);
      expect(res.status).toBe(status);
      expect(res.body.code).toBe(code);
      expect((await traveler.request('POST', `/api/me/bookings/${BOOKING}`, body, headers)).status).toBe(status);
    }
    expect(await bookingRow()).toEqual(before);
    expect((await tripRow())?.singleSupplementQuantityAvailable).toBe(2);
    expect(t.payments.charges).toHaveLength(0);
  });

  it('[MBK-053] [MBK-058] [INS-015] taking two private rooms charges once and reprices the insurance', async () => {
    await setPrivateRoomsLeft(2);
    const before = await bookingRow();
    const res = await traveler.request<{
      booking: TravelerBooking;
      confirmationMode: string;
      successTitle: string;
      payment: { amount: number; status: string } | null;
      insuranceAdjustment: number;
    }>(
      'POST',
      `/api/me/bookings/${BOOKING}`,
      { travelersRooms: bothPrivate, payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' } },
      idem(),
    );
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data?.confirmationMode).toBe('payment');
    expect(data?.successTitle).toBe('Payment Complete');
    expect(data?.insuranceAdjustment).not.toBe(0);
    const change = 2 * 45_000 + (data?.insuranceAdjustment ?? 0);
    expect(data?.payment).toMatchObject({ amount: change, status: 'success' });
    expect(t.payments.charges).toHaveLength(1);
    expect(t.payments.charges[0]?.amountMinor).toBe(change);
    expect((await tripRow())?.singleSupplementQuantityAvailable).toBe(0);
    const after = await bookingRow();
    expect(after?.paidAmount).toBe((before?.paidAmount ?? 0) + change);
    expect(after?.dueAmount).toBe(before?.dueAmount);
    expect(data?.booking.addOns.filter((a) => a.type === 'single-supplement' && !a.deleted)).toHaveLength(2);
    const [policy] = await db().select().from(insurancePolicies).where(eq(insurancePolicies.bookingId, BOOKING));
    expect(policy?.status).toBe('modification-pending');
  });
});

describe('add-ons', () => {
  worldPerTest();

  it('[TAP-011] [MBK-026] adding an offered add-on without a payment is refused unless automatic payment applies', async () => {
    const serviceId = await offerId('Cusco airport pickup');
    await db().update(bookings).set({ automaticPaymentStatus: null }).where(eq(bookings.id, BOOKING));
    const refused = await traveler.request(
      'POST',
      `/api/me/bookings/${BOOKING}`,
      { addOns: [{ status: 'PENDING_ADDITION', serviceId }] },
      idem(),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('payment-required');
    await db().update(bookings).set({ automaticPaymentStatus: 'active' }).where(eq(bookings.id, BOOKING));
    const res = await traveler.request<{ booking: TravelerBooking; payment: null; confirmationMode: string }>(
      'POST',
      `/api/me/bookings/${BOOKING}`,
      { addOns: [{ status: 'PENDING_ADDITION', serviceId }] },
      idem(),
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.payment).toBeNull();
    expect(res.body.data?.booking.addOns.some((a) => a.service?._id === serviceId && a.user === T)).toBe(true);
  });

  it('[INS-017] an insurance outage during an update gives adjustment 0 and the update goes on', async () => {
    const serviceId = await offerId('Cusco airport drop-off');
    t.insurance.mode = 'down';
    try {
      const res = await traveler.request<{ insuranceAdjustment: number }>(
        'POST',
        `/api/me/bookings/${BOOKING}`,
        { addOns: [{ status: 'PENDING_ADDITION', serviceId }] },
        idem(),
      );
      expect(res.status).toBe(200);
      expect(res.body.data?.insuranceAdjustment).toBe(0);
    } finally {
      t.insurance.mode = 'up';
    }
  });

  it('[TAP-012] removing an add-on keeps it, marked deleted, and credits its price', async () => {
    const booking = await myBooking();
    const hike = booking.addOns.find((a) => a.user === C && a.type === 'activity' && !a.deleted);
    expect(hike).toBeDefined();
    const before = await bookingRow();
    const hikeRow = (await heldAddOns()).find((a) => a.id === hike?.addOnId);
    const insuranceBefore = await insuranceLine();
    const res = await traveler.request<{ booking: TravelerBooking }>(
      'DELETE',
      `/api/me/bookings/${BOOKING}/add-ons/${hike?.addOnId}`,
    );
    expect(res.status).toBe(200);
    const kept = res.body.data?.booking.addOns.find((a) => a.addOnId === hike?.addOnId);
    expect(kept?.deleted).toBe(true);
    // The balance loses the hike's price; the insurance, repriced on the smaller insured amount (INS-015), moves by
    // what the provider now quotes (the seeded premium is not the sandbox's, so that move is read, not assumed).
    const repriced = (await insuranceLine()) - insuranceBefore;
    const after = await bookingRow();
    expect(after?.dueAmount).toBe((before?.dueAmount ?? 0) - lineOf(hikeRow as NonNullable<typeof hikeRow>) + repriced);
    const again = await traveler.request('POST', `/api/me/bookings/${BOOKING}/add-ons/${hike?.addOnId}/remove`);
    expect(again.status).toBe(409);
  });

  it('[MBK-054] [MBK-055] giving back a private room finishes without payment: Trip Balance Updated', async () => {
    await takeBothPrivateRooms();
    expect((await tripRow())?.singleSupplementQuantityAvailable).toBe(0);
    const res = await traveler.request<{ confirmationMode: string; successTitle: string; payment: null }>(
      'POST',
      `/api/me/bookings/${BOOKING}`,
      {
        travelersRooms: [
          { roomType: 'single', travelers: [T] },
          { roomType: 'double', travelers: [C] },
        ],
      },
      idem(),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      confirmationMode: 'finish',
      successTitle: 'Trip Balance Updated',
      payment: null,
    });
    expect((await tripRow())?.singleSupplementQuantityAvailable).toBe(1);
  });

  it('refuses rooms that do not place every traveler once', async () => {
    const res = await traveler.request(
      'POST',
      `/api/me/bookings/${BOOKING}`,
      { travelersRooms: [{ roomType: 'single', travelers: [T] }] },
      idem(),
    );
    expect(res.status).toBe(400);
  });
});

describe('paying the balance', () => {
  worldPerTest();

  it('[PAY-004] [PAY-007] the same payment sent twice with one key charges once; another body with that key is refused', async () => {
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const charges = t.payments.charges.length;
    const paidBefore = (await bookingRow())?.paidAmount ?? 0;
    const headers = idem();
    const body = { paymentOptionType: 'custom', paymentAmount: 12_345, cardToken: 'tok_visa' };
    const first = await traveler.request<{ payment: { amount: number; status: string } }>(
      'POST',
      `/api/me/bookings/${BOOKING}/payments`,
      body,
      headers,
    );
    expect(first.status).toBe(201);
    expect(first.body.data?.payment).toMatchObject({ amount: 12_345, status: 'success' });
    const second = await traveler.request('POST', `/api/me/bookings/${BOOKING}/payments`, body, headers);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(t.payments.charges.length).toBe(charges + 1);
    expect((await bookingRow())?.paidAmount).toBe(paidBefore + 12_345);

    const reused = await traveler.request(
      'POST',
      `/api/me/bookings/${BOOKING}/payments`,
      { ...body, paymentAmount: 20_000 },
      headers,
    );
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('idempotency-key-reused');

    const tooSmall = await traveler.request(
      'POST',
      `/api/me/bookings/${BOOKING}/payments`,
      { ...body, paymentAmount: 9_999 },
      idem(),
    );
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body.error).toBe('Minimum payment is $100.00');
    expect(t.payments.charges.length).toBe(charges + 1);
  });

  it('[PAY-001] [PAY-002] the payment history lists the payments newest first, a page at a time (issue 18)', async () => {
    // A payment made after the seeded ones (a minute on), so it is the newest.
    t.clock.advance(60_000);
    const paid = await traveler.request(
      'POST',
      `/api/me/bookings/${BOOKING}/payments`,
      { paymentOptionType: 'custom', paymentAmount: 12_345, cardToken: 'tok_visa' },
      idem(),
    );
    expect(paid.status).toBe(201);
    const res = await traveler.request<{
      items: { _id: string; type: string; amount: number; automatic: boolean; date: string }[];
      nextCursor: string | null;
    }>('GET', `/api/me/bookings/${BOOKING}/payments`);
    expect(res.status).toBe(200);
    expect(res.body.data?.items[0]).toMatchObject({ type: 'credit-card', amount: 12_345, automatic: false });
    expect(res.body.data?.items.some((p) => p.type === 'payment-intent' && p.automatic)).toBe(true);
    // (issue 18) Pages of one read the same payments, once each, in the same order.
    const whole = res.body.data?.items.map((p) => p._id) ?? [];
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { data?: { items: { _id: string }[]; nextCursor: string | null } } } = await traveler.request(
        'GET',
        `/api/me/bookings/${BOOKING}/payments?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      paged.push(...(page.body.data?.items.map((p) => p._id) ?? []));
      cursor = page.body.data?.nextCursor ?? null;
    } while (cursor);
    expect(whole.length).toBeGreaterThan(1);
    expect(paged).toEqual(whole);
  });

  it('a charge refunded because its booking change failed to save is the stored answer: the same key never replays a success', async () => {
    // Saving fails after the charge: a trigger refuses this one amount.
    await db().execute(
      sql.raw(`create function test_fail_payment() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger test_fail_payment before insert on payments for each row
        when (new.amount = 10321) execute function test_fail_payment()`),
    );
    try {
      const before = await bookingRow();
      const charges = t.payments.charges.length;
      const headers = idem();
      const body = { paymentOptionType: 'custom', paymentAmount: 10_321, cardToken: 'tok_visa' };
      const first = await traveler.request('POST', `/api/me/bookings/${BOOKING}/payments`, body, headers);
      expect(first.status).toBe(502);
      expect(first.body.code).toBe('payment-failed');
      const charge = t.payments.charges.at(-1);
      expect(t.payments.charges.length).toBe(charges + 1);
      expect(t.payments.refunds.filter((r) => r.chargeId === charge?.id).map((r) => r.amountMinor)).toEqual([10_321]);
      expect((await bookingRow())?.paidAmount).toBe(before?.paidAmount);

      // The same key again (the trigger gone, so saving would now work): the stored failure, not the processor's
      // replay of the refunded charge recorded as a payment.
      await db().execute(sql.raw('drop trigger test_fail_payment on payments'));
      const again = await traveler.request('POST', `/api/me/bookings/${BOOKING}/payments`, body, headers);
      expect(again.status).toBe(502);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
      expect((await bookingRow())?.paidAmount).toBe(before?.paidAmount);
      expect(t.payments.charges.length).toBe(charges + 1);

      // A new key is a new attempt, charged and saved.
      const retry = await traveler.request('POST', `/api/me/bookings/${BOOKING}/payments`, body, idem());
      expect(retry.status).toBe(201);
      expect((await bookingRow())?.paidAmount).toBe((before?.paidAmount ?? 0) + 10_321);
    } finally {
      await db().execute(sql.raw('drop trigger if exists test_fail_payment on payments'));
      await db().execute(sql.raw('drop function if exists test_fail_payment()'));
    }
  });

  it('paying an awaiting booking takes its spot and makes it pending; a waitlisted booking cannot pay', async () => {
    const awaiting = DEMO_BOOKING_IDS.traveler2Awaiting;
    const trip = (await bookingRow(awaiting))?.tripId as string;
    const spots = (await tripRow(trip))?.spotsTaken ?? 0;
    const res = await traveler2.request<{ booking: TravelerBooking }>(
      'POST',
      `/api/me/bookings/${awaiting}/payments`,
      { paymentOptionType: 'minimum', cardToken: '4242424242424242' },
      idem(),
    );
    expect(res.status).toBe(201);
    expect(res.body.data?.booking.status).toBe('pending');
    expect((await tripRow(trip))?.spotsTaken).toBe(spots + 1);
    // The booking machine moved it (booking.paid), in the payment's transaction, with a log row.
    // The payment writes its own money entry beside it (MKT-041): the move is the booking.paid one.
    const moved = (await db().select().from(transitionsLog).where(eq(transitionsLog.resourceId, awaiting))).find(
      (row) => row.event === 'booking.paid',
    );
    expect(moved).toMatchObject({
      resource: 'booking',
      event: 'booking.paid',
      fromState: 'awaiting',
      toState: 'pending',
    });
    const waitlisted = await traveler2.request(
      'POST',
      `/api/me/bookings/${DEMO_BOOKING_IDS.traveler2Waitlist}/payments`,
      { paymentOptionType: 'full', cardToken: 'tok_visa' },
      idem(),
    );
    expect(waitlisted.status).toBe(409);
    expect(waitlisted.body.code).toBe('booking-not-payable');
  });
});

describe('insurance', () => {
  worldPerTest();

  const repriceBody = async () => {
    const b = await myBooking();
    return {
      travelAmount: b.travelAmount + 100_000,
      additionalParticipants: b.additionalParticipants.map((p) => ({ _id: p._id })),
      addOns: b.addOns,
      status: b.status,
      role: 'traveler',
    };
  };

  it('[TAP-013] [TAP-016] reprice-quotes answers insuranceChange and the repriced add-ons', async () => {
    const res = await traveler.request<{ insuranceChange: number; repricedAddOns: { type: string; price: number }[] }>(
      'POST',
      `/api/me/bookings/${BOOKING}/reprice-quotes`,
      await repriceBody(),
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.insuranceChange).toBeGreaterThan(0);
    expect(res.body.data?.repricedAddOns.map((a) => a.type)).toEqual(['insurance-plan']);
    const admin = await t.signedIn('admin@caravan.test');
    const asAdmin = await admin.request('POST', `/api/admin/bookings/${BOOKING}/reprice-quotes`, await repriceBody());
    expect(asAdmin.status).toBe(200);
    expect(
      (await traveler.request('POST', `/api/admin/bookings/${BOOKING}/reprice-quotes`, await repriceBody())).status,
    ).toBe(403);
  });

  it("[INS-018] [TAP-016] a provider failure answers success false with 'We encountered an issue while connecting to our insurance provider.'", async () => {
    t.insurance.mode = 'down';
    try {
      const res = await traveler.request('POST', `/api/me/bookings/${BOOKING}/reprice-quotes`, await repriceBody());
      expect(res.status).toBe(502);
      expect(res.body).toEqual({
        success: false,
        code: 'insurance-provider-unavailable',
        error: INSURANCE_MESSAGES.repriceFailed,
      });
    } finally {
      t.insurance.mode = 'up';
    }
  });

  it('[TAP-014] [INS-008] [INS-003] a policy cancels only within its cancellable period, by the primary traveler', async () => {
    const [policy] = await db().select().from(insurancePolicies).where(eq(insurancePolicies.bookingId, BOOKING));
    const path = `/api/me/bookings/${BOOKING}/insurance/${policy?.id}/cancel`;
    const late = await traveler.request('POST', path);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('insurance-not-cancellable');
    await db()
      .update(insurancePolicies)
      .set({ createdAt: new Date('2026-11-15T00:00:00Z'), status: 'confirmed' })
      .where(eq(insurancePolicies.id, policy?.id as string));
    expect((await companion.request('POST', path)).status).toBe(409);
    const before = await bookingRow();
    const [addOn] = await db()
      .select()
      .from(addOns)
      .where(eq(addOns.id, policy?.addOnId as string));
    const res = await traveler.request<{ policy: { status: string; cancellable: boolean }; booking: TravelerBooking }>(
      'POST',
      path,
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.policy).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(res.body.data?.booking.addOns.find((a) => a.addOnId === policy?.addOnId)?.deleted).toBe(true);
    expect((await bookingRow())?.dueAmount).toBe(
      (before?.dueAmount ?? 0) - (addOn?.price ?? addOn?.unitPriceWithFee ?? 0),
    );
    expect((await traveler.request('POST', path)).status).toBe(409);
  });
});

describe('cancelling the booking', () => {
  worldPerTest();

  it('[CAN-011] [CAN-013] the reason is required (Other takes its description) and, with several methods, a choice', async () => {
    const noDescription = await traveler.request('POST', `/api/me/bookings/${BOOKING}/cancel`, { reason: 'Other' });
    expect(noDescription.status).toBe(400);
    const noMethod = await traveler.request('POST', `/api/me/bookings/${BOOKING}/cancel`, {
      reason: 'Change of plans',
    });
    expect(noMethod.status).toBe(422);
    expect(noMethod.body.code).toBe('invalid-refund-method');
    const wrongAmounts = await traveler.request('POST', `/api/me/bookings/${BOOKING}/cancel`, {
      reason: 'Change of plans',
      refundMethodDescription: 'Trip credit for everything you paid',
      tripCreditAmount: 1,
    });
    expect(wrongAmounts.status).toBe(422);
  });

  it('[TAP-001] [CAN-003] cancel computes the amounts with the domain calculator, refunds the cards, and gives the rooms back', async () => {
    await takeBothPrivateRooms();
    const details = (await traveler.request<MyTripDetails>('GET', `/api/me/trips/${LIVE}`)).body.data as MyTripDetails;
    const method = details.refundMethods.find((m) => m.refundAmount.refund > 0);
    expect(method).toBeDefined();
    const before = await bookingRow();
    const trip = await tripRow();
    const expected = calculateBookingCancellation({
      reasonCode: '06',
      paidAmount: before?.paidAmount ?? 0,
      dueAmount: before?.dueAmount ?? 0,
      downPaymentAmount: downPaymentOf(before as NonNullable<typeof before>, trip as NonNullable<typeof trip>),
      feeAmount: details.cancellationFee,
      voucherCode: `TC-${before?.orderId}`,
    });
    const roomsLeft = trip?.singleSupplementQuantityAvailable ?? 0;
    const refundsBefore = t.payments.refunds.length;
    // On a closed trip the booking machine refuses (its customerMayCancel guard, in words), and nothing moves.
    await db().update(trips).set({ status: 'closed' }).where(eq(trips.id, LIVE));
    const closed = await traveler.request('POST', `/api/me/bookings/${BOOKING}/cancel`, {
      reason: 'Other',
      otherDescription: 'My dog is sick',
      refundMethodDescription: method?.description,
    });
    await db()
      .update(trips)
      .set({ status: trip?.status as string })
      .where(eq(trips.id, LIVE));
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('booking-not-cancellable');
    expect(closed.body.fields?.transition).toBe('Only the traveler who made the booking can cancel it online.');
    expect(t.payments.refunds).toHaveLength(refundsBefore);
    expect((await bookingRow())?.isPendingCancellation).toBe(false);
    const res = await traveler.request<{ booking: TravelerBooking; cancellation: Record<string, unknown> }>(
      'POST',
      `/api/me/bookings/${BOOKING}/cancel`,
      {
        reason: 'Other',
        otherDescription: 'My dog is sick',
        refundMethodDescription: method?.description,
        refundAmount: method?.refundAmount.refund,
        tripCreditAmount: method?.refundAmount.tripCredit,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.cancellation).toEqual({ ...expected, reasonCode: '06' });
    expect(expected.refundAmount).toBe(method?.refundAmount.refund);
    const refunded = t.payments.refunds.slice(refundsBefore).reduce((s, r) => s + r.amountMinor, 0);
    expect(refunded).toBe(expected.refundAmount);
    const refundRows = await db().select().from(payments).where(eq(payments.bookingId, BOOKING));
    expect(refundRows.filter((p) => p.amount < 0).reduce((s, p) => s - p.amount, 0)).toBe(expected.refundAmount);
    expect(res.body.data?.booking).toMatchObject({ isPendingCancellation: true, internalCancellationReason: '06' });
    const [request] = await db()
      .select()
      .from(bookingCancellationRequests)
      .where(eq(bookingCancellationRequests.bookingId, BOOKING));
    expect(request).toMatchObject({
      reason: 'My dog is sick',
      refundMethodDescription: method?.description,
      reasonCode: '06',
      refundAmount: expected.refundAmount,
      tripCreditAmount: expected.tripCreditAmount,
    });
    expect((await tripRow())?.singleSupplementQuantityAvailable).toBe(roomsLeft + 2);
    const after = (await traveler.request<MyTripDetails>('GET', `/api/me/trips/${LIVE}`)).body.data as MyTripDetails;
    expect(after.canCancel).toBe(false);
    expect(after.booking?.displayStatus).toBe('pending-cancellation');
    const twice = await traveler.request('POST', `/api/me/bookings/${BOOKING}/cancel`, { reason: 'Change of plans' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('booking-not-cancellable');
    // The refusal in the user's words (refusalCopy, MKT-045), never the engine's 'not possible when'.
    expect(twice.body.fields?.transition).toMatch(/^Request cancellation is not available/);
    // The room change and payment made earlier in this test have their own money entries (MKT-041); the
    // cancellation is one move, carrying its refund.
    const logs = (await db().select().from(transitionsLog).where(eq(transitionsLog.resourceId, BOOKING))).filter(
      (row) => row.event !== 'booking.payment' && row.event !== 'booking.change',
    );
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      resource: 'booking',
      event: 'booking.requestCancellation',
      fromState: 'confirmed',
      toState: 'pending-cancellation',
      actorId: T,
      amount: expected.refundAmount,
    });
  });
});
