// The host's Itinerary tab on a real database (WSP-075, WSP-079, WSP-080, WSP-081, HAP-044): the day list with every
// service, the Next prompts, trip support's window, the PDF read back with unpdf, and nobody else's trip.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRIP_IDS } from '../../../db/seed/demo-ids.js';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app.js';
import type { HostItineraryView } from './itinerary.routes.js';

let t: TestApp;
let host: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  host = await t.signedIn('host@caravan.test');
});
afterAll(() => t.close());

const path = (id: string) => `/api/me/host/trips/${id}/itinerary`;
const read = (id: string, client = host) => client.request<HostItineraryView>('GET', path(id));
const raw = (client: TestClient, p: string) =>
  t.app.request(p, { headers: client.cookie ? { cookie: client.cookie } : {} });

describe('GET /api/me/host/trips/{id}/itinerary', () => {
  it('[WSP-075] [HAP-044] the host reads every day of their trip with its services, in order', async () => {
    const res = await read(DEMO_TRIP_IDS.earlyConfirmed);
    expect(res.status).toBe(200);
    const it = res.body.data as HostItineraryView;
    expect(it.tripId).toBe(DEMO_TRIP_IDS.earlyConfirmed);
    expect(it.days.map((d) => d.day)).toEqual(it.days.map((_, i) => i + 1));
    expect(it.days[0]?.date).toBe(it.startDate);
    expect(it.days[0]?.title).toMatch(/^Day 1 · /);
    // Every service, not only the editable ones: the host's gathering and the operator's services both show.
    const names = it.days.flatMap((d) => d.items.map((i) => i.name));
    expect(names).toContain('Pisco tasting get-together');
    expect(it.days.flatMap((d) => d.items).some((i) => i.type !== 'INFORMAL_GATHERING')).toBe(true);
    expect(it.pdfFileName).toBe(`${it.tripName} - ${it.destination} - ${it.startDate}.pdf`);
  });

  it('[WSP-080] [WSP-081] Next: Workshops while a workshop awaits acceptance, else Next: Agreement; Next: Price after pricing approval', async () => {
    const created = (await read(DEMO_TRIP_IDS.created)).body.data as HostItineraryView;
    expect(created.next).toEqual({ key: 'workshops', label: 'Next: Workshops' });
    expect(created.showNextPrice).toBe(false);
    const approved = (await read(DEMO_TRIP_IDS.hostApproved)).body.data as HostItineraryView;
    expect(approved.next).toEqual({ key: 'agreement', label: 'Next: Agreement' });
    // host2@ owns the pricing-approved demo trip.
    const priced = (await read(DEMO_TRIP_IDS.pricingApproved, await t.signedIn('host2@caravan.test'))).body
      .data as HostItineraryView;
    expect(priced.showNextPrice).toBe(true);
  });

  it('[WSP-079] trip support is offered from 7 days before the start to 7 days after the end, not outside', async () => {
    const { startDate, endDate } = (await read(DEMO_TRIP_IDS.hostApproved)).body.data as HostItineraryView;
    const saved = t.clock.now;
    const at = async (iso: string) => {
      t.clock.now = new Date(`${iso}T12:00:00Z`);
      // A session signed in at the moved clock, so it has not expired by then.
      const client = await t.signedIn('host@caravan.test');
      return ((await read(DEMO_TRIP_IDS.hostApproved, client)).body.data as HostItineraryView).tripSupportOffered;
    };
    const shift = (d: string, days: number) =>
      new Date(Date.parse(`${d}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    try {
      expect(await at(shift(startDate, -8))).toBe(false);
      expect(await at(shift(startDate, -7))).toBe(true);
      expect(await at(shift(endDate, 7))).toBe(true);
      expect(await at(shift(endDate, 8))).toBe(false);
    } finally {
      t.clock.now = saved;
    }
  });

  it("[HAP-044] another host's trip answers 404, a traveler 403, no session 401; a co-host reads", async () => {
    expect((await read(DEMO_TRIP_IDS.hostApproved, await t.signedIn('host2@caravan.test'))).status).toBe(404);
    expect((await read(DEMO_TRIP_IDS.hostApproved, await t.signedIn('traveler@caravan.test'))).status).toBe(403);
    expect((await read(DEMO_TRIP_IDS.hostApproved, t.anonymous())).status).toBe(401);
    expect((await read(DEMO_TRIP_IDS.hostApproved, await t.signedIn('cohost@caravan.test'))).status).toBe(200);
  });
});

describe('GET /api/me/host/trips/{id}/itinerary/pdf', () => {
  it('[WSP-075] the PDF downloads under its name with the trip name and every day title in its text', async () => {
    const it = (await read(DEMO_TRIP_IDS.earlyConfirmed)).body.data as HostItineraryView;
    const res = await raw(host, `${path(DEMO_TRIP_IDS.earlyConfirmed)}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`filename="${it.pdfFileName}"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain(it.tripName);
    for (const day of it.days) expect(text).toContain(day.title);
    expect(text).toContain('Pisco tasting get-together');
  });

  it("[HAP-044] another host's trip PDF answers 404 and no session 401", async () => {
    const p = `${path(DEMO_TRIP_IDS.earlyConfirmed)}/pdf`;
    expect((await raw(await t.signedIn('host2@caravan.test'), p)).status).toBe(404);
    expect((await raw(t.anonymous(), p)).status).toBe(401);
  });
});
