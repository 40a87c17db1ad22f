// What the centre gathers when a trip itself changes (MKT-052), on a real database: the host's confirmation that
// confirms the trip tells each booked traveler "trip confirmed" (and the trip's webhook fires, MKT-053); the operator's
// new day-by-day plan tells each traveler of the itinerary's running trips "itinerary changed", once until read.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, webhookDeliveries } from '../../db/schema/index.js';
import { schedulerWorld, type SchedulerWorld } from '../../scheduler/scheduler-world.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import { decideHostBookings } from '../host-bookings/decide-host-bookings.js';

let t: TestApp;
let s: SchedulerWorld;
let operator: TestClient;
beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  s = await schedulerWorld(t.database.db, t.payments, t);
  operator = await t.signedIn('operator@caravan.test');
});
afterAll(() => t?.close());

const noticesOf = (userId: string, kind: 'trip_confirmed' | 'itinerary_changed', link: string) =>
  t.database.db
    .select({ id: notifications.id, title: notifications.title, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind), eq(notifications.link, link)));
const tripLink = (tripId: string, tab: string) => `/app/traveler/trips/${tripId}/${tab}`;

describe('trip confirmed', () => {
  it("[MKT-052] [MKT-053] the host's confirmation that confirms the trip tells each booked traveler once, by centre and e-mail, and fires the trip's webhook", async () => {
    const host = await t.signedIn(s.host.email);
    const hook = await host.request('POST', '/api/me/webhooks', {
      url: 'http://127.0.0.1:9/caravan-hooks',
      events: ['trip.status_changed'],
    });
    expect(hook.status).toBe(201);
    const trip = await s.trip({
      status: 'ready-to-confirm',
      launchDate: new Date('2027-02-01T14:00:00Z'),
      publishStatus: 'live',
      minimumSpots: 2,
    });
    const one = await s.booking(trip.id, 'traveler', { status: 'pending', totalSpotsBooked: 2 });
    await s.booking(trip.id, 'traveler2', { status: 'waitlist', totalSpotsBooked: 1 });
    const link = tripLink(trip.id, 'trip-overview');
    expect(await noticesOf(s.travelers.traveler.id, 'trip_confirmed', link)).toEqual([]);

    await decideHostBookings(t.database.db, {
      user: { id: s.host.id, group: 'host', role: 'host-primary' },
      tripId: trip.id,
      bookingIds: [one.id],
      decision: 'confirm',
      now: new Date('2027-02-03T09:00:00Z'),
      mail: { outbox: t.queue, publicUrl: 'https://caravan.example' },
      webhooks: t.queue.webhooks,
    });
    await t.queue.drain();

    expect((await s.tripRow(trip.id))?.status).toBe('confirmed');
    expect(await noticesOf(s.travelers.traveler.id, 'trip_confirmed', link)).toMatchObject([
      { title: `${trip.name} is confirmed`, readAt: null },
    ]);
    // On the waitlist, the traveler has no spot on the trip that will run: not told.
    expect(await noticesOf(s.travelers.traveler2.id, 'trip_confirmed', link)).toEqual([]);
    const mails = s.mailsTo(s.travelers.traveler.email, `${trip.name} is confirmed`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`https://caravan.example${link}`);
    expect(s.mailsTo(s.travelers.traveler2.email, `${trip.name} is confirmed`)).toEqual([]);
    const delivered = await t.database.db
      .select({ event: webhookDeliveries.event, payload: webhookDeliveries.payload })
      .from(webhookDeliveries);
    expect(delivered.filter((d) => d.payload.tripId === trip.id && d.event === 'trip.status_changed')).toEqual([
      { event: 'trip.status_changed', payload: { tripId: trip.id, from: 'ready-to-confirm', to: 'confirmed' } },
    ]);
  });
});

describe('itinerary changed', () => {
  const itineraryPath = () => `/api/me/itineraries/${s.w.itinerary.i1}/services`;
  const saveWithDay = async (title: string) => {
    const current = await operator.request<{ version: number; lengthInDays: number }>('GET', itineraryPath());
    expect(current.status).toBe(200);
    const { version } = current.body.data as { version: number };
    const saved = await operator.request('POST', itineraryPath(), {
      version,
      lengthInDays: 1,
      servicesByDay: [[{ type: 'INFO', duration: 1, values: { title, description: 'Plan' } }]],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await t.queue.drain();
  };

  it("[MKT-052] the operator's new day-by-day plan tells each traveler of the itinerary's running trips, once until they read it", async () => {
    const running = await s.trip({ status: 'confirmed', name: `Running ${crypto.randomUUID()}` });
    const cancelled = await s.trip({ status: 'cancelled', name: `Cancelled ${crypto.randomUUID()}` });
    await s.booking(running.id, 'traveler', { status: 'confirmed' });
    await s.booking(running.id, 'traveler2', { status: 'cancelled' });
    await s.booking(cancelled.id, 'traveler', { status: 'confirmed' });
    const link = tripLink(running.id, 'itinerary');

    await saveWithDay('Arrival');
    const told = await noticesOf(s.travelers.traveler.id, 'itinerary_changed', link);
    expect(told).toMatchObject([{ title: `The itinerary of ${running.name} changed`, readAt: null }]);
    expect(s.mailsTo(s.travelers.traveler.email, `The itinerary of ${running.name} changed`)).toHaveLength(1);
    // A cancelled booking, and a booking on a trip that no longer runs, hear nothing.
    expect(await noticesOf(s.travelers.traveler2.id, 'itinerary_changed', link)).toEqual([]);
    expect(await noticesOf(s.travelers.traveler.id, 'itinerary_changed', tripLink(cancelled.id, 'itinerary'))).toEqual(
      [],
    );

    // A second save while the first notice is unread is the same change to the traveler.
    await saveWithDay('Arrival and dinner');
    expect(await noticesOf(s.travelers.traveler.id, 'itinerary_changed', link)).toHaveLength(1);
    expect(s.mailsTo(s.travelers.traveler.email, `The itinerary of ${running.name} changed`)).toHaveLength(1);

    // Once read, the next change is news again.
    const traveler = await t.signedIn(s.travelers.traveler.email);
    const read = await traveler.request('POST', `/api/me/notifications/${told[0]?.id}/read`, { read: true });
    expect(read.status).toBe(200);
    await saveWithDay('Arrival, dinner and a walk');
    expect(await noticesOf(s.travelers.traveler.id, 'itinerary_changed', link)).toHaveLength(2);
    expect(s.mailsTo(s.travelers.traveler.email, `The itinerary of ${running.name} changed`)).toHaveLength(2);
  });
});
