// Lifecycle enforcement on the trip machine: allowed moves persist with a log row; refusals and races answer 409.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, tripStatus, type World } from './test-world.js';
import { transitionsLog } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { applyLifecycleEvent } from './lifecycle.js';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
});
afterAll(() => t.close());

const operator = () => ({ userId: w.userId.operator ?? null, group: 'operator' as const });

describe('applyLifecycleEvent', () => {
  it('persists an allowed move and writes one transitions_log row with the actor', async () => {
    const db = t.database.db;
    const res = await applyLifecycleEvent({
      db,
      resource: 'trip',
      id: w.trip.t1,
      event: { type: 'trip.approve', operatorTerms: true },
      actor: operator(),
      now: t.clock.now,
    });
    expect(res).toMatchObject({ from: 'created', to: 'partner-approved' });
    expect(await tripStatus(db, w.trip.t1)).toBe('partner-approved');
    const logs = await db
      .select()
      .from(transitionsLog)
      .where(and(eq(transitionsLog.resource, 'trip'), eq(transitionsLog.resourceId, w.trip.t1)));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ event: 'trip.approve', fromState: 'created', toState: 'partner-approved' });
    expect(logs[0]?.actorId).toBe(w.userId.operator);
  });

  it('refuses with 409 naming the guard when the actor may not send the event, and changes nothing', async () => {
    const db = t.database.db;
    const err = await applyLifecycleEvent({
      db,
      resource: 'trip',
      id: w.trip.t2,
      event: { type: 'trip.approve', operatorTerms: true },
      actor: { userId: w.userId.host2 ?? null, group: 'host', role: 'host-primary' },
      now: t.clock.now,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(409);
    expect((err as AppError).code).toBe('TRANSITION_REFUSED');
    expect((err as AppError).message).toMatch(/refused by \w+/);
    expect(await tripStatus(db, w.trip.t2)).toBe('created');
  });

  it('refuses an event with no transition from the stored status', async () => {
    const err = (await applyLifecycleEvent({
      db: t.database.db,
      resource: 'trip',
      id: w.trip.t2,
      event: { type: 'trip.complete' },
      actor: { userId: w.userId.admin ?? null, group: 'admin' },
      now: t.clock.now,
    }).catch((e: unknown) => e)) as AppError;
    expect(err.status).toBe(409);
  });

  it('lets exactly one of two concurrent identical moves win', async () => {
    const db = t.database.db;
    const move = () =>
      applyLifecycleEvent({
        db,
        resource: 'trip',
        id: w.trip.t2,
        event: { type: 'trip.approve', operatorTerms: true },
        actor: { userId: w.userId.operator2 ?? null, group: 'operator' },
        now: t.clock.now,
      });
    const results = await Promise.allSettled([move(), move()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as AppError).status).toBe(409);
    const logs = await db.select().from(transitionsLog).where(eq(transitionsLog.resourceId, w.trip.t2));
    expect(logs).toHaveLength(1);
  });

  it('never accepts internal events or unknown resources from a caller', async () => {
    for (const [resource, type] of [
      ['trip', 'trip.synced'],
      ['trip', 'clock.tick'],
      ['nothing', 'trip.approve'],
    ] as const) {
      const err = (await applyLifecycleEvent({
        db: t.database.db,
        resource,
        id: w.trip.t1,
        event: { type },
        actor: operator(),
        now: t.clock.now,
      }).catch((e: unknown) => e)) as AppError;
      expect(err.status).toBe(400);
    }
  });
});
