// A race on real PostgreSQL (PGlite runs one transaction at a time): hosts requesting the last place of one departure
// at once. The conditional UPDATE holds it for exactly one; the others are refused and leave nothing behind.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosts, inventoryItems, tripRequests, trips, users } from '../../../db/schema/index.js';
import { DEMO_ITINERARY_IDS } from '../../../db/seed/demo-ids.js';
import { demoInventoryItemId } from '../../../db/seed/itineraries.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

const CONTENDERS = 12;
const ITEM = demoInventoryItemId('inca/2027-11-01/premium');

describe.runIf(!!process.env.DATABASE_URL)('trip request races (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ liftRateLimits: true });
  });
  afterAll(() => t?.close());

  it(`[CAT-001] ${CONTENDERS} hosts requesting the last place of a departure at once: exactly one holds it`, async () => {
    const db = t.database.db;
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: CONTENDERS }, (_, i) => ({
          email: `racing.host${i}@caravan.test`,
          firstName: 'Racing',
          lastName: String(i),
          group: 'host',
          role: 'host-primary',
        })),
      )
      .returning({ id: users.id });
    await db.insert(hosts).values(people.map((p) => ({ userId: p.id, level: 2, status: 'qualified' })));
    const clients = await Promise.all(people.map((p) => t.sessionFor(p.id)));

    const answers = await Promise.all(
      clients.map((client) =>
        client.request('POST', '/api/me/trip-requests', {
          itinerary: { id: DEMO_ITINERARY_IDS.incaTrail },
          selectedPackage: 'premium',
          itineraryInventoryItemId: ITEM,
          hostRooms: [{ roomType: 'one-bed' }],
          companions: [],
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The others: refused as booked (409), or, read after the winner committed, not offered any more (400).
    expect(statuses.every((s) => s === 201 || s === 409 || s === 400)).toBe(true);

    const [item] = await db.select().from(inventoryItems).where(eq(inventoryItems.id, ITEM));
    expect(item?.quantityPending).toBe(1);
    const requests = await db.select().from(tripRequests).where(eq(tripRequests.inventoryItemId, ITEM));
    expect(requests).toHaveLength(1);
    const opened = await db
      .select()
      .from(trips)
      .where(and(eq(trips.inventoryItemId, ITEM), eq(trips.tripRequestId, requests[0]?.id ?? '')));
    expect(opened).toHaveLength(1);
  });
});
