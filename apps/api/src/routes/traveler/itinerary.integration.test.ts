// The traveler's itinerary and its PDF on a real database: the days of the trip, the PDF's text and file name, and
// nobody else's trip (TAP-007, TRV-053, TRV-054).
import type { MyItinerary } from '@caravan/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';

let t: TestApp;
let traveler: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  traveler = await t.signedIn('traveler@caravan.test');
});
afterAll(() => t.close());

/** The raw response of a GET as `client` (the test client reads JSON only). */
const raw = (client: TestClient, path: string) =>
  t.app.request(path, { headers: client.cookie ? { cookie: client.cookie } : {} });

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

describe('GET /api/me/trips/{id}/itinerary', () => {
  it('[TAP-007] [TRV-053] answers every day of the trip with its date, title and services, in order', async () => {
    const res = await traveler.request<MyItinerary>('GET', `/api/me/trips/${DEMO_TRIP_IDS.live}/itinerary`);
    expect(res.status).toBe(200);
    const it = res.body.data as MyItinerary;
    expect(it.tripName).toBe('Machu Picchu with Hana');
    expect(it.days.length).toBeGreaterThan(1);
    expect(it.days.map((d) => d.day)).toEqual(it.days.map((_, i) => i + 1));
    expect(it.days[0]?.date).toBe(it.startDate);
    expect(it.days[0]?.title).toMatch(/^Day 1 · \w+day, \w+ \d{1,2}, \d{4}$/);
    expect(it.days.some((d) => d.items.length > 0)).toBe(true);
    expect(it.pdfFileName).toBe(`Machu Picchu with Hana - ${it.destination} - ${it.startDate}.pdf`);
  });

  it('[TAP-007] [WSP-075] a removed service leaves the itinerary for the traveler and the host alike', async () => {
    const { dayServices } = await import('../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const host = await t.signedIn('host@caravan.test');
    const names = async (client: TestClient, path: string) =>
      ((await client.request<MyItinerary>('GET', path)).body.data as MyItinerary).days.flatMap((d) =>
        d.items.map((i) => i.name),
      );
    const travelerPath = `/api/me/trips/${DEMO_TRIP_IDS.live}/itinerary`;
    const hostPath = `/api/me/host/trips/${DEMO_TRIP_IDS.live}/itinerary`;
    const [entry] = await t.database.db.select().from(dayServices).where(eq(dayServices.tripId, DEMO_TRIP_IDS.live));
    if (!entry) throw new Error('the live demo trip has day services');
    const before = await names(traveler, travelerPath);
    expect(await names(host, hostPath)).toEqual(before);
    await t.database.db.update(dayServices).set({ removed: true }).where(eq(dayServices.id, entry.id));
    const after = await names(traveler, travelerPath);
    expect(after).toHaveLength(before.length - 1);
    expect(await names(host, hostPath)).toEqual(after);
  });

  it("[TAP-007] answers 404 for a trip the traveler is not on, and for a host's trip id", async () => {
    const res = await traveler.request('GET', `/api/me/trips/${DEMO_TRIP_IDS.confirmed}/itinerary`);
    expect(res.status).toBe(404);
    expect((await traveler.request('GET', '/api/me/trips/not-a-trip/itinerary')).status).toBe(404);
  });
});

describe('GET /api/me/trips/{id}/itinerary/pdf', () => {
  it('[TRV-053] [TRV-054] is a real PDF, named from trip name, destination and first date, with the trip and its day titles', async () => {
    const json = (await traveler.request<MyItinerary>('GET', `/api/me/trips/${DEMO_TRIP_IDS.live}/itinerary`)).body
      .data as MyItinerary;
    const res = await raw(traveler, `/api/me/trips/${DEMO_TRIP_IDS.live}/itinerary/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`filename="${json.pdfFileName}"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = await res.arrayBuffer();
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Machu Picchu with Hana');
    for (const day of json.days) expect(text).toContain(day.title);
    const firstService = json.days.flatMap((d) => d.items)[0];
    expect(text).toContain(firstService?.name);
  });

  it('[TRV-054] answers 404 for a trip the traveler is not on, and 401 without a session', async () => {
    expect((await raw(traveler, `/api/me/trips/${DEMO_TRIP_IDS.confirmed}/itinerary/pdf`)).status).toBe(404);
    expect((await raw(t.anonymous(), `/api/me/trips/${DEMO_TRIP_IDS.live}/itinerary/pdf`)).status).toBe(401);
  });
});
