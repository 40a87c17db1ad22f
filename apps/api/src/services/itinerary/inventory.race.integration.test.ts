// The inventory quantity rule on real PostgreSQL (PGlite runs one transaction at a time, so it cannot race): an update
// lowering a departure's quantity and trip requests taking its spots at once never leave more spots taken than the
// quantity; and of two updates racing on an item that becomes used, the one that would drop below is refused.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems, itineraries } from '../../db/schema/index.js';
import type { AppError } from '../../errors/app-error.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { buildWorld, type World } from '../test-world.js';
import { updateInventoryItem } from './inventory.js';

/** Below the pool's 10 connections, so every contender holds its own connection at once. */
const REQUESTS = 6;

describe.runIf(!!process.env.DATABASE_URL)('inventory quantity races (PostgreSQL)', () => {
  let t: TestApp;
  let w: World;
  let itineraryId: string;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t.database.db);
    const [row] = await t.database.db
      .insert(itineraries)
      .values({
        name: 'Race itinerary',
        operatorId: w.userId.operator as string,
        lengthInDays: 3,
        status: 'complete',
        packages: {
          standard: { enabled: true, accommodationLevels: ['Comfort'], mealLevels: ['Half board'], foodOptions: [] },
          economy: { enabled: false, accommodationLevels: [], mealLevels: [], foodOptions: [] },
          premium: { enabled: false, accommodationLevels: [], mealLevels: [], foodOptions: [] },
        },
      })
      .returning({ id: itineraries.id });
    itineraryId = row?.id as string;
  });
  afterAll(async () => {
    await t?.close();
  });
  const operator = () => ({ id: w.userId.operator as string, group: 'operator' as const, role: null });
  const departure = async (date: string, quantity: number) => {
    const [row] = await t.database.db
      .insert(inventoryItems)
      .values({ itineraryId, startDate: date, packageLevel: 'standard', quantityAvailable: quantity })
      .returning({ id: inventoryItems.id });
    return row?.id as string;
  };
  /** A trip request taking one spot, as the trip side does: only while one is free (conditional UPDATE). */
  const takeSpot = (id: string) =>
    t.database.db
      .update(inventoryItems)
      .set({ quantityPending: sql`${inventoryItems.quantityPending} + 1` })
      .where(
        sql`${inventoryItems.id} = ${id} and ${inventoryItems.quantityPending} + ${inventoryItems.quantityConfirmed} < ${inventoryItems.quantityAvailable}`,
      )
      .returning({ id: inventoryItems.id });

  it(`[INV-032] [OAP-005] lowering the quantity to 1 while ${REQUESTS} trip requests take spots: never more taken than available`, async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await departure(`2031-0${round + 1}-10`, 10);
      const [update, ...requests] = await Promise.allSettled([
        updateInventoryItem(t.database.db, operator(), itineraryId, id, { quantityAvailable: 1 }),
        ...Array.from({ length: REQUESTS }, () => takeSpot(id)),
      ]);
      const [row] = await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.id, id));
      const taken = (row?.quantityPending ?? 0) + (row?.quantityConfirmed ?? 0);
      expect(taken).toBeLessThanOrEqual(row?.quantityAvailable ?? 0);
      if (update?.status === 'fulfilled') {
        // The update ran before any request: the item had no trips, so it took 1 and only one request got a spot.
        expect(row).toMatchObject({ quantityAvailable: 1, quantityPending: 1 });
      } else {
        expect((update?.reason as AppError | undefined)?.code).toBe('QUANTITY_REFUSED');
        expect(row?.quantityAvailable).toBe(10);
        expect(taken).toBe(requests.filter((r) => r.status === 'fulfilled' && r.value.length === 1).length);
      }
    }
  });

  it('[INV-032] two updates racing on an item in use: the one lowering below what trips took is refused, nothing lost', async () => {
    const id = await departure('2031-08-10', 6);
    await t.database.db.update(inventoryItems).set({ quantityConfirmed: 4 }).where(eq(inventoryItems.id, id));
    const results = await Promise.allSettled([
      updateInventoryItem(t.database.db, operator(), itineraryId, id, { quantityAvailable: 3 }),
      updateInventoryItem(t.database.db, operator(), itineraryId, id, { quantityAvailable: 8 }),
      updateInventoryItem(t.database.db, operator(), itineraryId, id, { quantityAvailable: 2 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'rejected']);
    const [row] = await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.id, id));
    expect(row).toMatchObject({ quantityAvailable: 8, quantityConfirmed: 4 });
  });
});
