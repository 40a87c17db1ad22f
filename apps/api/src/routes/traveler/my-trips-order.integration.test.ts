// The traveler's trip list is ordered by status display priority in SQL, so the order holds across pages (TRV-052).
import type { MyTrip, Page } from '@caravan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { type TestClient, type TestApp, createTestApp } from '../../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Every trip of the list, read `limit` at a time through the cursors. */
async function walk(client: TestClient, limit: number): Promise<MyTrip[]> {
  const all: MyTrip[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${cursor}` : '';
    const res = await client.request<Page<MyTrip>>('GET', `/api/me/trips?limit=${limit}${query}`);
    expect(res.status).toBe(200);
    all.push(...(res.body.data?.items ?? []));
    cursor = res.body.data?.nextCursor ?? null;
  } while (cursor);
  return all;
}

describe('GET /api/me/trips order', () => {
  it('[TRV-052] lists confirmed, then pending, complete and cancelled trips, one per page', async () => {
    // The seeded traveler's trips by date run complete, cancelled, live, early-confirmed; by status they do not.
    const traveler = await t.sessionFor(DEMO_USER_IDS.traveler);
    const statuses = (await walk(traveler, 1)).map((trip) => trip.booking?.displayStatus);
    expect(statuses).toEqual(['confirmed', 'pending', 'complete', 'cancelled']);
  });

  it('[TRV-052] keeps waitlisted before awaiting across a page boundary, soonest first within a status', async () => {
    const traveler2 = await t.sessionFor(DEMO_USER_IDS.traveler2);
    const trips = await walk(traveler2, 2);
    // A booking pending cancellation is still a confirmed booking (the request is not yet processed), so it ranks so.
    expect(trips.map((trip) => trip.booking?.displayStatus)).toEqual([
      'confirmed',
      'pending-cancellation',
      'waitlist',
      'awaiting',
    ]);
    const [first, second] = trips;
    expect((first?.startDate ?? '') <= (second?.startDate ?? '')).toBe(true);
    // One page read in full gives the same order as the pages put together.
    expect((await walk(traveler2, 50)).map((trip) => trip.id)).toEqual(trips.map((trip) => trip.id));
  });
});
