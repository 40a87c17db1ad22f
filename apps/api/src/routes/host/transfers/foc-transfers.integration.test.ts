// The trip's host booking free transfers for its free-of-charge travelers on the seeded database: the host's context
// and eligibility (GTR-020), price-free quotes, the free booking capped at the FOC count (GTF-014, OAP-008), idempotent
// and race-safe, their rides (RID-004), and another host's trip answering 404.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addOns, groundTransfers, payments } from '../../../db/schema/index.js';
import { DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp, idem } from '../../../testing/test-app.js';
import type { TransferContextView } from '../../../views/transfer.view.js';

const LIVE = DEMO_TRIP_IDS.live;
const CUZ = 'sbx-cuz';
const HOTEL = 'sbx-cusco-monasterio';
type Quote = { externalId: string; price: number };
type Ride = { id: string; stage: string; price: number | null; canModify: boolean; traveler: { firstName: string } };

let t: TestApp;
let host: TestClient;
let host2: TestClient;
let cohost: TestClient;
let traveler: TestClient;

const db = () => t.database.db;
const hostRows = () =>
  db()
    .select()
    .from(groundTransfers)
    .where(and(eq(groundTransfers.tripId, LIVE), eq(groundTransfers.bookedBy, 'host')));
const contextOf = async (client: TestClient) =>
  (await client.request<TransferContextView>('GET', `/api/me/trips/${LIVE}/ground-transfer`)).body.data as
    | TransferContextView
    | undefined;

/** A leg inside its window: arrival on the trip's start date, departure on the window's first day. */
const leg = async (stage: 'arrival' | 'departure', flightNumber: string) => {
  const context = await contextOf(host);
  if (!context) throw new Error('no host context');
  const date = stage === 'arrival' ? context.trip.startDate : context.windows.departure.from;
  return {
    stage,
    originPlaceId: stage === 'arrival' ? CUZ : HOTEL,
    destinationPlaceId: stage === 'arrival' ? HOTEL : CUZ,
    pickupDateTime: `${date}T10:30:00`,
    passengers: 1,
    carryOnLuggage: 1,
    checkedLuggage: 1,
    flightNumber,
  };
};
const quotesOf = async (body: Awaited<ReturnType<typeof leg>>, client = host) =>
  client.request<{ quotes: Quote[] }>('POST', '/api/me/ground-transfers/quotes', { tripId: LIVE, ...body });
const contact = {
  firstName: 'Sam',
  lastName: 'Host',
  email: 'host@caravan.test',
  phone: '+1 555 0101',
  termsAndConditions: true,
};

/** A host booking body: the given legs with their cheapest vehicle, for the FOC traveler `focTravelerId`. */
const bookingBody = async (focTravelerId: string, stages: ('arrival' | 'departure')[], flight: string) => {
  const legs = [];
  for (const stage of stages) {
    const body = await leg(stage, flight);
    const quote = (await quotesOf(body)).body.data?.quotes[0];
    if (!quote) throw new Error('no quote');
    legs.push({ ...body, quoteExternalId: quote.externalId });
  }
  return { focTravelerId, legs, contact };
};
const book = (body: unknown, key = idem(), client = host) =>
  client.request<{ transfers: Ride[] }>('POST', `/api/me/trips/${LIVE}/ground-transfers`, body, key);

beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  host = await t.sessionFor(DEMO_USER_IDS.host);
  host2 = await t.sessionFor(DEMO_USER_IDS.host2);
  cohost = await t.sessionFor(DEMO_USER_IDS.cohost);
  traveler = await t.sessionFor(DEMO_USER_IDS.traveler);
});
afterAll(() => t.close());
// Each test starts with no host-booked ride on the trip (the tests run in a shuffled order).
beforeEach(async () => {
  await db().delete(groundTransfers).where(eq(groundTransfers.bookedBy, 'host'));
});

describe("the trip's host in the transfer flow", () => {
  it('[GTR-020][RID-004] the host of the trip gets a host context: no booking, the FOC travelers, eligible', async () => {
    const context = await contextOf(host);
    expect(context).toMatchObject({
      booking: null,
      travelerType: 'host-primary',
      isHostType: true,
      hasTravelerRole: true,
      eligibility: { ok: true, reason: null },
      travelersCount: 1,
    });
    expect(context?.foc?.count).toBe(2);
    expect(context?.foc?.coveredCount).toBe(0);
    expect(context?.foc?.travelers.map((f) => f.id)).toEqual(['host', 'companion-sam']);
    expect(context?.foc?.next).toMatchObject({ id: 'host', openLegs: ['arrival', 'departure'] });
  });

  it("[GTR-020] another host's trip answers 404 for the context and the booking", async () => {
    expect((await host2.request('GET', `/api/me/trips/${LIVE}/ground-transfer`)).status).toBe(404);
    const body = { focTravelerId: 'host', legs: [{ ...(await leg('arrival', 'XX1')), quoteExternalId: 'q' }], contact };
    expect((await book(body, idem(), host2)).status).toBe(404);
  });

  it("[GTF-024] [GTR-015] a co-host reads the host's flow without the traveler role, and is refused booking", async () => {
    // The co-host works on the primary host's trips (the policy's read scope): the flow opens to them read-only.
    const context = await contextOf(cohost);
    expect(context).toMatchObject({
      booking: null,
      travelerType: 'host-secondary',
      isHostType: true,
      hasTravelerRole: false,
      eligibility: { ok: false, reason: 'ground-transfer-not-bookable' },
    });
    // Their secondary role may not book (GTR-015): the booking is refused by that rule, and nothing is written.
    const refused = await book(await bookingBody('host', ['arrival'], 'CO1'), idem(), cohost);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('GROUND_TRANSFER_NOT_BOOKABLE');
    expect(await hostRows()).toHaveLength(0);
  });

  it('[GTF-014] quotes for the host carry no price; the same leg costs the traveler its price', async () => {
    const body = await leg('arrival', 'LA100');
    const forHost = (await quotesOf(body)).body.data?.quotes ?? [];
    expect(forHost.length).toBeGreaterThan(0);
    expect(forHost.every((q) => q.price === 0)).toBe(true);
    const forTraveler = await quotesOf(body, traveler);
    expect(forTraveler.status, forTraveler.body.error).toBe(200);
    expect(forTraveler.body.data?.quotes.some((q) => q.price > 0)).toBe(true);
  });
});

describe('booking free transfers for the FOC travelers', () => {
  it('[GTF-014][OAP-008] books both legs for the host with no charge, no booking, no add-on and no price shown', async () => {
    const charges = t.payments.charges.length;
    const paymentsBefore = (await db().select().from(payments)).length;
    const res = await book(await bookingBody('host', ['arrival', 'departure'], 'LA200'));
    expect(res.status).toBe(201);
    expect(res.body.data?.transfers.map((r) => r.stage).sort()).toEqual(['arrival', 'departure']);
    expect(res.body.data?.transfers.every((r) => r.price === null && r.canModify)).toBe(true);
    expect(t.payments.charges.length).toBe(charges);
    expect((await db().select().from(payments)).length).toBe(paymentsBefore);
    const rows = await hostRows();
    expect(rows).toHaveLength(2);
    expect(
      rows.every((r) => r.bookingId === null && r.focTravelerId === 'host' && r.userId === DEMO_USER_IDS.host),
    ).toBe(true);
    const ids = rows.map((r) => r.id);
    const linked = (await db().select().from(addOns)).filter(
      (a) => a.groundTransferId && ids.includes(a.groundTransferId),
    );
    expect(linked).toHaveLength(0);
  });

  it('[OAP-008] an idempotent retry books once; two tabs with their own keys for one FOC traveler book once', async () => {
    const body = await bookingBody('companion-sam', ['arrival'], 'LA300');
    expect(await hostRows()).toHaveLength(0);
    const key = idem();
    const [first, again] = [await book(body, key), await book(body, key)];
    expect(first.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.data?.transfers[0]?.id).toBe(first.body.data?.transfers[0]?.id);

    const departure = await bookingBody('companion-sam', ['departure'], 'LA301');
    const answers = await Promise.all([book(departure), book(departure)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const sams = (await hostRows()).filter((r) => r.focTravelerId === 'companion-sam');
    expect(sams.map((r) => r.stage).sort()).toEqual(['arrival', 'departure']);
    expect(sams.every((r) => r.focTravelerName === 'Sam Host')).toBe(true);
  });

  it('[GTR-020][GTF-014] once every FOC traveler is covered the host may book no more; the traveler still may', async () => {
    expect((await book(await bookingBody('host', ['arrival', 'departure'], 'LA600'))).status).toBe(201);
    expect((await contextOf(host))?.eligibility.ok).toBe(true);
    expect((await book(await bookingBody('companion-sam', ['arrival', 'departure'], 'LA601'))).status).toBe(201);
    const context = await contextOf(host);
    expect(context?.eligibility).toMatchObject({ ok: false, reason: 'host-booked-transfers-for-all-focs' });
    expect(context?.foc).toMatchObject({ coveredCount: 2, next: null });
    const more = await book({
      focTravelerId: 'foc-3',
      legs: [{ ...(await leg('arrival', 'LA400')), quoteExternalId: 'q' }],
      contact,
    });
    expect(more.status).toBe(409);
    expect(more.body.fields?.reason).toBe('host-booked-transfers-for-all-focs');
    expect((await hostRows()).length).toBe(4);
    // The traveler's own eligibility does not count the host's FOCs.
    expect((await contextOf(traveler))?.eligibility).toEqual({ ok: true, reason: null, message: null });
  });

  it('[RID-004] the host sees their rides without prices, cancels one free of charge and may book that leg again', async () => {
    expect((await book(await bookingBody('host', ['arrival', 'departure'], 'LA700'))).status).toBe(201);
    expect((await book(await bookingBody('companion-sam', ['arrival', 'departure'], 'LA701'))).status).toBe(201);
    const list = await host.request<{ items: Ride[] }>('GET', `/api/me/trips/${LIVE}/rides`);
    expect(list.status).toBe(200);
    expect(list.body.data?.items).toHaveLength(4);
    expect(list.body.data?.items.every((r) => r.price === null && r.canModify)).toBe(true);
    // Another host sees none of them.
    expect((await host2.request<{ items: Ride[] }>('GET', `/api/me/trips/${LIVE}/rides`)).body.data?.items).toEqual([]);

    const hostArrival = (await hostRows()).find((r) => r.focTravelerId === 'host' && r.stage === 'arrival');
    const refunds = t.payments.refunds.length;
    const cancel = await host.request<{ refundedAmount: number }>(
      'POST',
      `/api/me/ground-transfers/${hostArrival?.id}/cancel`,
    );
    expect(cancel.status).toBe(200);
    expect(cancel.body.data?.refundedAmount).toBe(0);
    expect(t.payments.refunds.length).toBe(refunds);
    expect((await contextOf(host))?.foc?.next).toMatchObject({ id: 'host', openLegs: ['arrival'] });
    expect((await book(await bookingBody('host', ['arrival'], 'LA500'))).status).toBe(201);
  });
});
