// A trip's add-on offers in Manage Booking, a page at a time (issue 18): in day order, every offer once across pages,
// an offer placed on the days between two reads neither repeating nor hiding another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayServices, services } from '../../db/schema/index.js';
import { DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp } from '../../testing/test-app.js';

type Offer = { serviceId: string; service: { name: string } };
type OfferPage = { items: Offer[]; nextCursor: string | null };

const LIVE = DEMO_TRIP_IDS.live;
let t: TestApp;
let traveler: TestClient;
beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  traveler = await t.sessionFor(DEMO_USER_IDS.traveler);
});
afterAll(() => t.close());

/** A priced activity (an offer) placed on the trip's day `dayIndex`. */
async function placeActivity(name: string, dayIndex: number) {
  const [service] = await t.database.db
    .insert(services)
    .values({ operatorId: DEMO_USER_IDS.operator, type: 'ACTIVITY', name, price: 2_500 })
    .returning({ id: services.id });
  await t.database.db.insert(dayServices).values({ tripId: LIVE, serviceId: service?.id as string, dayIndex });
  return service?.id as string;
}

describe('the add-ons a trip offers, by cursor (issue 18)', () => {
  it('[TAP-011] pages of one read every offer once in day order; one placed on the last day between reads comes last', async () => {
    // Two offers on the first day at one position: the service id breaks the tie.
    await placeActivity('Paging tie A', 0);
    await placeActivity('Paging tie B', 0);
    const url = `/api/me/trips/${LIVE}/add-ons`;
    const whole = (await traveler.request<OfferPage>('GET', url)).body.data;
    expect(whole?.nextCursor).toBeNull();
    expect(whole?.items.length).toBeGreaterThan(3);
    const paged: string[] = [];
    let cursor: string | null = null;
    let late: string | undefined;
    do {
      const page: { status: number; body: { data?: OfferPage } } = await traveler.request<OfferPage>(
        'GET',
        `${url}?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.status).toBe(200);
      expect(page.body.data?.items).toHaveLength(1);
      paged.push(...(page.body.data?.items.map((o) => o.serviceId) ?? []));
      cursor = page.body.data?.nextCursor ?? null;
      late ??= await placeActivity('Paging late', 99);
    } while (cursor);
    expect(new Set(paged).size).toBe(paged.length);
    expect(paged).toEqual([...(whole?.items.map((o) => o.serviceId) ?? []), late]);
  });

  it('[TAP-011] a cursor of another list is a 400 naming the cursor; a limit over 200 is refused', async () => {
    const url = `/api/me/trips/${LIVE}/add-ons`;
    const forged = await traveler.request(
      'GET',
      `${url}?cursor=${Buffer.from('["2026-01-01"]').toString('base64url')}`,
    );
    expect(forged.status).toBe(400);
    expect(JSON.stringify(forged.body)).toContain('cursor');
    expect((await traveler.request('GET', `${url}?limit=201`)).status).toBe(400);
  });
});
