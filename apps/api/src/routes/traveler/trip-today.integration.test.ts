// A trip's "today" is its own place's (issue 28 point 5, decision 038): the booking's final day (MBK-005) turns at the
// trip's local midnight, so at one instant a Lima trip's booking is still editable and the same trip kept in UTC is not.
import { type MyTrip, type MyTripDetails, tripToday } from '@caravan/domain';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trips } from '../../db/schema/index.js';
import { tripTodaySql } from '../../db/trip-today.js';
import { DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { TEST_NOW, type TestApp, createTestApp } from '../../testing/test-app.js';

const LIVE = DEMO_TRIP_IDS.live;
/** 03:00 UTC on 2026-11-23: still 22:00 on 2026-11-22 in Lima (UTC-5). */
const INSTANT = new Date('2026-11-23T03:00:00Z');

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ liftRateLimits: true });
  t.clock.advance(INSTANT.getTime() - TEST_NOW.getTime());
  // The booking becomes final 30 days before a 2026-12-23 start: on 2026-11-23 (MBK-005).
  await t.database.db
    .update(trips)
    .set({ startDate: '2026-12-23', endDate: '2026-12-30', bookingsDeadline: 30 })
    .where(eq(trips.id, LIVE));
});
afterEach(() => t?.close());

async function bookingEditableIn(timeZone: string) {
  await t.database.db.update(trips).set({ timeZone }).where(eq(trips.id, LIVE));
  const traveler = await t.sessionFor(DEMO_USER_IDS.traveler);
  const res = await traveler.request<MyTripDetails>('GET', `/api/me/trips/${LIVE}`);
  expect(res.status).toBe(200);
  return (res.body.data as MyTripDetails).bookingEditable;
}

describe("a trip's today is the date at its place [issue 28]", () => {
  it("[MBK-005] [issue 28] the booking is not final yet where it is still the day before in the trip's zone", async () => {
    expect(t.clock.now.toISOString()).toBe(INSTANT.toISOString());
    expect(await bookingEditableIn('America/Lima')).toBe(true);
  });

  it('[MBK-005] [issue 28] the same instant is the final day for a trip kept in UTC', async () => {
    expect(await bookingEditableIn('UTC')).toBe(false);
  });
});

describe("the traveler's trip views carry the trip's zone [issue 28]", () => {
  it('[TAP-005] [MKT-043] [issue 28] the trip list and the trip record say timeZone, so the portal reads the same today', async () => {
    await t.database.db.update(trips).set({ timeZone: 'America/Lima' }).where(eq(trips.id, LIVE));
    const traveler = await t.sessionFor(DEMO_USER_IDS.traveler);
    const list = await traveler.request<{ items: MyTrip[] }>('GET', '/api/me/trips');
    expect(list.status).toBe(200);
    const listed = (list.body.data as { items: MyTrip[] }).items;
    expect(listed.find((trip) => trip.id === LIVE)?.timeZone).toBe('America/Lima');
    for (const trip of listed) expect(trip.timeZone).toEqual(expect.any(String));
    const record = await traveler.request<MyTripDetails>('GET', `/api/me/trips/${LIVE}`);
    expect(record.status).toBe(200);
    expect((record.body.data as MyTripDetails).timeZone).toBe('America/Lima');
  });
});

describe("the SQL form of a trip's today [issue 28]", () => {
  it("[HOM-006] [issue 28] PostgreSQL's date for a trip row is the domain's tripToday, in any zone at any instant", async () => {
    const zones = ['UTC', 'America/Lima', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kathmandu'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...zones),
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z'), noInvalidDate: true }),
        async (timeZone, now) => {
          await t.database.db.update(trips).set({ timeZone }).where(eq(trips.id, LIVE));
          const [row] = await t.database.db
            .select({ today: sql<string>`cast(${tripTodaySql(now)} as text)` })
            .from(trips)
            .where(eq(trips.id, LIVE));
          expect(row?.today).toBe(tripToday({ timeZone }, now));
        },
      ),
      { numRuns: 40 },
    );
  });
});
