// The itinerary version check on real PostgreSQL (PGlite runs one transaction at a time, so it cannot race): saves and
// a submit made on the same version at once leave exactly one winner; every other is refused, nothing overwritten.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itineraries } from '../../db/schema/index.js';
import type { AppError } from '../../errors/app-error.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { buildWorld, type World } from '../test-world.js';
import { createItinerary, updateItineraryDetails } from './save-itinerary.js';
import { submitItinerary } from './submit-itinerary.js';

/** Below the pool's 10 connections, so every contender holds its own connection at once. */
const CONTENDERS = 8;
const SUMMARY =
  'Eight days in the Westfjords: cliffs, hot springs, ferries to the quiet north and a night at a lighthouse.';
const pkg = (enabled: boolean) => ({
  enabled,
  accommodationLevels: enabled ? ['Comfort'] : [],
  mealLevels: enabled ? ['Half board'] : [],
  foodOptions: [],
});
const details = (name: string) => ({
  name,
  country: 'IS',
  destination: 'Westfjords',
  tripSummary: SUMMARY,
  packages: { standard: pkg(true), economy: pkg(false), premium: pkg(false) },
  photos: [],
});

describe.runIf(!!process.env.DATABASE_URL)('itinerary version races (PostgreSQL)', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });
  const operator = () => ({ id: w.userId.operator as string, group: 'operator' as const, role: null });

  it(`[OAP-022] ${CONTENDERS} saves on the same version at once: exactly one is kept, the others answer 409`, async () => {
    const db = t.database.db;
    const row = await createItinerary(db, operator(), details('Start'), t.clock.now);
    const results = await Promise.allSettled(
      Array.from({ length: CONTENDERS }, (_, i) =>
        updateItineraryDetails(db, operator(), row.id, details(`Editor ${i}`), 1, t.clock.now),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(CONTENDERS - 1);
    for (const r of lost) expect((r.reason as AppError).code).toBe('STALE_VERSION');
    const [stored] = await db.select().from(itineraries).where(eq(itineraries.id, row.id));
    expect(stored?.version).toBe(2);
    expect(stored?.name).toBe((won[0] as PromiseFulfilledResult<{ name: string }>).value.name);
  });

  it('[OAP-022] a submit and a save on the same version at once: one wins, the other is refused', async () => {
    const db = t.database.db;
    const row = await createItinerary(db, operator(), details('Race submit'), t.clock.now);
    const [submit, save] = await Promise.allSettled([
      submitItinerary(db, operator(), row.id, 1, t.clock.now),
      updateItineraryDetails(db, operator(), row.id, details('Late edit'), 1, t.clock.now),
    ]);
    expect([submit.status, save.status].filter((s) => s === 'fulfilled')).toHaveLength(1);
    const [stored] = await db.select().from(itineraries).where(eq(itineraries.id, row.id));
    expect(stored?.version).toBe(2);
    if (submit.status === 'fulfilled') expect(stored).toMatchObject({ status: 'in-review', name: 'Race submit' });
    else expect(stored).toMatchObject({ status: 'incomplete', name: 'Late edit' });
  });
});
