// The trip form calls on a real database: the traveler's record and form (TAP-006), the trip's travelers for its hosts
// and operator a page at a time (HAP-017, issue 18), the save by trip and user
// (TAP-002) and by traveler record (TAP-003) with the spec's rules checked on the server (TFM-006..016), closed on
// complete trips (TFM-014), and only one's own record (404 otherwise).
import type { MyTripForm, Page, TravelerTripFormInput } from '@caravan/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { travelers } from '../../db/schema/index.js';
import { DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const flight = (n: string, date: string) => ({ airline: '', flightNumber: n, date, time: '09:30 AM' });
const FORM: TravelerTripFormInput = {
  flightInformation: {
    arrivalDetails: flight('LA2047', '2027-03-01T15:45:00.000Z'),
    departureDetails: flight('LA2048', '2027-03-09T00:00:00.000Z'),
  },
  endOfTripPlans: 'Continuing travels',
  emergencyContact: { name: 'Sam Doe', relationship: 'Partner', phone: '+1 555 010 0100', email: 'sam@example.com' },
  passportInformation: {
    firstName: 'Tara',
    lastName: 'Traveler',
    passportNumber: 'X1234567',
    nationality: 'US',
    issueDate: '2020-01-02T00:00:00.000Z',
    expirationDate: '2030-01-02T00:00:00.000Z',
    dateOfBirth: '1990-04-02T00:00:00.000Z',
    gender: 'female',
  },
  disclosuresAndPreferences: { preferences: ['early-bird', 'planner'], roommateGenderPreferences: ['female'] },
};

describe('GET /api/me/trips/{id}/travelers', () => {
  it("[TAP-006] answers the viewer's own traveler record with the trip's passport rule and the form's state", async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    const res = await traveler.request<Page<MyTripForm>>('GET', `/api/me/trips/${DEMO_TRIP_IDS.live}/travelers`);
    expect(res.status).toBe(200);
    expect(res.body.data?.items).toHaveLength(1);
    expect(res.body.data?.nextCursor).toBeNull();
    expect(res.body.data?.items[0]).toMatchObject({
      userId: DEMO_USER_IDS.traveler,
      type: 'traveler-primary',
      editable: true,
    });
    expect(typeof res.body.data?.items[0]?.passportRequired).toBe('boolean');
    const other = await t.signedIn('traveler2@caravan.test');
    expect((await other.request('GET', `/api/me/trips/${DEMO_TRIP_IDS.earlyConfirmed}/travelers`)).status).toBe(404);
  });
});

describe("GET /api/me/trips/{id}/travelers: the trip's travelers for its hosts and operator", () => {
  type Listed = { id: string; tripId: string; userId: string | null; status: string };
  /** Every page of the trip's travelers as `who` reads them, `limit` at a time. */
  async function readAll(who: Awaited<ReturnType<TestApp['signedIn']>>, tripId: string, limit: number) {
    const seen: Listed[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await who.request<Page<Listed>>('GET', `/api/me/trips/${tripId}/travelers?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const page = res.body.data as Page<Listed>;
      expect(page.items.length).toBeLessThanOrEqual(limit);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    return { seen, pages };
  }

  it("[HAP-017] (issue 18) a trip's travelers are served at api/me/trips/:tripId/travelers, read in small pages each once, in order", async () => {
    const stored = await t.database.db
      .select({ id: travelers.id })
      .from(travelers)
      .where(eq(travelers.tripId, DEMO_TRIP_IDS.live))
      .orderBy(asc(travelers.id));
    expect(stored.length).toBeGreaterThan(1);
    const host = await t.signedIn('host@caravan.test');
    const { seen, pages } = await readAll(host, DEMO_TRIP_IDS.live, Math.ceil(stored.length / 2));
    expect(pages).toBe(2);
    expect(seen.map((r) => r.id)).toEqual(stored.map((r) => r.id));
    expect(seen.every((r) => r.tripId === DEMO_TRIP_IDS.live)).toBe(true);
    // The operator running the trip reads the same travelers; another host's trip answers 404.
    const operator = await t.signedIn('operator@caravan.test');
    expect((await readAll(operator, DEMO_TRIP_IDS.live, 1)).seen.map((r) => r.id)).toEqual(stored.map((r) => r.id));
    const host2 = await t.signedIn('host2@caravan.test');
    expect((await host2.request('GET', `/api/me/trips/${DEMO_TRIP_IDS.live}/travelers`)).status).toBe(404);
    expect((await host.request('GET', `/api/me/trips/${DEMO_TRIP_IDS.live}/travelers?cursor=bm90LW91cnM`)).status).toBe(
      400,
    );
  });
});

describe('PUT /api/me/trips/{id}/users/{userId}/trip-form', () => {
  it('[TAP-002] [TFM-016] [TFM-019] [TFM-020] saves the form, dates at the start of their UTC day, preferences as lists, and answers it back', async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    const res = await traveler.request<MyTripForm>(
      'PUT',
      `/api/me/trips/${DEMO_TRIP_IDS.live}/users/${DEMO_USER_IDS.traveler}/trip-form`,
      FORM,
    );
    expect(res.status).toBe(200);
    const saved = res.body.data as MyTripForm;
    expect(saved.form.flightInformation.arrivalDetails.date).toBe('2027-03-01T00:00:00.000Z');
    expect(saved.form.flightInformation.arrivalDetails.time).toBe('09:30 AM');
    expect(saved.form.disclosuresAndPreferences.preferences).toEqual(['early-bird', 'planner']);
    expect(saved.form.emergencyContact.name).toBe('Sam Doe');
    const read = await traveler.request<Page<MyTripForm>>('GET', `/api/me/trips/${DEMO_TRIP_IDS.live}/travelers`);
    expect(read.body.data?.items[0]?.form.endOfTripPlans).toBe('Continuing travels');
    expect(read.body.data?.items[0]?.updatedAt).toBe(t.clock.now.toISOString());
  });

  it('[TFM-006] [TFM-007] [TFM-008] [TFM-009] [TFM-010] refuses missing required fields with Required per field; the airline is optional (TFM-012)', async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    const res = await traveler.request(
      'PUT',
      `/api/me/trips/${DEMO_TRIP_IDS.live}/users/${DEMO_USER_IDS.traveler}/trip-form`,
      {
        ...FORM,
        endOfTripPlans: undefined,
        emergencyContact: { name: 'Sam Doe' },
        flightInformation: { arrivalDetails: {}, departureDetails: FORM.flightInformation?.departureDetails },
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      endOfTripPlans: 'Required',
      'emergencyContact.phone': 'Required',
      'flightInformation.arrivalDetails.flightNumber': 'Required',
      'flightInformation.arrivalDetails.date': 'Required',
      'flightInformation.arrivalDetails.time': 'Required',
    });
    expect(res.body.fields).not.toHaveProperty('flightInformation.departureDetails.airline');
    expect(res.body.fields).not.toHaveProperty(['flightInformation.departureDetails.airline']);
  });

  it('[TFM-011] requires the passport fields when the trip requires a passport', async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    const detail = await traveler.request<{ passportRequired: boolean }>('GET', `/api/me/trips/${DEMO_TRIP_IDS.live}`);
    expect(detail.body.data?.passportRequired).toBe(true);
    const res = await traveler.request(
      'PUT',
      `/api/me/trips/${DEMO_TRIP_IDS.live}/users/${DEMO_USER_IDS.traveler}/trip-form`,
      { ...FORM, passportInformation: { firstName: 'Tara' } },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {}).sort()).toEqual(
      [
        'passportInformation.dateOfBirth',
        'passportInformation.expirationDate',
        'passportInformation.gender',
        'passportInformation.issueDate',
        'passportInformation.lastName',
        'passportInformation.nationality',
        'passportInformation.passportNumber',
      ].sort(),
    );
  });

  it("[TAP-002] [TFM-014] answers 409 on a complete trip, and 404 for another user's form", async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    const closed = await traveler.request(
      'PUT',
      `/api/me/trips/${DEMO_TRIP_IDS.complete}/users/${DEMO_USER_IDS.traveler}/trip-form`,
      FORM,
    );
    expect(closed.status).toBe(409);
    const read = await traveler.request<Page<MyTripForm>>('GET', `/api/me/trips/${DEMO_TRIP_IDS.complete}/travelers`);
    expect(read.body.data?.items[0]?.editable).toBe(false);
    const theirs = await traveler.request(
      'PUT',
      `/api/me/trips/${DEMO_TRIP_IDS.live}/users/${DEMO_USER_IDS.companion}/trip-form`,
      FORM,
    );
    expect(theirs.status).toBe(404);
  });
});

describe('POST /api/me/trips/{id}/travelers/{travelerId}', () => {
  it("[TAP-003] [HAP-064] saves the traveler record's form, transformed, and moves a waiver-complete traveler to trip-form-complete; another's record is 404", async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    const mine = (
      await traveler.request<Page<MyTripForm>>('GET', `/api/me/trips/${DEMO_TRIP_IDS.earlyConfirmed}/travelers`)
    ).body.data?.items[0] as MyTripForm;
    expect(mine.status).toBe('waiver-complete');
    const res = await traveler.request<MyTripForm>(
      'POST',
      `/api/me/trips/${DEMO_TRIP_IDS.earlyConfirmed}/travelers/${mine.travelerId}`,
      FORM,
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.status).toBe('trip-form-complete');
    // The payload is transformed on the way in: a date is kept as the start of its UTC day.
    expect(res.body.data?.form.flightInformation.departureDetails.date).toBe('2027-03-09T00:00:00.000Z');
    expect(res.body.data?.form.flightInformation.arrivalDetails.date).toBe('2027-03-01T00:00:00.000Z');
    const companion = await t.signedIn('companion@caravan.test');
    const live = (await traveler.request<Page<MyTripForm>>('GET', `/api/me/trips/${DEMO_TRIP_IDS.live}/travelers`)).body
      .data?.items[0] as MyTripForm;
    const theirs = await companion.request(
      'POST',
      `/api/me/trips/${DEMO_TRIP_IDS.live}/travelers/${live.travelerId}`,
      FORM,
    );
    expect(theirs.status).toBe(404);
  });
});
