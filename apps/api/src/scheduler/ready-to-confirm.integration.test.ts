// The ready-to-confirm rule on a real database: a live trip whose active bookings hold its minimum spots moves to
// ready-to-confirm by the trip machine, logged as the scheduler's, its host told once; short of it, nothing moves. Then
// the host confirming its minimum spots confirms the trip, by the same machine, logged as the host's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideHostBookings } from '../services/host-bookings/decide-host-bookings.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { schedulerWorld, type SchedulerWorld } from './scheduler-world.js';

const at = (iso: string) => new Date(iso);

describe('ready-to-confirm rule', () => {
  let t: TestApp;
  let s: SchedulerWorld;
  beforeAll(async () => {
    t = await createTestApp();
    s = await schedulerWorld(t.database.db, t.payments, t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('[HBK-027] [MKT-012] a live trip whose bookings hold its minimum spots becomes ready to confirm, once, and its host is told', async () => {
    const launchDate = at('2027-02-01T14:00:00Z');
    const trip = await s.trip({ status: 'live', launchDate, publishStatus: 'live', minimumSpots: 4, maximumSpots: 10 });
    await s.booking(trip.id, 'traveler', { status: 'pending', totalSpotsBooked: 3 });
    // A waitlisted spot holds nothing: 3 of 4.
    await s.booking(trip.id, 'traveler2', { status: 'waitlist', totalSpotsBooked: 2 });
    await s.scheduler.runDue(at('2027-02-02T10:00:00Z'));
    expect((await s.tripRow(trip.id))?.status).toBe('live');

    await s.booking(trip.id, 'traveler2', { status: 'pending', totalSpotsBooked: 1 });
    const run = await s.scheduler.runDue(at('2027-02-02T10:01:00Z'));
    expect(run.applied['ready-to-confirm']).toBe(1);
    expect((await s.tripRow(trip.id))?.status).toBe('ready-to-confirm');
    expect(await s.timeline('trip', trip.id)).toEqual([
      { event: 'trip.markReadyToConfirm', from: 'live', to: 'ready-to-confirm', actorId: null },
    ]);
    expect(s.mailsTo(s.host.email, `${trip.name} is ready to confirm`)).toHaveLength(1);

    // Past the minimum-bookings deadline it is not cancelled, and nothing repeats.
    await s.scheduler.runDue(at('2027-04-01T00:00:00Z'));
    expect((await s.tripRow(trip.id))?.status).toBe('ready-to-confirm');
    expect(s.mailsTo(s.host.email, `${trip.name} is ready to confirm`)).toHaveLength(1);
    expect(await s.ledger(trip.id)).toMatchObject([{ rule: 'ready-to-confirm', dueOn: launchDate.toISOString() }]);
  });

  it('[HBK-027] [MKT-025] the host confirming the minimum spots of a ready-to-confirm trip confirms the trip; fewer spots are refused and nothing moves', async () => {
    const launchDate = at('2027-02-01T14:00:00Z');
    const trip = await s.trip({ status: 'ready-to-confirm', launchDate, publishStatus: 'live', minimumSpots: 3 });
    const one = await s.booking(trip.id, 'traveler', { status: 'pending', totalSpotsBooked: 1 });
    const two = await s.booking(trip.id, 'traveler2', { status: 'pending', totalSpotsBooked: 2 });
    const host = { id: s.host.id, group: 'host', role: 'host-primary' } as const;
    const now = at('2027-02-03T09:00:00Z');
    const confirm = (ids: string[]) =>
      decideHostBookings(t.database.db, { user: host, tripId: trip.id, bookingIds: ids, decision: 'confirm', now });

    // One spot of three is short of the minimum: refused, the order and the trip stay as they were.
    await expect(confirm([one.id])).rejects.toMatchObject({ code: 'HOST_BOOKING_REFUSED' });
    expect((await s.bookingRow(one.id))?.status).toBe('pending');
    expect((await s.tripRow(trip.id))?.status).toBe('ready-to-confirm');

    await confirm([one.id, two.id]);
    expect((await s.bookingRow(one.id))?.status).toBe('confirmed');
    expect((await s.tripRow(trip.id))?.status).toBe('confirmed');
    expect(await s.timeline('trip', trip.id)).toEqual([
      { event: 'trip.confirm', from: 'ready-to-confirm', to: 'confirmed', actorId: s.host.id },
    ]);
  });
});
