// Waitlist offers end to end on PGlite (MKT-046): a cancellation offers the freed spot to the first in line with an
// e-mail, nobody else can take it, the traveler takes it by paying the deposit; an unanswered offer passes on at the tick.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookings, trips } from '../../db/schema/index.js';
import { DEMO_BOOKING_IDS } from '../../db/seed/demo-ids.js';
import { createScheduler } from '../../scheduler/scheduler.js';
import { type TestApp, type TestClient, createTestApp } from '../../testing/test-app.js';
import type { HostWaitlistView } from '../../views/waitlist.view.js';
import { WAITLIST_TRIP, bookAsVisitor, fillTrip, joinWaitlist } from './waitlist-world.js';

type MyOffer = { offer: { status: string; open: boolean; expiresAt: string } | null };
const CANCELLED = DEMO_BOOKING_IDS.travelerLive;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ liftRateLimits: true });
});
afterEach(() => t?.close());

/** The trip full with two on its waitlist; traveler@ then cancels a booking of one spot, freeing it. */
async function offeredWorld() {
  const db = t.database.db;
  await db.update(bookings).set({ totalSpotsBooked: 1 }).where(eq(bookings.id, CANCELLED));
  await fillTrip(t);
  const [first, second] = await joinWaitlist(t, 2, new Date('2026-11-01T00:00:00Z'));
  if (!first || !second) throw new Error('two waitlisted travelers expected');
  const traveler = await t.signedIn('traveler@caravan.test');
  const cancelled = await traveler.request('POST', `/api/me/bookings/${CANCELLED}/cancel`, {
    reason: 'Change of plans',
    refundMethodDescription: 'Trip credit for everything you paid',
  });
  expect(cancelled.status).toBe(200);
  return { first, second, traveler };
}

const offerOf = async (w: { bookingId: string; client: TestClient }) =>
  (await w.client.request<MyOffer>('GET', `/api/me/bookings/${w.bookingId}/waitlist-offer`)).body.data?.offer ?? null;

describe('waitlist offers', () => {
  it('[MKT-046] [MKT-052] a cancellation offers the freed spot to the first in line, mailed and notified, held from public bookings, taken by paying the deposit', async () => {
    const { first, second, traveler } = await offeredWorld();
    expect((await offerOf(first))?.status).toBe('offered');
    expect(await offerOf(second)).toBeNull();
    expect(t.mailer.messages.some((m) => m.subject.startsWith('A spot opened on'))).toBe(true);
    // MKT-052: the offer is in the first traveler's notification centre too, and only theirs.
    const centre = await first.client.request<{ items: { kind: string; title: string }[] }>(
      'GET',
      '/api/me/notifications',
    );
    expect(centre.body.data?.items.filter((n) => n.kind === 'waitlist_offer').map((n) => n.title)).toEqual([
      expect.stringMatching(/^A spot opened on /),
    ]);
    const others = await second.client.request<{ items: { kind: string }[] }>('GET', '/api/me/notifications');
    expect(others.body.data?.items.some((n) => n.kind === 'waitlist_offer')).toBe(false);
    // Another traveler reads nothing of it.
    expect((await traveler.request('GET', `/api/me/bookings/${first.bookingId}/waitlist-offer`)).status).toBe(404);
    // The held spot is not for sale.
    const publicBooking = await bookAsVisitor(t, { joinWaitlist: false });
    expect(publicBooking.res.status).toBe(409);
    const host = await t.signedIn('host@caravan.test');
    const queue = (await host.request<HostWaitlistView>('GET', `/api/me/host/trips/${WAITLIST_TRIP}/waitlist-offers`))
      .body.data;
    expect(queue?.spotsHeld).toBe(1);
    expect(queue?.spotsFree).toBe(0);
    expect(queue?.offers.map((o) => o.bookingId)).toEqual([first.bookingId]);
    expect(queue?.inLine.map((e) => [e.bookingId, e.position])).toEqual([[second.bookingId, 1]]);
    const stranger = await t.signedIn('host2@caravan.test');
    expect((await stranger.request('GET', `/api/me/host/trips/${WAITLIST_TRIP}/waitlist-offers`)).status).toBe(404);

    const accepted = await first.client.request('POST', `/api/me/bookings/${first.bookingId}/waitlist-offer/accept`, {
      cardToken: 'tok_visa',
    });
    expect(accepted.status).toBe(201);
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, first.bookingId));
    expect(['pending', 'confirmed']).toContain(booking?.status);
    expect(booking?.paidAmount).toBeGreaterThan(0);
    const [trip] = await t.database.db.select().from(trips).where(eq(trips.id, WAITLIST_TRIP));
    expect(trip?.spotsTaken).toBe(trip?.maximumSpots);
    expect((await offerOf(first))?.status).toBe('accepted');
  });

  it('[MKT-046] an unanswered offer expires at the tick after its window and the spot passes to the next in line', async () => {
    const { first, second } = await offeredWorld();
    const scheduler = createScheduler({ db: t.database.db, outbox: t.queue, providers: { payments: t.payments } });
    const expiresAt = new Date((await offerOf(first))?.expiresAt ?? 0);
    await scheduler.runDue(new Date(expiresAt.getTime() - 60_000));
    expect((await offerOf(first))?.status).toBe('offered');
    await scheduler.runDue(expiresAt);
    expect((await offerOf(first))?.status).toBe('expired');
    expect((await offerOf(second))?.status).toBe('offered');
    // The first traveler can no longer take it (the offer is closed, whatever their clock says).
    const late = await first.client.request('POST', `/api/me/bookings/${first.bookingId}/waitlist-offer/accept`, {
      cardToken: 'tok_visa',
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('WAITLIST_OFFER_CLOSED');
  });

  it('[MKT-046] an admin’s cancellation and a host’s rejection free spots for the line too', async () => {
    const db = t.database.db;
    // A visitor's pending order (the trip set to confirm by hand), then the trip full and two in line.
    await db.update(trips).set({ bookingAutoConfirmation: false }).where(eq(trips.id, WAITLIST_TRIP));
    const pending = await bookAsVisitor(t, { joinWaitlist: false });
    expect(pending.res.status).toBe(201);
    await db.update(bookings).set({ totalSpotsBooked: 1 }).where(eq(bookings.id, CANCELLED));
    await fillTrip(t);
    const [first, second] = await joinWaitlist(t, 2, new Date('2026-11-01T00:00:00Z'));
    if (!first || !second) throw new Error('two waitlisted travelers expected');

    const admin = await t.signedIn('admin@caravan.test');
    const cancelled = await admin.request('POST', `/api/admin/bookings/${CANCELLED}/cancel`, {
      payload: { reasonCode: '17' },
    });
    expect(cancelled.status).toBe(200);
    expect((await offerOf(first))?.status).toBe('offered');
    expect(await offerOf(second)).toBeNull();

    const host = await t.signedIn('host@caravan.test');
    const rejected = await host.request('POST', `/api/me/host/trips/${WAITLIST_TRIP}/bookings/reject`, {
      bookingIds: [pending.res.body.data?.bookingId],
    });
    expect(rejected.status).toBe(200);
    expect((await offerOf(second))?.status).toBe('offered');
  });
});
