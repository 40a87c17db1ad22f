// The operator's trip calls on a real database: review, Save Trip, single supplement spots, services, Approve Trip,
// the technical itinerary, the traveler manifest (CSV rows, formula neutralising), the traveler terms page, and a
// trip request becoming a trip. Another operator's trip or request answers 404.
import { TRIP_MANIFEST_COLUMNS, TRIP_PRICING_MESSAGES } from '@caravan/domain';
import { and, eq, ne } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../../db/seed/demo-ids.js';
import { seedId } from '../../../db/seed/context.js';
import { bookings, dayServices, travelers, tripRequests, trips, users } from '../../../db/schema/index.js';
import { type TestApp, type TestClient, ORIGIN, createTestApp } from '../../../testing/test-app.js';
import type { OperatorTripRequestView, OperatorTripView } from '../../../views/operator-trip.view.js';
import { escapeHtml } from '../../../views/public-trip.page.js';
import { TRAVELER_TERMS } from '../../../views/traveler-terms.page.js';

let t: TestApp;
let operator: TestClient;
let operator2: TestClient;
let host: TestClient;
// Nearly every test saves, approves or creates on the same seeded trips and requests: each gets its own world.
beforeEach(async () => {
  t = await createTestApp();
  [operator, operator2, host] = await Promise.all(
    [DEMO_USER_IDS.operator, DEMO_USER_IDS.operator2, DEMO_USER_IDS.host].map((id) => t.sessionFor(id)),
  );
});
afterEach(() => t.close());

/** The operator approves the created trip (operator terms accepted): it leaves created. */
async function approveCreated() {
  const res = await operator.request('POST', `/api/me/trips/${CREATED}/approve`, { operatorTerms: true });
  expect(res.status, res.body.error).toBe(200);
}

const CREATED = DEMO_TRIP_IDS.created;
const PENDING_REQUEST = seedId('trip-request/pending');
const review = async (client: TestClient, id: string) =>
  client.request<OperatorTripView>('GET', `/api/me/trips/${id}/review`);

/** A raw GET (CSV, HTML) with the client's session. */
async function raw(client: TestClient, path: string) {
  const res = await t.app.request(path, { headers: { origin: ORIGIN, cookie: client.cookie ?? '' } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text(), res };
}

describe('the operator review of a trip', () => {
  it('[OPT-013] [OPT-021] [OPT-022] shows the host-request summary, the open field groups and the allowed moves', async () => {
    const res = await review(operator, CREATED);
    expect(res.status, res.body.error).toBe(200);
    const trip = res.body.data as OperatorTripView;
    expect(trip.summary.map((s) => s.title)).toEqual(['Host', 'Selected options', 'Companions', 'Additional requests']);
    expect(trip.editable).toEqual(expect.arrayContaining(['details', 'services', 'pricing', 'costThresholds']));
    expect(trip.editable).not.toContain('operatorCode');
    expect(trip.actions.approve.allowed).toBe(true);
    expect(trip.actions.submitTechnicalItinerary.allowed).toBe(false);
    expect(trip.manifestAvailable).toBe(false);
    expect(trip.pricing.reference).toBe('inventory');
    expect(trip.servicesByDay.length).toBeGreaterThan(0);
  });

  it("[OAP-001] another operator's trip answers 404 on every operator trip call, a host 403", async () => {
    for (const [method, path, body] of [
      ['GET', `/api/me/trips/${CREATED}/review`],
      ['POST', `/api/me/trips/${CREATED}/pricing`, { singleSupplementPrice: 1000 }],
      ['POST', `/api/me/trips/${CREATED}/single-supplement-quantity`, { quantity: 3 }],
      ['POST', `/api/me/trips/${CREATED}/approve`, { operatorTerms: true }],
      ['POST', `/api/me/trips/${CREATED}/technical-itinerary`],
      ['GET', `/api/me/trips/${CREATED}/traveler-manifest`],
      ['GET', `/api/me/trip-requests/${PENDING_REQUEST}/review`],
      ['POST', `/api/me/trip-requests/${PENDING_REQUEST}/trip`],
    ] as const) {
      const res = await operator2.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect((await host.request('GET', `/api/me/trips/${CREATED}/review`)).status).toBe(403);
  });
});

describe('the itinerary PDF', () => {
  it('[OPI-046] the operator prints the trip itinerary: a PDF named from trip name, destination and first date; another operator gets 404', async () => {
    const trip = (await review(operator, CREATED)).body.data as OperatorTripView;
    expect(trip.pdfFileName).toMatch(new RegExp(`^${trip.name} - .+ - ${trip.startDate}\\.pdf$`));
    const pdf = await raw(operator, `/api/me/trips/${CREATED}/review/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    expect(pdf.res.headers.get('content-disposition')).toContain(encodeURIComponent(trip.pdfFileName));
    expect((await raw(operator2, `/api/me/trips/${CREATED}/review/pdf`)).status).toBe(404);
  });
});

describe('Save Trip', () => {
  it('[OAP-025] [OPT-037] [OPT-040] saves only the changed pricing fields, FOC spots widening the tiers range', async () => {
    const res = await operator.request<OperatorTripView>('POST', `/api/me/trips/${CREATED}/pricing`, {
      focQuantity: 1,
      costThresholds: [
        { numberOfTravelers: 7, pricePerTraveler: 250000 },
        { numberOfTravelers: 13, pricePerTraveler: 210000 },
      ],
      singleSupplementPrice: 40000,
    });
    expect(res.status, res.body.error).toBe(200);
    const [row] = await t.database.db.select().from(trips).where(eq(trips.id, CREATED));
    expect(row?.focQuantity).toBe(1);
    expect(row?.costThresholds).toHaveLength(2);
    expect(row?.singleSupplementPrice).toBe(40000);
    expect(row?.minimumSpots).toBe(6);
  });

  it('[OPT-034] [OPT-032] refuses minimum above maximum with the Invalid Spots Range message, saving nothing', async () => {
    const [before] = await t.database.db.select().from(trips).where(eq(trips.id, CREATED));
    const res = await operator.request('POST', `/api/me/trips/${CREATED}/pricing`, {
      minimumSpots: 20,
      singleSupplementPrice: 1000,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields?.minimumSpots).toBe(TRIP_PRICING_MESSAGES.invalidSpotsRange);
    const [row] = await t.database.db.select().from(trips).where(eq(trips.id, CREATED));
    expect(row?.singleSupplementPrice).toBe(before?.singleSupplementPrice);
    expect(row?.minimumSpots).toBe(before?.minimumSpots);
  });

  it('[OPT-037] refuses a tier price that is not a whole number', async () => {
    const res = await operator.request('POST', `/api/me/trips/${CREATED}/pricing`, {
      costThresholds: [{ numberOfTravelers: 7, pricePerTraveler: 250050 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(['costThresholds.0.pricePerTraveler']);
  });

  it('[OAP-027] [OPT-041] sets the single supplement total spots, never below 0', async () => {
    const ok = await operator.request<OperatorTripView>('POST', `/api/me/trips/${CREATED}/single-supplement-quantity`, {
      quantity: 6,
    });
    expect(ok.status, ok.body.error).toBe(200);
    expect(ok.body.data?.pricing.singleSupplementQuantity).toBe(6);
    const negative = await operator.request('POST', `/api/me/trips/${CREATED}/single-supplement-quantity`, {
      quantity: -1,
    });
    expect(negative.status).toBe(400);
  });

  it('[OAP-015] [OPT-022] removes and restores a day service of a created trip', async () => {
    const [entry] = await t.database.db.select().from(dayServices).where(eq(dayServices.tripId, CREATED)).limit(1);
    const id = entry?.id as string;
    const removed = await operator.request<OperatorTripView>('POST', `/api/me/trips/${CREATED}/services`, {
      servicesToUpdate: [{ id, removed: true }],
    });
    expect(removed.status, removed.body.error).toBe(200);
    expect(removed.body.data?.servicesByDay.find((s) => s.id === id)?.removed).toBe(true);
    await operator.request('POST', `/api/me/trips/${CREATED}/services`, { servicesToUpdate: [{ id, removed: false }] });
  });
});

describe('Approve Trip', () => {
  it('[OPT-020] [OPT-035] is refused without the operator terms, then moves the trip to partner-approved', async () => {
    const refused = await operator.request('POST', `/api/me/trips/${CREATED}/approve`, { operatorTerms: false });
    expect(refused.status).toBe(409);
    const res = await operator.request<OperatorTripView>('POST', `/api/me/trips/${CREATED}/approve`, {
      operatorTerms: true,
    });
    expect(res.status, res.body.error).toBe(200);
    expect(res.body.data?.status).toBe('partner-approved');
    expect(res.body.data?.pricing.operatorTerms).toBe(true);
  });

  it('[OPT-036] is refused once the trip is past created', async () => {
    await approveCreated();
    const res = await operator.request('POST', `/api/me/trips/${CREATED}/approve`, { operatorTerms: true });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('TRANSITION_REFUSED');
  });

  it('[OPT-024] [OPT-027] [OPT-028] past created: pricing is locked, tiers kept, a new tier may be added', async () => {
    await approveCreated();
    const locked = await operator.request('POST', `/api/me/trips/${CREATED}/pricing`, { singleSupplementPrice: 1 });
    expect(locked.status).toBe(400);
    const before = (await review(operator, CREATED)).body.data as OperatorTripView;
    const added = await operator.request('POST', `/api/me/trips/${CREATED}/pricing`, {
      costThresholds: [...before.pricing.costThresholds, { numberOfTravelers: 10, pricePerTraveler: 230000 }],
    });
    expect(added.status, added.body.error).toBe(200);
    const services = await operator.request('POST', `/api/me/trips/${CREATED}/services`, {
      servicesToUpdate: [{ id: before.servicesByDay[0]?.id, removed: true }],
    });
    expect(services.status).toBe(409);
  });
});

describe('the technical itinerary and the manifest of a confirmed trip', () => {
  const CONFIRMED = DEMO_TRIP_IDS.confirmed;

  it('[OAP-026] [OPT-045] submits the technical itinerary of a confirmed trip once', async () => {
    const refused = await operator.request('POST', `/api/me/trips/${DEMO_TRIP_IDS.live}/technical-itinerary`);
    expect(refused.status).toBe(409);
    const res = await operator2.request<OperatorTripView>('POST', `/api/me/trips/${CONFIRMED}/technical-itinerary`);
    expect(res.status, res.body.error).toBe(200);
    expect(res.body.data?.technicalItinerary.operatorApproved).toBe(true);
    expect(res.body.data?.actions.submitTechnicalItinerary.allowed).toBe(false);
    const again = await operator2.request('POST', `/api/me/trips/${CONFIRMED}/technical-itinerary`);
    expect(again.status).toBe(409);
  });

  it('[OAP-029] [OPT-014] downloads the manifest: one row per traveler, a formula-looking name neutralised', async () => {
    const onTrip = await t.database.db
      .select({ userId: travelers.userId })
      .from(travelers)
      .innerJoin(bookings, eq(bookings.id, travelers.bookingId))
      .where(and(eq(travelers.tripId, CONFIRMED), ne(bookings.status, 'cancelled')));
    expect(onTrip.length).toBeGreaterThan(0);
    const first = onTrip[0]?.userId as string;
    await t.database.db
      .update(users)
      .set({ firstName: '=HYPERLINK("http://evil.test","x")' })
      .where(eq(users.id, first));
    const res = await raw(operator2, `/api/me/trips/${CONFIRMED}/traveler-manifest`);
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/csv');
    expect(res.res.headers.get('content-disposition')).toContain('traveler-manifest-CRV-1008.csv');
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe(TRIP_MANIFEST_COLUMNS.join(','));
    expect(lines).toHaveLength(onTrip.length + 1);
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(res.text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it("[OAP-029] lists each booking with its primary traveler first, whatever the rows' ids", async () => {
    const [primary] = await t.database.db
      .select({ bookingId: travelers.bookingId, orderId: bookings.orderId })
      .from(travelers)
      .innerJoin(bookings, eq(bookings.id, travelers.bookingId))
      .where(
        and(eq(travelers.tripId, CONFIRMED), eq(travelers.type, 'traveler-primary'), ne(bookings.status, 'cancelled')),
      )
      .limit(1);
    if (!primary) throw new Error('the confirmed demo trip has a booking');
    // A secondary traveler whose id sorts before every other: only the type puts the primary first.
    const [friend] = await t.database.db
      .insert(users)
      .values({
        email: `manifest-friend-${Date.now()}@caravan.test`,
        firstName: 'Aaron',
        lastName: 'First',
        group: 'traveler',
        role: 'traveler-secondary',
      })
      .returning({ id: users.id });
    await t.database.db.insert(travelers).values({
      id: '00000000-0000-4000-8000-000000000001',
      userId: friend?.id as string,
      tripId: CONFIRMED,
      bookingId: primary.bookingId,
      type: 'traveler-secondary',
    });
    const res = await raw(operator2, `/api/me/trips/${CONFIRMED}/traveler-manifest`);
    expect(res.status).toBe(200);
    const rows = res.text.split('\r\n').filter((line) => line.startsWith(`${primary.orderId},`));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows[0]?.split(',')[1]).toBe('traveler-primary');
    expect(rows.some((r) => r.includes('Aaron'))).toBe(true);
  });

  it('[OAP-029] refuses the manifest before the trip is confirmed', async () => {
    const res = await raw(operator, `/api/me/trips/${DEMO_TRIP_IDS.live}/traveler-manifest`);
    expect(res.status).toBe(409);
  });
});

describe('the traveler terms page', () => {
  it('[OAP-031] serves the trip terms as escaped HTML to its operator and host, 404 to another operator', async () => {
    await t.database.db
      .update(trips)
      .set({ name: '<script>alert(1)</script> Fjords' })
      .where(eq(trips.id, DEMO_TRIP_IDS.live));
    const page = await raw(operator, `/api/me/pages/traveler-terms?tripId=${DEMO_TRIP_IDS.live}`);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.text).toContain('<h1>Traveler terms for &lt;script&gt;alert(1)&lt;/script&gt; Fjords</h1>');
    // The same terms the trip's travelers accept, without their buttons.
    for (const term of TRAVELER_TERMS) expect(page.text).toContain(escapeHtml(term));
    expect(page.text).not.toContain('data-flag');
    expect(page.text).toContain('&lt;script&gt;');
    expect(page.text).not.toContain('<script>alert');
    // The portal shows it in a frame: its own origin may frame it, no other.
    expect(page.res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect((await raw(host, `/api/me/pages/traveler-terms?tripId=${DEMO_TRIP_IDS.live}`)).status).toBe(200);
    expect((await raw(operator2, `/api/me/pages/traveler-terms?tripId=${DEMO_TRIP_IDS.live}`)).status).toBe(404);
  });
});

describe('the trip page', () => {
  it('[RTE-030] serves the trip preview page to its operator with the operator id; another operator or id 404', async () => {
    await t.database.db.update(trips).set({ name: 'Andes <b>Chorus</b>' }).where(eq(trips.id, CREATED));
    const path = (operatorId: string, id: string = CREATED) =>
      `/api/me/pages/trip?tripId=${id}&operatorId=${operatorId}&tripPreview=false`;
    const page = await raw(operator, path(DEMO_USER_IDS.operator));
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.text).toContain('<h1>Andes &lt;b&gt;Chorus&lt;/b&gt;</h1>');
    expect(page.text).toContain('<h2>Day 1</h2>');
    expect(page.text).not.toContain('role="note"');
    expect((await raw(operator, path(DEMO_USER_IDS.operator2))).status).toBe(404);
    expect((await raw(operator2, path(DEMO_USER_IDS.operator))).status).toBe(404);
    expect((await raw(operator, path(DEMO_USER_IDS.operator, 'not-a-trip'))).status).toBe(400);
  });
});

describe('trip requests (OAP-028)', () => {
  it('[OAP-028] lists pending requests on the operator itineraries and reviews one with its summary', async () => {
    const list = await operator.request<{ items: { id: string; status: string }[] }>(
      'GET',
      '/api/me/trip-requests?type=pending',
    );
    expect(list.status).toBe(200);
    expect(list.body.data?.items.map((r) => r.id)).toContain(PENDING_REQUEST);
    expect(list.body.data?.items.every((r) => r.status === 'pending')).toBe(true);
    const res = await operator.request<OperatorTripRequestView>(
      'GET',
      `/api/me/trip-requests/${PENDING_REQUEST}/review`,
    );
    expect(res.status, res.body.error).toBe(200);
    expect(res.body.data?.createTrip.allowed).toBe(true);
    expect(res.body.data?.summary.find((s) => s.title === 'Additional requests')?.lines[0]).toContain('sunrise yoga');
  });

  it('[OAP-028] [OPT-051] [OPT-052] creates the trip (status created, the itinerary services copied) once', async () => {
    const res = await operator.request<{ tripId: string }>('POST', `/api/me/trip-requests/${PENDING_REQUEST}/trip`);
    expect(res.status, res.body.error).toBe(201);
    const tripId = res.body.data?.tripId as string;
    const [trip] = await t.database.db.select().from(trips).where(eq(trips.id, tripId));
    expect(trip).toMatchObject({
      status: 'created',
      tripRequestId: PENDING_REQUEST,
      hostId: DEMO_USER_IDS.host2,
      operatorId: DEMO_USER_IDS.operator,
      startDate: '2027-09-06',
    });
    const copied = await t.database.db.select().from(dayServices).where(eq(dayServices.tripId, tripId));
    expect(copied.length).toBeGreaterThan(0);
    const [request] = await t.database.db.select().from(tripRequests).where(eq(tripRequests.id, PENDING_REQUEST));
    expect(request?.status).toBe('trip-created');
    const again = await operator.request('POST', `/api/me/trip-requests/${PENDING_REQUEST}/trip`);
    expect(again.status).toBe(409);
    const reviewed = await operator.request<OperatorTripRequestView>(
      'GET',
      `/api/me/trip-requests/${PENDING_REQUEST}/review`,
    );
    expect(reviewed.body.data?.tripId).toBe(tripId);
  });
});
