// A trip moved by the scheduler is told to its host's systems (MKT-053): the launch at its date writes a
// trip.status_changed delivery for the host's endpoint in the move's own transaction, as the trip events route does;
// an automatic cancellation writes one booking.cancelled per booking it cancels, as a traveler's cancellation does;
// an automatic payment writes booking.paid, as a balance the traveler pays does.
import { launchInstantOf } from '@caravan/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hosts, webhookDeliveries } from '../db/schema/index.js';
import { DEMO_USER_IDS } from '../db/seed/demo-ids.js';
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
  /** The scheduler as the server runs it: its moves write their webhook jobs. */
  const webhookScheduler = () =>
    createScheduler({
      db: t.database.db,
      outbox: t.queue,
      webhooks: t.queue.webhooks,
      providers: { payments: t.payments },
    });
  /** The deliveries written for one trip (nothing listens: the rows the moves wrote, not what a worker sent). */
  const deliveriesOf = async (tripId: string) =>
    (
      await t.database.db
        .select({ event: webhookDeliveries.event, payload: webhookDeliveries.payload })
        .from(webhookDeliveries)
    ).filter((d) => d.payload.tripId === tripId);

  it('[MKT-053] a scheduled launch writes trip.status_changed for the host’s endpoint, once, and only when it moves', async () => {
    const host = await t.signedIn(s.host.email);
    // Nothing listens here: the test reads the delivery rows the move wrote, not what a worker sent.
    const registered = await host.request('POST', '/api/me/webhooks', {
      url: 'http://127.0.0.1:9/caravan-hooks',
      events: ['trip.status_changed'],
    });
    expect(registered.status).toBe(201);
    const scheduler = webhookScheduler();
    const launchDate = launchInstantOf({ date: '2027-02-01', time: '09:00' }, 'America/New_York');
    const trip = await s.trip({ status: 'host-approved', launchDate, publishStatus: 'marketing' });

    await scheduler.runDue(new Date('2027-02-01T13:59:00Z'));
    expect(await deliveriesOf(trip.id)).toEqual([]);

    await scheduler.runDue(new Date('2027-02-01T14:00:00Z'));
    await scheduler.runDue(new Date('2027-02-01T14:05:00Z'));
    expect(await deliveriesOf(trip.id)).toEqual([
      { event: 'trip.status_changed', payload: { tripId: trip.id, from: 'host-approved', to: 'live' } },
    ]);
    expect((await s.tripRow(trip.id))?.status).toBe('live');
  });

  it('[MKT-053] an automatic cancellation writes booking.cancelled for each open booking and the trip move, for the operator’s endpoint', async () => {
    // A level ONE host whose window is the short one (as in trip-rules' MKT-015 test): the trip is cancelled at 14 days.
    const hostId = DEMO_USER_IDS.hostLevel0;
    await t.database.db.update(hosts).set({ level: 1 }).where(eq(hosts.userId, hostId));
    const operator = await t.signedIn('operator@caravan.test');
    const registered = await operator.request('POST', '/api/me/webhooks', {
      url: 'http://127.0.0.1:9/caravan-hooks',
      events: ['booking.cancelled', 'trip.status_changed'],
    });
    expect(registered.status).toBe(201);
    const scheduler = webhookScheduler();
    const trip = await s.trip({
      hostId,
      status: 'live',
      launchDate: new Date('2027-02-01T14:00:00Z'),
      publishStatus: 'live',
    });
    const paid = await s.booking(trip.id, 'traveler', { status: 'pending', paid: 50_000 });
    const waiting = await s.booking(trip.id, 'traveler2', { status: 'waitlist' });
    const gone = await s.booking(trip.id, 'traveler2', { status: 'cancelled' });

    await scheduler.runDue(new Date('2027-02-16T00:00:00Z'));
    expect((await s.tripRow(trip.id))?.status).toBe('cancelled');
    const sent = await deliveriesOf(trip.id);
    expect(
      sent
        .filter((d) => d.event === 'booking.cancelled')
        .map((d) => d.payload.bookingId)
        .sort(),
    ).toEqual([paid.id, waiting.id].sort());
    expect(sent.map((d) => d.payload.bookingId)).not.toContain(gone.id);
    expect(sent.filter((d) => d.event === 'trip.status_changed')).toEqual([
      { event: 'trip.status_changed', payload: { tripId: trip.id, from: 'live', to: 'cancelled' } },
    ]);
  });

  it('[MKT-053] an automatic payment is a booking.paid delivery for the operator’s endpoint, marked automatic', async () => {
    const operator = await t.signedIn('operator@caravan.test');
    const registered = await operator.request('POST', '/api/me/webhooks', {
      url: 'http://127.0.0.1:9/caravan-hooks',
      events: ['booking.paid'],
    });
    expect(registered.status).toBe(201);
    const scheduler = webhookScheduler();
    const trip = await s.trip({ status: 'confirmed', startDate: '2027-12-01', endDate: '2027-12-08' });
    const booking = await s.booking(trip.id, 'traveler', {
      paid: 50_000,
      paymentDueDate: '2027-04-01',
      automaticPaymentStatus: 'active',
      card: 'tok_visa',
    });
    await scheduler.runDue(new Date('2027-04-01T00:30:00Z'));
    await scheduler.runDue(new Date('2027-04-02T00:30:00Z'));
    const sent = await deliveriesOf(trip.id);
    expect(sent).toEqual([
      {
        event: 'booking.paid',
        payload: {
          bookingId: booking.id,
          orderId: booking.orderId,
          tripId: trip.id,
          currency: 'USD',
          amount: 250_000,
          automatic: true,
        },
      },
    ]);
  });
});
