// The operator's trip writes on real PostgreSQL (PGlite runs one transaction at a time, so it cannot race): a trip
// request made into a trip by several requests at once yields one trip, and every other request is refused (409).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/context.js';
import { DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { tripRequests, trips } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTripFromRequest } from './trip-request.js';

/** Below the pool's 10 connections, so every contender holds its own connection at once. */
const CONTENDERS = 8;
const operator = { id: DEMO_USER_IDS.operator, group: 'operator', role: null } as const;

describe.runIf(!!process.env.DATABASE_URL)('operator trip races (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('[OPT-052] [OAP-028] a request made into a trip by 8 requests at once yields exactly one trip', async () => {
    const id = seedId('trip-request/pending');
    const results = await Promise.allSettled(
      Array.from({ length: CONTENDERS }, () => createTripFromRequest(t.database.db, operator, id, new Date())),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as { status: number }).status).toBe(409);
    expect(await t.database.db.select().from(trips).where(eq(trips.tripRequestId, id))).toHaveLength(1);
    const [request] = await t.database.db.select().from(tripRequests).where(eq(tripRequests.id, id));
    expect(request?.status).toBe('trip-created');
  });
});
