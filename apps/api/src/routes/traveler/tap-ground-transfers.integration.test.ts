// The traveler app's ground-transfer calls (traveler-app §7, TAP-020..025, TAP-027/028) on the seeded database: each
// under the spec's path, or under the path we chose where the spec shows none (docs/decisions/019-transfer-call-paths.md).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOns, groundTransfers } from '../../db/schema/index.js';
import { demoRideId } from '../../db/seed/bookings.js';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { createApp } from '../../http/app.js';
import {
  createSandboxDistanceMatrix,
  createSandboxPlaceLookup,
  type DistanceMatrix,
  type DistanceMatrixRequest,
  distanceMatrixRequest,
  type PlaceLookup,
} from '../../providers/maps/index.js';
import { isHeldRow, lineOf } from '../../services/booking/booking-records.js';
import { createTestApp, idem, ORIGIN, type TestApp, type TestClient } from '../../testing/test-app.js';
import type { TransferContextView } from '../../views/transfer.view.js';

const LIVE = DEMO_TRIP_IDS.live;
const BOOKING = DEMO_BOOKING_IDS.travelerLive;
const CUZ = 'sbx-cuz';
const HOTEL = 'sbx-cusco-monasterio';
const ARRIVAL = demoRideId('live-arrival');
const DEPARTURE = demoRideId('live-departure');
type Quote = { externalId: string; price: number };
type Quotes = { stage: string; quotes: Quote[]; arrivalQuotes: Quote[]; departureQuotes: Quote[] };

let t: TestApp;
let traveler: TestClient;
let traveler2: TestClient;
let context: TransferContextView;
const db = () => t.database.db;

/** The spec's quote fields for a leg (TAP-020): pickupDateTime is a date-time without zone. */
const leg = (stage: 'arrival' | 'departure', flightNumber: string) => ({
  stage,
  originPlaceId: stage === 'arrival' ? CUZ : HOTEL,
  destinationPlaceId: stage === 'arrival' ? HOTEL : CUZ,
  pickupDateTime: `${stage === 'arrival' ? context.windows.arrival.from : context.windows.departure.to}T14:30:00`,
  passengers: 2,
  carryOnLuggage: 1,
  checkedLuggage: 2,
  flightNumber,
});
const contact = {
  firstName: 'Tess',
  lastName: 'Traveler',
  email: 'traveler@caravan.test',
  phone: '+1 555 0100',
  termsAndConditions: true,
};
/** The create call's draft: the chosen legs with their quote, the contact and the card (TAP-022). */
async function draftFor(flightNumber: string, cardToken = 'tok_visa') {
  const quotes = await traveler.request<Quotes>('POST', '/api/me/ground-transfers/quotes', {
    tripId: LIVE,
    ...leg('arrival', flightNumber),
  });
  const cheapest = quotes.body.data?.arrivalQuotes[0];
  if (!cheapest) throw new Error(`no quote: ${quotes.status} ${quotes.body.error}`);
  return {
    bookingId: BOOKING,
    legs: [{ ...leg('arrival', flightNumber), quoteExternalId: cheapest.externalId }],
    contact,
    cardToken,
  };
}

/** An app on the same database whose maps ports note every call (TAP-027, TAP-028). */
function appWithRecordingMaps() {
  const matrix = createSandboxDistanceMatrix();
  const lookup = createSandboxPlaceLookup();
  const matrixCalls: DistanceMatrixRequest[] = [];
  const lookedUp: string[] = [];
  const distances: DistanceMatrix = {
    name: 'recording',
    between: (request) => {
      matrixCalls.push(request);
      return matrix.between(request);
    },
  };
  const places: PlaceLookup = {
    ...lookup,
    name: 'recording',
    byId: (placeId) => {
      lookedUp.push(placeId);
      return lookup.byId(placeId);
    },
  };
  const app = createApp({
    database: t.database,
    queue: t.queue,
    config: { TRUST_PROXY: true, NODE_ENV: 'test' },
    now: () => t.clock.now,
    payments: t.payments,
    insurance: t.insurance,
    places,
    distances,
  });
  const post = async (path: string, body: unknown) => {
    const res = await app.request(path, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: traveler.cookie ?? '', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { success: boolean; data?: unknown } };
  };
  return { post, matrixCalls, lookedUp };
}

beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  traveler = await t.sessionFor(DEMO_USER_IDS.traveler);
  traveler2 = await t.sessionFor(DEMO_USER_IDS.traveler2);
  const res = await traveler.request<TransferContextView>('GET', `/api/me/trips/${LIVE}/ground-transfer`);
  context = res.body.data as TransferContextView;
});
afterAll(() => t.close());

describe('quotes and estimated durations', () => {
  it('[TAP-020] POST /api/me/ground-transfers/quotes takes the leg fields and answers arrivalQuotes and departureQuotes', async () => {
    const arrival = await traveler.request<Quotes>('POST', '/api/me/ground-transfers/quotes', {
      tripId: LIVE,
      ...leg('arrival', 'LA2020'),
    });
    expect(arrival.status).toBe(200);
    expect(arrival.body.data?.arrivalQuotes.length).toBeGreaterThan(0);
    expect(arrival.body.data?.arrivalQuotes).toEqual(arrival.body.data?.quotes);
    expect(arrival.body.data?.departureQuotes).toEqual([]);

    const departure = await traveler.request<Quotes>('POST', '/api/me/ground-transfers/quotes', {
      tripId: LIVE,
      ...leg('departure', 'LA2021'),
    });
    expect(departure.status).toBe(200);
    expect(departure.body.data?.departureQuotes.length).toBeGreaterThan(0);
    expect(departure.body.data?.arrivalQuotes).toEqual([]);

    // The pickup date-time carries no zone: one with a zone is refused by the contract.
    const zoned = await traveler.request('POST', '/api/me/ground-transfers/quotes', {
      tripId: LIVE,
      ...leg('arrival', 'LA2020'),
      pickupDateTime: `${context.windows.arrival.from}T14:30:00Z`,
    });
    expect(zoned.status).toBe(400);
    expect(zoned.body.success).toBe(false);
  });

  it('[TAP-021] DECIDE: POST /api/me/ground-transfers/estimated-duration takes the two place ids and answers arrival and departure estimatedDuration', async () => {
    const res = await traveler.request<{
      durationInSeconds: number;
      arrival: { estimatedDuration: number };
      departure: { estimatedDuration: number };
    }>('POST', '/api/me/ground-transfers/estimated-duration', {
      tripId: LIVE,
      originPlaceId: CUZ,
      destinationPlaceId: HOTEL,
    });
    expect(res.status).toBe(200);
    expect(res.body.data?.arrival.estimatedDuration).toBe(res.body.data?.durationInSeconds);
    expect(res.body.data?.arrival.estimatedDuration).toBeGreaterThan(300);
    // The sandbox's great-circle roads are the same both ways.
    expect(res.body.data?.departure.estimatedDuration).toBe(res.body.data?.arrival.estimatedDuration);
  });
});

describe('the maps ports', () => {
  it('[TAP-027] the distance matrix is asked with origins, destinations, metric units and driving by default', async () => {
    const maps = appWithRecordingMaps();
    const res = await maps.post('/api/me/ground-transfers/estimated-duration', {
      tripId: LIVE,
      originPlaceId: CUZ,
      destinationPlaceId: HOTEL,
    });
    expect(res.status).toBe(200);
    expect(maps.matrixCalls).toEqual([
      { origins: [CUZ], destinations: [HOTEL], units: 'metric', travelMode: 'driving' },
      { origins: [HOTEL], destinations: [CUZ], units: 'metric', travelMode: 'driving' },
    ]);
    // A caller that names the units and the mode gets those.
    expect(
      distanceMatrixRequest({
        originPlaceId: CUZ,
        destinationPlaceId: HOTEL,
        units: 'imperial',
        travelMode: 'walking',
      }),
    ).toEqual({ origins: [CUZ], destinations: [HOTEL], units: 'imperial', travelMode: 'walking' });
  });

  it('[TAP-028] places are looked up (geocoded) by place id; an id the lookup does not know is a 422', async () => {
    const maps = appWithRecordingMaps();
    await maps.post('/api/me/ground-transfers/estimated-duration', {
      tripId: LIVE,
      originPlaceId: CUZ,
      destinationPlaceId: HOTEL,
    });
    expect(maps.lookedUp).toEqual([CUZ, HOTEL]);
    const unknown = await maps.post('/api/me/ground-transfers/estimated-duration', {
      tripId: LIVE,
      originPlaceId: 'no-such-place',
      destinationPlaceId: HOTEL,
    });
    expect(unknown.status).toBe(422);
    expect(maps.lookedUp.at(-1)).toBe('no-such-place');
    expect(maps.matrixCalls).toHaveLength(2);
  });
});

describe('creating and listing transfers', () => {
  it('[TAP-022] POST /api/me/ground-transfers creates the transfer from the draft; a failure answers success false', async () => {
    const res = await traveler.request<{ transfers: { id: string }[] }>(
      'POST',
      '/api/me/ground-transfers',
      await draftFor('LA2401'),
      idem(),
    );
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const [made] = res.body.data?.transfers ?? [];
    const [row] = await db()
      .select()
      .from(groundTransfers)
      .where(eq(groundTransfers.id, made?.id ?? ''));
    expect(row?.traveler.flightNumber).toBe('LA2401');

    const declined = await traveler.request(
      'POST',
      '/api/me/ground-transfers',
      await draftFor('LA2402', 'tok_chargeDeclined'),
      idem(),
    );
    expect(declined.status).toBe(402);
    expect(declined.body.success).toBe(false);
    expect(declined.body.error).toEqual(expect.any(String));
    const flights = (await db().select().from(groundTransfers).where(eq(groundTransfers.bookingId, BOOKING))).map(
      (r) => r.traveler.flightNumber,
    );
    expect(flights).not.toContain('LA2402');
  });

  it('[TAP-025] DECIDE: GET /api/me/ground-transfers?ids={comma-joined} answers the list of those transfers, no payload', async () => {
    const ids = [ARRIVAL, DEPARTURE];
    const res = await traveler.request<{ transfers: { id: string }[] }>(
      'GET',
      `/api/me/ground-transfers?ids=${ids.join(',')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.transfers.map((tr) => tr.id).sort()).toEqual([...ids].sort());
    const one = await traveler.request<{ transfers: { id: string }[] }>(
      'GET',
      `/api/me/ground-transfers?ids=${ARRIVAL}`,
    );
    expect(one.body.data?.transfers.map((tr) => tr.id)).toEqual([ARRIVAL]);
    // Another traveler's ids list nothing.
    const theirs = await traveler2.request<{ transfers: unknown[] }>(
      'GET',
      `/api/me/ground-transfers?ids=${ids.join(',')}`,
    );
    expect(theirs.body.data?.transfers).toEqual([]);
  });
});

describe('rides', () => {
  it('[TAP-024] the ride update on /api/me/ground-transfers/{groundTransferId} sends the traveler object', async () => {
    const traveler_ = {
      flightNumber: 'LA2500',
      firstName: 'Tess',
      lastName: 'Changed',
      email: 'tess.changed@caravan.test',
      phone: '+1 555 0199',
    };
    const res = await traveler.request<{ traveler: unknown }>(
      'PATCH',
      `/api/me/ground-transfers/${ARRIVAL}`,
      traveler_,
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.traveler).toEqual(traveler_);
    const [row] = await db().select().from(groundTransfers).where(eq(groundTransfers.id, ARRIVAL));
    expect(row?.traveler).toEqual(traveler_);
  });

  it('[TAP-023] DECIDE: POST /api/me/ground-transfers/{groundTransferId}/cancel cancels; the customer’s insurance add-on is repriced by the server, never taken from the request', async () => {
    const premium = async () =>
      (
        await db()
          .select()
          .from(addOns)
          .where(and(eq(addOns.bookingId, BOOKING), eq(addOns.type, 'insurance-plan')))
      )
        .filter(isHeldRow)
        .reduce((sum, a) => sum + lineOf(a), 0);
    const before = await premium();
    expect(before).toBeGreaterThan(0);
    const res = await traveler.request<{ ride: { status: string }; insuranceAdjustment: number }>(
      'POST',
      `/api/me/ground-transfers/${DEPARTURE}/cancel`,
      { cancelRequest: { reason: 'Plans changed' }, repricedInsuranceAddOn: { price: 1 } },
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.ride.status).toBe('cancelled');
    const after = await premium();
    expect(res.body.data?.insuranceAdjustment).not.toBe(0);
    expect(after).toBe(before + (res.body.data?.insuranceAdjustment ?? 0));
    expect(after).not.toBe(1);
  });
});
