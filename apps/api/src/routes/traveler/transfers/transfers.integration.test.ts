// The ground-transfer API on the seeded database: context and eligibility (GTR), places and durations (OAP-019/020),
// quotes (OAP-007) and booking with payment (OAP-008), including the idempotent retry and the refund on failure.
import { GROUND_TRANSFER_MESSAGES, RIDE_CALENDAR_FALLBACK_DURATION_SECONDS, addDays } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOns, bookings, groundTransfers, payments } from '../../../db/schema/index.js';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp, idem } from '../../../testing/test-app.js';
import type { CreateTransfersView } from '../../../views/transfer-booking.view.js';
import type { TransferContextView } from '../../../views/transfer.view.js';

const LIVE = DEMO_TRIP_IDS.live;
const BOOKING = DEMO_BOOKING_IDS.travelerLive;
const CUZ = 'sbx-cuz';
const HOTEL = 'sbx-cusco-monasterio';
type Quote = { externalId: string; vehicleCategory: string; price: number; maxPassengers: number };

let t: TestApp;
let traveler: TestClient;
let traveler2: TestClient;
let companion: TestClient;
let context: TransferContextView;

const db = () => t.database.db;
const transfersOf = (bookingId = BOOKING) =>
  db().select().from(groundTransfers).where(eq(groundTransfers.bookingId, bookingId));

/** An arrival leg inside the window (the trip's start date, at 14:30). */
const arrivalLeg = (flightNumber: string, over: Record<string, unknown> = {}) => ({
  stage: 'arrival' as const,
  originPlaceId: CUZ,
  destinationPlaceId: HOTEL,
  pickupDateTime: `${context.trip.startDate}T14:30:00`,
  passengers: 2,
  carryOnLuggage: 1,
  checkedLuggage: 2,
  flightNumber,
  ...over,
});
const contact = {
  firstName: 'Tess',
  lastName: 'Traveler',
  email: 'traveler@caravan.test',
  phone: '+1 555 0100',
  termsAndConditions: true,
};
const quotesFor = async (flightNumber: string, client = traveler) =>
  client.request<{ stage: string; quotes: Quote[] }>('POST', '/api/me/ground-transfers/quotes', {
    tripId: LIVE,
    ...arrivalLeg(flightNumber),
  });
/** A create request for the cheapest arrival vehicle. */
const createBody = async (flightNumber: string, over: Record<string, unknown> = {}) => {
  const q = await quotesFor(flightNumber);
  const cheapest = q.body.data?.quotes[0];
  if (!cheapest) throw new Error(`no quote: ${q.status} ${q.body.error}`);
  return {
    bookingId: BOOKING,
    legs: [{ ...arrivalLeg(flightNumber), quoteExternalId: cheapest.externalId }],
    contact,
    cardToken: 'tok_visa',
    ...over,
  };
};

beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  traveler = await t.sessionFor(DEMO_USER_IDS.traveler);
  traveler2 = await t.sessionFor(DEMO_USER_IDS.traveler2);
  companion = await t.sessionFor(DEMO_USER_IDS.companion);
  const res = await traveler.request<TransferContextView>('GET', `/api/me/trips/${LIVE}/ground-transfer`);
  context = res.body.data as TransferContextView;
});
afterAll(() => t.close());

describe('the flow context and eligibility', () => {
  it('[GTF-010][GTF-013][GTR-025][GTR-026] gives the trip, the booking, the travelers count and the pickup windows', async () => {
    expect(context.booking?.id).toBe(BOOKING);
    expect(context.eligibility).toEqual({ ok: true, reason: null, message: null });
    expect(context.travelersCount).toBe(2); // companion@ + the customer
    expect(context.windows.arrival.to >= context.trip.startDate).toBe(true);
    expect(context.windows.departure.from > context.trip.endDate).toBe(true);
    expect(context.profile.email).toBe('traveler@caravan.test');
  });

  it("[GTR-023][GTR-024] the pickup windows follow the booking's pre-trip and post-trip nights", async () => {
    const contextNow = async () =>
      (await traveler.request<TransferContextView>('GET', `/api/me/trips/${LIVE}/ground-transfer`)).body
        .data as TransferContextView;
    const { startDate, endDate } = context.trip;
    // traveler@ holds a pre-trip night: the arrival is 1 day before the start, its window closes a day later.
    expect(context.windows.arrival.to).toBe(startDate);
    expect(context.windows.departure.from).toBe(addDays(endDate, 1));
    const rows = await db().select().from(addOns).where(eq(addOns.bookingId, BOOKING));
    const preNight = rows.find((r) => r.service?.type === 'accommodation' && r.service.timing === 'pre-trip');
    if (!preNight?.service) throw new Error('the seeded pre-trip night is missing');
    // A post-trip night moves the departure to 1 day after the trip end.
    const { id: _id, createdAt: _at, ...copy } = preNight;
    const [postNight] = await db()
      .insert(addOns)
      .values({ ...copy, service: { ...preNight.service, timing: 'post-trip' } })
      .returning();
    try {
      expect((await contextNow()).windows.departure.from).toBe(addDays(endDate, 2));
    } finally {
      if (postNight) await db().delete(addOns).where(eq(addOns.id, postNight.id));
    }
    // Without the pre-trip night the arrival is the start date again.
    await db().update(addOns).set({ deleted: true }).where(eq(addOns.id, preNight.id));
    try {
      expect((await contextNow()).windows.arrival.to).toBe(addDays(startDate, 1));
    } finally {
      await db().update(addOns).set({ deleted: false }).where(eq(addOns.id, preNight.id));
    }
  });

  it.each([
    [
      '[GTR-018] a trip whose technical itinerary is not approved',
      DEMO_TRIP_IDS.earlyConfirmed,
      'traveler',
      'admin-technical-itinerary-not-approved',
    ],
    ['[GTR-017] a complete trip', DEMO_TRIP_IDS.complete, 'traveler', 'trip-is-complete'],
    ['[GTR-016] a cancelled booking', DEMO_TRIP_IDS.cancelled, 'traveler', 'booking-is-cancelled'],
    ['[GTR-015][GTF-012] a secondary traveler', LIVE, 'companion', 'ground-transfer-not-bookable'],
  ] as const)('%s is refused with its named reason (GTR-021)', async (_name, tripId, who, reason) => {
    const client = who === 'companion' ? companion : traveler;
    const res = await client.request<TransferContextView>('GET', `/api/me/trips/${tripId}/ground-transfer`);
    expect(res.status).toBe(200);
    expect(res.body.data?.eligibility.ok).toBe(false);
    expect(res.body.data?.eligibility.reason).toBe(reason);
  });

  it('[GTR-014][GTR-015] the API enforces the same rule: a secondary traveler gets no quotes and books nothing', async () => {
    const quotes = await quotesFor('LA100', companion);
    expect(quotes.status).toBe(409);
    expect(quotes.body.code).toBe('GROUND_TRANSFER_NOT_BOOKABLE');
    expect(quotes.body.fields?.reason).toBe('ground-transfer-not-bookable');
    const body = await createBody('LA101');
    const created = await companion.request('POST', '/api/me/ground-transfers', body, idem());
    expect(created.status).toBe(409);
    expect(created.body.fields?.reason).toBe('ground-transfer-not-bookable');
  });

  it('[GTR-016] a cancelled booking cannot be quoted', async () => {
    const res = await traveler.request('POST', '/api/me/ground-transfers/quotes', {
      tripId: DEMO_TRIP_IDS.cancelled,
      ...arrivalLeg('LA102'),
    });
    expect(res.status).toBe(409);
    expect(res.body.fields?.reason).toBe('booking-is-cancelled');
  });

  it("[GTF-026] another traveler's trip is a 404, never its context", async () => {
    const res = await traveler2.request('GET', `/api/me/trips/${DEMO_TRIP_IDS.earlyConfirmed}/ground-transfer`);
    expect(res.status).toBe(404);
  });
});

describe('places and estimated durations', () => {
  it('[OAP-019] looks up the airports and hotels near the trip, filtered by the typed text', async () => {
    const all = await traveler.request<{ places: { id: string; type: string; label: string }[] }>(
      'GET',
      `/api/me/ground-transfers/places?tripId=${LIVE}`,
    );
    expect(all.status).toBe(200);
    const types = new Set(all.body.data?.places.map((p) => p.type));
    expect(types).toEqual(new Set(['airport', 'lodging']));
    const airports = await traveler.request<{ places: { id: string; label: string }[] }>(
      'GET',
      `/api/me/ground-transfers/places?tripId=${LIVE}&query=cuz&type=airport`,
    );
    expect(airports.body.data?.places.map((p) => p.id)).toEqual([CUZ]);
  });

  it('[OAP-020] estimates the duration with the distance matrix, 360 seconds when no route is found', async () => {
    const ok = await traveler.request<{ durationInSeconds: number; fallback: boolean }>(
      'POST',
      '/api/me/ground-transfers/estimated-duration',
      { tripId: LIVE, originPlaceId: CUZ, destinationPlaceId: HOTEL },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data?.fallback).toBe(false);
    expect(ok.body.data?.durationInSeconds).toBeGreaterThan(300);
    const none = await traveler.request<{ durationInSeconds: number; fallback: boolean }>(
      'POST',
      '/api/me/ground-transfers/estimated-duration',
      { tripId: LIVE, originPlaceId: CUZ, destinationPlaceId: 'sbx-bgo' },
    );
    expect(none.body.data).toMatchObject({
      durationInSeconds: RIDE_CALENDAR_FALLBACK_DURATION_SECONDS,
      fallback: true,
    });
  });

  it('[OAP-019] a place the lookup does not know is a 422', async () => {
    const failed = await traveler.request('POST', '/api/me/ground-transfers/estimated-duration', {
      tripId: LIVE,
      originPlaceId: CUZ,
      destinationPlaceId: 'sbx-nowhere',
    });
    expect(failed.status).toBe(422);
    expect(failed.body.code).toBe('GROUND_TRANSFER_UNKNOWN_PLACE');
  });
});

describe('quotes', () => {
  it('[OAP-007][GTF-062] answers several vehicles for the leg, cheapest first', async () => {
    const res = await quotesFor('LA200');
    expect(res.status).toBe(200);
    const quotes = res.body.data?.quotes ?? [];
    expect(quotes.length).toBeGreaterThanOrEqual(3);
    const prices = quotes.map((q) => q.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(quotes.every((q) => q.maxPassengers >= 2)).toBe(true);
  });

  it('[GTF-058][GTF-059] a failing provider answers 502 each time; FAIL2 succeeds on the third call', async () => {
    expect((await quotesFor('LA-FAIL2')).status).toBe(502);
    const second = await quotesFor('LA-FAIL2');
    expect(second.status).toBe(502);
    expect(second.body.code).toBe('GROUND_TRANSFER_QUOTES_FAILED');
    const third = await quotesFor('LA-FAIL2');
    expect(third.status).toBe(200);
    expect(third.body.data?.quotes.length).toBeGreaterThan(0);
  });

  it("[GTF-082][GTF-077] refuses a pickup date outside the window with the travel-detail rule's message", async () => {
    const res = await traveler.request('POST', '/api/me/ground-transfers/quotes', {
      tripId: LIVE,
      ...arrivalLeg('LA201', { pickupDateTime: `${context.windows.departure.to}T10:00:00` }),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields?.['arrival.pickupDate']).toBe(GROUND_TRANSFER_MESSAGES.dateOutOfRange);
  });

  it('[GTF-080] refuses the same pickup and drop-off', async () => {
    const res = await traveler.request('POST', '/api/me/ground-transfers/quotes', {
      tripId: LIVE,
      ...arrivalLeg('LA202', { destinationPlaceId: CUZ }),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields?.['arrival.pickup']).toBe(GROUND_TRANSFER_MESSAGES.pickupSameAsDropOff);
  });
});

describe('booking transfers', () => {
  it('[OAP-008][GTF-031][GTF-032][GTF-033][GTF-034] books, pays and adds a ground-transfer add-on for the customer', async () => {
    const before = (await transfersOf()).length;
    const [bookingBefore] = await db().select().from(bookings).where(eq(bookings.id, BOOKING));
    const body = await createBody('LA300');
    const res = await traveler.request<CreateTransfersView>('POST', '/api/me/ground-transfers', body, idem());
    expect(res.status).toBe(201);
    const data = res.body.data as CreateTransfersView;
    expect(data.transfers).toHaveLength(1);
    expect(data.transfers[0]).toMatchObject({ stage: 'arrival', status: 'pending', pickupTimeZone: 'America/Lima' });
    expect(await transfersOf()).toHaveLength(before + 1);
    const [addOn] = await db()
      .select()
      .from(addOns)
      .where(eq(addOns.groundTransferId, data.transfers[0]?.id ?? ''));
    expect(addOn).toMatchObject({
      type: 'ground-transfer',
      userId: DEMO_USER_IDS.traveler,
      quantity: 1,
      deleted: false,
      unitPriceWithFee: data.transfers[0]?.price,
    });
    // The card pays the transfer and the insurance adjustment its price brought (GTF-093).
    expect(data.payment?.amount).toBe((data.transfers[0]?.price ?? 0) + data.insuranceAdjustment);
    const [bookingAfter] = await db().select().from(bookings).where(eq(bookings.id, BOOKING));
    expect(bookingAfter?.paidAmount).toBe((bookingBefore?.paidAmount ?? 0) + (data.payment?.amount ?? 0));
  });

  it('[OAP-008] an idempotent retry with the same key books one transfer and charges once', async () => {
    const body = await createBody('LA301');
    const key = idem();
    const charges = t.payments.charges.length;
    const first = await traveler.request<CreateTransfersView>('POST', '/api/me/ground-transfers', body, key);
    const again = await traveler.request<CreateTransfersView>('POST', '/api/me/ground-transfers', body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.data?.transfers[0]?.id).toBe(first.body.data?.transfers[0]?.id);
    const rows = (await transfersOf()).filter((r) => r.traveler.flightNumber === 'LA301');
    expect(rows).toHaveLength(1);
    expect(t.payments.charges.length).toBe(charges + 1);
  });

  it('[OAP-008] two tabs sending the same request with the same key at once book one transfer and charge once', async () => {
    const body = await createBody('LA307');
    const key = idem();
    const charges = t.payments.charges.length;
    const answers = await Promise.all([
      traveler.request<CreateTransfersView>('POST', '/api/me/ground-transfers', body, key),
      traveler.request<CreateTransfersView>('POST', '/api/me/ground-transfers', body, key),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual(expect.arrayContaining([201]));
    for (const a of answers) expect([200, 201, 409]).toContain(a.status);
    const rows = (await transfersOf()).filter((r) => r.traveler.flightNumber === 'LA307');
    expect(rows).toHaveLength(1);
    expect(t.payments.charges.length).toBe(charges + 1);
  });

  it('[OAP-008] the same leg booked again with a new key is refused before any charge', async () => {
    const body = await createBody('LA308');
    expect((await traveler.request('POST', '/api/me/ground-transfers', body, idem())).status).toBe(201);
    const charges = t.payments.charges.length;
    const again = await traveler.request('POST', '/api/me/ground-transfers', body, idem());
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('GROUND_TRANSFER_ALREADY_BOOKED');
    expect(t.payments.charges.length).toBe(charges);
  });

  it('[OAP-008] two tabs completing the same transfer at once with their own keys book it once; the other charge is refunded', async () => {
    const body = await createBody('LA309');
    const charges = t.payments.charges.length;
    const refunds = t.payments.refunds.length;
    const answers = await Promise.all([
      traveler.request('POST', '/api/me/ground-transfers', body, idem()),
      traveler.request('POST', '/api/me/ground-transfers', body, idem()),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const rows = (await transfersOf()).filter((r) => r.traveler.flightNumber === 'LA309');
    expect(rows).toHaveLength(1);
    // Whatever was charged beyond the one booking was given back.
    const charged = t.payments.charges.length - charges;
    expect(t.payments.refunds.length - refunds).toBe(charged - 1);
  });

  it('[OAP-008] a booking that fails after the payment refunds the card in full and records nothing', async () => {
    const body = await createBody('LA-BOOKFAIL');
    const before = (await transfersOf()).length;
    const paymentsBefore = await db().select().from(payments).where(eq(payments.bookingId, BOOKING));
    const refunds = t.payments.refunds.length;
    const res = await traveler.request('POST', '/api/me/ground-transfers', body, idem());
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('GROUND_TRANSFER_BOOKING_FAILED');
    const charge = t.payments.charges.at(-1);
    expect(t.payments.refunds.length).toBe(refunds + 1);
    expect(t.payments.refunds.at(-1)).toMatchObject({ chargeId: charge?.id, amountMinor: charge?.amountMinor });
    expect(await transfersOf()).toHaveLength(before);
    expect(await db().select().from(payments).where(eq(payments.bookingId, BOOKING))).toHaveLength(
      paymentsBefore.length,
    );
  });

  it('[OAP-008] a declined card books nothing', async () => {
    const before = (await transfersOf()).length;
    const res = await traveler.request(
      'POST',
      '/api/me/ground-transfers',
      await createBody('LA302', { cardToken: 'tok_chargeDeclined' }),
      idem(),
    );
    expect(res.status).toBe(402);
    expect(await transfersOf()).toHaveLength(before);
  });

  it('[GTF-090] a quote id the provider no longer offers for these details is refused', async () => {
    const body = await createBody('LA303');
    const leg = body.legs[0] as Record<string, unknown>;
    const res = await traveler.request(
      'POST',
      '/api/me/ground-transfers',
      { ...body, legs: [{ ...leg, passengers: 1 }] },
      idem(),
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('GROUND_TRANSFER_QUOTE_UNAVAILABLE');
  });

  it('[GTF-074][GTF-075] the contact is checked with the spec messages', async () => {
    const body = await createBody('LA304', { contact: { ...contact, phone: '555', termsAndConditions: false } });
    const res = await traveler.request('POST', '/api/me/ground-transfers', body, idem());
    expect(res.status).toBe(400);
    expect(res.body.fields?.['contact.phone']).toBe(GROUND_TRANSFER_MESSAGES.invalidPhone);
    expect(res.body.fields?.['contact.termsAndConditions']).toBe(GROUND_TRANSFER_MESSAGES.acceptTerms);
  });

  it("[OAP-008] another traveler's booking is a 404, and so are its transfers in the list", async () => {
    const body = await createBody('LA305');
    const res = await traveler2.request('POST', '/api/me/ground-transfers', body, idem());
    expect(res.status).toBe(404);
    const mine = await transfersOf();
    const ids = mine.map((r) => r.id).join(',');
    const list = await traveler2.request<{ transfers: unknown[] }>('GET', `/api/me/ground-transfers?ids=${ids}`);
    expect(list.body.data?.transfers).toEqual([]);
    const own = await traveler.request<{ transfers: { id: string }[] }>('GET', `/api/me/ground-transfers?ids=${ids}`);
    expect(own.body.data?.transfers.length).toBe(mine.filter((r) => r.userId === DEMO_USER_IDS.traveler).length);
  });

  it('[OAP-008] requires an Idempotency-Key', async () => {
    const res = await traveler.request('POST', '/api/me/ground-transfers', await createBody('LA306'));
    expect(res.status).toBe(400);
    expect(
      (
        await db()
          .select()
          .from(groundTransfers)
          .where(and(eq(groundTransfers.bookingId, BOOKING)))
      ).some((r) => r.traveler.flightNumber === 'LA306'),
    ).toBe(false);
  });
});
