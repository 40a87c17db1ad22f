// The traveler terms on a real database: the page in a frame (same origin only), its script's messages, and the two
// flags that sign the waiver the gate reads (TAP-017..019, TRV-023..025, TRV-056..058).
import { type MyTrip, passesWaiverGate, type TravelerTermsResult } from '@caravan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { escapeHtml } from '../../views/public-trip.page.js';
import { TRAVELER_TERMS } from '../../views/traveler-terms.page.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const raw = (client: TestClient, path: string) =>
  t.app.request(path, { headers: client.cookie ? { cookie: client.cookie } : {} });
const waiverOn = async (client: TestClient, tripId: string) =>
  (await client.request<MyTrip>('GET', `/api/me/trips/${tripId}`)).body.data?.waiver;

describe('GET /api/me/pages/traveler-terms', () => {
  it('[TAP-017] [TRV-056] serves the terms page for a trip the traveler is on, frameable by our own origin only', async () => {
    const companion = await t.signedIn('companion@caravan.test');
    const res = await raw(companion, `/api/me/pages/traveler-terms?tripId=${DEMO_TRIP_IDS.live}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const html = await res.text();
    expect(html).toContain('Traveler terms for Machu Picchu with Hana');
    expect(html).toContain('data-flag="termsAccepted"');
    expect(html).toContain('data-flag="minorDisclaimer"');
    // The terms the operator and hosts read (OAP-029), with the trip's facts.
    for (const term of TRAVELER_TERMS) expect(html).toContain(escapeHtml(term));
    expect(html).toMatch(/Operated by [^<]+, \d{4}-\d{2}-\d{2}/);
    // Every other page still refuses any frame.
    const other = await raw(companion, '/api/me/profile');
    expect(other.headers.get('x-frame-options')).toBe('DENY');
  });

  it('[TRV-058] its script posts termsAccepted or minorDisclaimer to the parent, on our origin only', async () => {
    const res = await raw(t.anonymous(), '/api/me/pages/traveler-terms.js');
    expect(res.status).toBe(200);
    const js = await res.text();
    expect(js).toContain('postMessage(message, window.location.origin)');
  });

  it('[TAP-017] answers a 404 page for a trip the traveler is not on', async () => {
    const companion = await t.signedIn('companion@caravan.test');
    const res = await raw(companion, `/api/me/pages/traveler-terms?tripId=${DEMO_TRIP_IDS.confirmed}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Traveler terms for');
  });
});

describe('POST /api/me/trips/{id}/accept-traveler-terms and /minor-disclaimer', () => {
  it('[TAP-018] [TRV-023] [TRV-057] accepting the terms signs the waiver, passes the gate and moves the traveler to waiver-complete', async () => {
    const companion = await t.signedIn('companion@caravan.test');
    expect(
      passesWaiverGate({ waiver: await waiverOn(companion, DEMO_TRIP_IDS.live), isAdminImpersonating: false }),
    ).toBe(false);
    const res = await companion.request<TravelerTermsResult>(
      'POST',
      `/api/me/trips/${DEMO_TRIP_IDS.live}/accept-traveler-terms`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.status).toBe('waiver-complete');
    expect(res.body.data?.waiver.dateSigned).toBe(t.clock.now.toISOString());
    const waiver = await waiverOn(companion, DEMO_TRIP_IDS.live);
    expect(passesWaiverGate({ waiver, isAdminImpersonating: false })).toBe(true);
    // Accepting again keeps the first signing date.
    t.clock.advance(60_000);
    const again = await companion.request<TravelerTermsResult>(
      'POST',
      `/api/me/trips/${DEMO_TRIP_IDS.live}/accept-traveler-terms`,
    );
    expect(again.body.data?.waiver.dateSigned).toBe(res.body.data?.waiver.dateSigned);
  });

  it('[TAP-019] [TRV-057] the minor disclaimer signs the waiver too, and never moves a later status back', async () => {
    const traveler2 = await t.signedIn('traveler2@caravan.test');
    // traveler2@ is 'created' on the awaiting trip: not signed.
    expect(
      passesWaiverGate({
        waiver: await waiverOn(traveler2, DEMO_TRIP_IDS.readyToConfirm),
        isAdminImpersonating: false,
      }),
    ).toBe(false);
    const res = await traveler2.request<TravelerTermsResult>(
      'POST',
      `/api/me/trips/${DEMO_TRIP_IDS.readyToConfirm}/minor-disclaimer`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ waiver: { minorDisclaimer: true }, status: 'waiver-complete' });
    expect(
      passesWaiverGate({
        waiver: await waiverOn(traveler2, DEMO_TRIP_IDS.readyToConfirm),
        isAdminImpersonating: false,
      }),
    ).toBe(true);
    // traveler@ is already past the waiver on the live trip (trip form complete): the status stays.
    const traveler = await t.signedIn('traveler@caravan.test');
    const kept = await traveler.request<TravelerTermsResult>(
      'POST',
      `/api/me/trips/${DEMO_TRIP_IDS.live}/minor-disclaimer`,
    );
    expect(kept.body.data?.status).toBe('trip-form-complete');
  });

  it("[TAP-018] [TAP-019] answer 404 on a trip the traveler is not on, and change nobody's record there", async () => {
    const companion = await t.signedIn('companion@caravan.test');
    for (const path of ['accept-traveler-terms', 'minor-disclaimer']) {
      const res = await companion.request('POST', `/api/me/trips/${DEMO_TRIP_IDS.confirmed}/${path}`);
      expect(res.status).toBe(404);
    }
    const host = await t.signedIn('host@caravan.test');
    expect((await host.request('POST', `/api/me/trips/${DEMO_TRIP_IDS.live}/accept-traveler-terms`)).status).toBe(403);
  });
});
