// A trip moved by the scheduler is told to its host's systems (MKT-053): the launch at its date writes a
// trip.status_changed delivery for the host's endpoint in the move's own transaction, as the trip events route does.
import { launchInstantOf } from '@caravan/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { createScheduler } from './scheduler.js';
import { schedulerWorld, type SchedulerWorld } from './scheduler-world.js';

describe('trip moves as webhooks', () => {
  let t: TestApp;
  let s: SchedulerWorld;
  beforeEach(async () => {
    t = await createTestApp({ liftRateLimits: true });
    s = await schedulerWorld(t.database.db, t.payments, t);
  });
  afterEach(async () => {
    await t?.close();
  });

  it('[MKT-053] a scheduled launch writes trip.status_changed for the host’s endpoint, once, and only when it moves', async () => {
    const host = await t.signedIn(s.host.email);
    // Nothing listens here: the test reads the delivery rows the move wrote, not what a worker sent.
    const registered = await host.request('POST', '/api/me/webhooks', {
      url: 'http://127.0.0.1:9/caravan-hooks',
      events: ['trip.status_changed'],
    });
    expect(registered.status).toBe(201);
    const scheduler = createScheduler({
      db: t.database.db,
      outbox: t.queue,
      webhooks: t.queue.webhooks,
      providers: { payments: t.payments },
    });
    const launchDate = launchInstantOf({ date: '2027-02-01', time: '09:00' }, 'America/New_York');
    const trip = await s.trip({ status: 'host-approved', launchDate, publishStatus: 'marketing' });
    const sent = () =>
      t.database.db
        .select({ event: webhookDeliveries.event, payload: webhookDeliveries.payload })
        .from(webhookDeliveries);

    await scheduler.runDue(new Date('2027-02-01T13:59:00Z'));
    expect((await sent()).filter((d) => d.payload.tripId === trip.id)).toEqual([]);

    await scheduler.runDue(new Date('2027-02-01T14:00:00Z'));
    await scheduler.runDue(new Date('2027-02-01T14:05:00Z'));
    expect((await sent()).filter((d) => d.payload.tripId === trip.id)).toEqual([
      { event: 'trip.status_changed', payload: { tripId: trip.id, from: 'host-approved', to: 'live' } },
    ]);
    expect((await s.tripRow(trip.id))?.status).toBe('live');
  });
});
