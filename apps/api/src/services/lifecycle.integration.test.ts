// Lifecycle enforcement on the trip machine: allowed moves persist with a log row; refusals and races answer 409.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildWorld, tripStatus, type World } from './test-world.js';
import { bookings, transitionsLog } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { applyLifecycleEvent } from './lifecycle.js';

// The tests move the same two trips (approve, race, refuse from 'created'): each gets its own world.
let t: TestApp;
let w: World;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
});
afterEach(() => t.close());

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

  it("[MKT-045] refuses with 409 in the guard's words when the actor may not send the event, and changes nothing", async () => {
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
    expect((err as AppError).message).toBe(
      'Only the trip’s operator can approve it, after accepting the operator terms.',
    );
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
      ['booking', 'booking.paid'],
      ['nothing', 'trip.approve'],
    ] as const) {
      const err = (await applyLifecycleEvent({
        db: t.database.db,
        // Deliberately outside the types: what a request could send.
        resource: resource as 'trip',
        id: w.trip.t1,
        event: { type } as never,
        actor: operator(),
        now: t.clock.now,
      }).catch((e: unknown) => e)) as AppError;
      expect(err.status).toBe(400);
    }
  });

  it("moves a booking by the booking machine inside the caller's transaction, rolled back with it", async () => {
    const db = t.database.db;
    const b1 = w.booking.b1;
    const customer = {
      userId: w.userId.traveler ?? null,
      // The email identifies the viewer's place on the booking (TRV-002: the customer's is the primary's).
      email: 'traveler@caravan.test',
      group: 'traveler' as const,
      role: 'traveler-primary' as const,
    };
    const request = { type: 'booking.requestCancellation' as const };
    const pending = async () => (await db.select().from(bookings).where(eq(bookings.id, b1)))[0]?.isPendingCancellation;
    const logs = () =>
      db
        .select()
        .from(transitionsLog)
        .where(and(eq(transitionsLog.resource, 'booking'), eq(transitionsLog.resourceId, b1)));

    // The caller's later work fails: the move and its log row roll back with it.
    const failed = await db
      .transaction(async (tx) => {
        const moved = await applyLifecycleEvent({
          tx,
          resource: 'booking',
          id: b1,
          event: request,
          actor: customer,
          now: t.clock.now,
        });
        expect(moved).toMatchObject({ from: 'pending', to: 'pending-cancellation' });
        throw new Error('the refund failed');
      })
      .catch((e: unknown) => e);
    expect((failed as Error).message).toBe('the refund failed');
    expect(await pending()).toBe(false);
    expect(await logs()).toHaveLength(0);

    // A secondary traveler on the booking is not its customer: the machine's guard refuses, by name.
    const refused = (await applyLifecycleEvent({
      db,
      resource: 'booking',
      id: b1,
      event: request,
      actor: {
        userId: w.userId.companion ?? null,
        email: 'companion@caravan.test',
        group: 'traveler',
        role: 'traveler-secondary',
      },
      now: t.clock.now,
    }).catch((e: unknown) => e)) as AppError;
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('Only the traveler who made the booking can cancel it online.');

    // The customer's request commits with the caller's transaction: pending cancellation, one log row.
    await db.transaction((tx) =>
      applyLifecycleEvent({ tx, resource: 'booking', id: b1, event: request, actor: customer, now: t.clock.now }),
    );
    expect(await pending()).toBe(true);
    const [log] = await logs();
    expect(log).toMatchObject({
      event: 'booking.requestCancellation',
      fromState: 'pending',
      toState: 'pending-cancellation',
      actorId: w.userId.traveler,
    });
    const again = (await applyLifecycleEvent({
      db,
      resource: 'booking',
      id: b1,
      event: request,
      actor: customer,
      now: t.clock.now,
    }).catch((e: unknown) => e)) as AppError;
    expect(again.status).toBe(409);
    expect(again.message).toBe('Request cancellation is not available while this booking is pending cancellation.');
  });
});
