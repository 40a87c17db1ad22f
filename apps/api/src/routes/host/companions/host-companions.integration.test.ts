// The host companions API (HAP-063): GET and POST api/me/trips/{id}/host-companions with {companions[]}, the trip
// re-read after the save, the domain's companion messages as field errors, submitted once, and the admin variant.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trips } from '../../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp } from '../../../testing/test-app.js';
import type { HostCompanionsView } from '../../../views/host-companions.view.js';

const LIVE = DEMO_TRIP_IDS.live;
const path = (tripId: string, audience = 'me') => `/api/${audience}/trips/${tripId}/host-companions`;
const SAM = { firstName: 'Sam', lastName: 'Host', email: 'sam.host@example.com', dateOfBirth: '04/02/1986' };

let t: TestApp;
let host: TestClient;
const db = () => t.database.db;

// A world per test: the submission is once only, so a test that saved would change what the others read.
beforeEach(async () => {
  t = await createTestApp();
  host = await t.signedIn('host@caravan.test');
});
afterEach(() => t?.close());

describe('api/me/trips/{id}/host-companions', () => {
  it('[HAP-063] GET reads the trip’s companions, not yet submitted and editable', async () => {
    const res = await host.request<HostCompanionsView>('GET', path(LIVE));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      tripId: LIVE,
      editable: true,
      companions: [{ _id: 'companion-sam', firstName: 'Sam', lastName: 'Host', ageRange: '18+', traveler: null }],
    });
  });

  it('[HAP-063] another host’s trip is 404, a co-host reads but cannot submit, bad bodies are 400', async () => {
    const other = await t.signedIn('host2@caravan.test');
    expect((await other.request('GET', path(LIVE))).status).toBe(404);
    const cohost = await t.signedIn('cohost@caravan.test');
    const seen = await cohost.request<HostCompanionsView>('GET', path(LIVE));
    expect(seen.status).toBe(200);
    expect(seen.body.data?.editable).toBe(false);
    const body = { companions: [{ _id: 'companion-sam', traveler: SAM }] };
    expect((await cohost.request('POST', path(LIVE), body)).status).toBe(403);
    expect((await host.request('POST', path(LIVE), { companions: [] })).status).toBe(400);
    expect((await host.request('POST', path(LIVE), { ...body, extra: 1 })).status).toBe(400);
    expect((await host.request('POST', path('not-a-trip'), body)).status).toBe(400);
    const stranger = { companions: [{ _id: 'someone-else', traveler: SAM }] };
    expect((await host.request('POST', path(LIVE), stranger)).status).toBe(400);
  });

  it('[HAP-063] [HBK-040] missing or malformed details answer 400 with the form’s messages, and nothing is saved', async () => {
    const bad = { companions: [{ _id: 'companion-sam', traveler: { ...SAM, firstName: ' ', email: 'sam@' } }] };
    const res = await host.request('POST', path(LIVE), bad);
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      'companions.0.firstName': 'First Name is required',
      'companions.0.email': 'Invalid email format',
    });
    const [row] = await db().select({ c: trips.companions }).from(trips).where(eq(trips.id, LIVE));
    expect(row?.c[0]).not.toHaveProperty('traveler');
  });

  it('[HAP-063] [HBK-039] POST saves {companions[]}, answers the trip re-read, and a second submission is refused', async () => {
    const res = await host.request<HostCompanionsView>('POST', path(LIVE), {
      companions: [{ _id: 'companion-sam', traveler: { ...SAM, email: ' sam.host@example.com ' } }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data?.editable).toBe(false);
    expect(res.body.data?.companions[0]?.traveler).toEqual(SAM);
    const [row] = await db().select({ c: trips.companions }).from(trips).where(eq(trips.id, LIVE));
    expect(row?.c[0]).toMatchObject({ _id: 'companion-sam', ageRange: '18+', traveler: SAM });
    const again = await host.request('POST', path(LIVE), { companions: [{ _id: 'companion-sam', traveler: SAM }] });
    expect(again.status).toBe(409);
    expect((await host.request<HostCompanionsView>('GET', path(LIVE))).body.data?.companions[0]?.traveler).toEqual(SAM);
  });

  it('[HAP-063] the admin variant reads any trip’s companions; a host cannot use it', async () => {
    const admin = await t.signedIn('admin@caravan.test');
    const res = await admin.request<HostCompanionsView>('GET', path(LIVE, 'admin'));
    expect(res.status).toBe(200);
    expect(res.body.data?.companions.map((c) => c._id)).toEqual(['companion-sam']);
    expect((await host.request('GET', path(LIVE, 'admin'))).status).toBe(403);
  });
});
