// The host's Travel Info tab API (HTI-001): their own trip form for the trip they lead, saved under the shared schema
// (passport when required, emergency contact always), preferences as a list, unchanged saves not rewritten, closed on
// complete trips, and reachable only by the trip's host (a co-host reads).
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hostTripForms } from '../../../db/schema/index.js';
import { DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp } from '../../../testing/test-app.js';
import type { HostTravelInfoView } from '../../../views/host-travel-info.view.js';

const LIVE = DEMO_TRIP_IDS.live;
const path = (tripId: string) => `/api/me/host/trips/${tripId}/travel-info`;

const FORM = {
  flightInformation: {
    arrivalDetails: { airline: 'KLM', flightNumber: 'KL 1143', date: '06/01/2027', time: '2:30 PM' },
    departureDetails: { airline: 'KLM', flightNumber: 'KL 1144', date: '06/09/2027', time: '09:05' },
  },
  endOfTripPlans: 'Staying two more nights in Bergen',
  travelInsurance: { carrier: 'World Nomads', policyNumber: 'WN-123' },
  passportInformation: {
    firstName: 'Hana',
    lastName: 'Host',
    number: 'X1234567',
    nationality: 'US',
    gender: 'female',
    issueDate: '01/15/2020',
    expirationDate: '01/15/2030',
    dateOfBirth: '04/02/1988',
  },
  specialRequests: { description: '', guide: true },
  emergencyContact: { name: 'Sam Host', relationship: 'Partner', phone: '+1 555 0100', email: 'sam@example.com' },
  disclosuresAndPreferences: { preferences: 'vegetarian, no nuts ,', description: 'Mild nut allergy' },
  medicalAndMobilityDisclosure: 'None',
};

let t: TestApp;
let host: TestClient;
const db = () => t.database.db;

// The tests save the same seeded trip's form: each gets its own world.
beforeEach(async () => {
  t = await createTestApp({ liftRateLimits: true });
  host = await t.sessionFor(DEMO_USER_IDS.host);
});
afterEach(() => t?.close());

describe('/api/me/host/trips/{id}/travel-info', () => {
  it('[HTI-003] reads an empty form first, with the passport rule, the accommodation note and preparation link', async () => {
    const res = await host.request<HostTravelInfoView>('GET', path(LIVE));
    expect(res.status).toBe(200);
    const view = res.body.data as HostTravelInfoView;
    expect(view).toMatchObject({ tripId: LIVE, passportRequired: true, editable: true, updatedAt: null });
    expect(view.accommodationNote).toContain('one night before');
    expect(view.preparationListUrl).toBe('/demo/preparation-list.pdf');
    expect(view.form.emergencyContact).toEqual({});
  });

  it('[HTI-001] [HTI-002] [HTI-006] saves the whole form; preferences become a list and 12-hour times 24-hour', async () => {
    const res = await host.request<HostTravelInfoView>('PUT', path(LIVE), FORM);
    expect(res.status).toBe(200);
    const form = res.body.data?.form;
    expect(form?.disclosuresAndPreferences.preferences).toEqual(['vegetarian', 'no nuts']);
    expect(form?.flightInformation.arrivalDetails.time).toBe('14:30');
    expect(form?.specialRequests.guide).toBe(true);
    expect(form?.passportInformation.passportRequired).toBe(true);
    const again = (await host.request<HostTravelInfoView>('GET', path(LIVE))).body.data;
    expect(again?.form.emergencyContact.name).toBe('Sam Host');
    expect(again?.form.endOfTripPlans).toBe('Staying two more nights in Bergen');
  });

  it('[HTI-012] an unchanged save does not rewrite the stored form', async () => {
    expect((await host.request('PUT', path(LIVE), FORM)).status).toBe(200);
    const [before] = await db().select().from(hostTripForms).where(eq(hostTripForms.tripId, LIVE));
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const res = await host.request<HostTravelInfoView>('PUT', path(LIVE), FORM);
    expect(res.status).toBe(200);
    const [after] = await db().select().from(hostTripForms).where(eq(hostTripForms.tripId, LIVE));
    expect(after?.updatedAt.toISOString()).toBe(before?.updatedAt.toISOString());
    const changed = await host.request<HostTravelInfoView>('PUT', path(LIVE), { ...FORM, endOfTripPlans: 'Home' });
    expect(changed.body.data?.updatedAt).toBe(t.clock.now.toISOString());
  });

  it('[HTI-008] [HTI-009] [HTI-010] refuses a missing passport field, emergency contact and a non MM/DD/YYYY date', async () => {
    const res = await host.request('PUT', path(LIVE), {
      ...FORM,
      passportInformation: { ...FORM.passportInformation, number: '', issueDate: '2020-01-15' },
      emergencyContact: { ...FORM.emergencyContact, phone: '' },
    });
    expect(res.status).toBe(400);
    const fields = (res.body as { fields: Record<string, string> }).fields;
    expect(fields['passportInformation.number']).toBe('Passport Number is required');
    expect(fields['passportInformation.issueDate']).toBe('Use the format MM/DD/YYYY');
    expect(fields['emergencyContact.phone']).toBe('Phone is required');
  });

  it('[HTI-013] a complete trip reads as not editable and refuses a save with 409', async () => {
    const view = (await host.request<HostTravelInfoView>('GET', path(DEMO_TRIP_IDS.complete))).body.data;
    expect(view?.editable).toBe(false);
    expect((await host.request('PUT', path(DEMO_TRIP_IDS.complete), FORM)).status).toBe(409);
  });

  it("another host's trip answers 404; a co-host reads but cannot save", async () => {
    const host2 = await t.signedIn('host2@caravan.test');
    expect((await host2.request('GET', path(LIVE))).status).toBe(404);
    expect((await host2.request('PUT', path(LIVE), FORM)).status).toBe(404);
    const cohost = await t.signedIn('cohost@caravan.test');
    const read = await cohost.request<HostTravelInfoView>('GET', path(LIVE));
    expect(read.status).toBe(200);
    expect(read.body.data?.editable).toBe(false);
    expect((await cohost.request('PUT', path(LIVE), FORM)).status).toBe(403);
  });
});
