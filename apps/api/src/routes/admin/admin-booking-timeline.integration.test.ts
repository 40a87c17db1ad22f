// History you can trust (MKT-041, issue 25) against a real database: each admin tool, a payment and a lifecycle event
// add exactly one timeline entry with who and the amount; the admin reads a booking's timeline and its trip's, and the
// figures move as the spec's money rules say (refund raises due, cancel 12 refunds everything, reinstate restores).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, transitionsLog } from '../../db/schema/index.js';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { createTestApp, idem, type TestApp, type TestClient } from '../../testing/test-app.js';
import type { TimelineEntry } from '../../views/timeline.view.js';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  admin = await t.signedIn('admin@caravan.test');
});
afterAll(() => t.close());

const ID = DEMO_BOOKING_IDS.travelerLive;
const logged = async (resource: string, id: string) =>
  (
    await t.database.db
      .select({ id: transitionsLog.id })
      .from(transitionsLog)
      .where(and(eq(transitionsLog.resource, resource), eq(transitionsLog.resourceId, id)))
  ).length;
const money = async () => {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, ID));
  if (!row) throw new Error('no booking');
  return { paid: row.paidAmount, due: Math.max(row.dueAmount, 0), status: row.status };
};
const bookingTimeline = async () =>
  (await admin.request<{ items: TimelineEntry[] }>('GET', `/api/admin/bookings/${ID}/timeline?limit=200`)).body.data
    ?.items ?? [];

/** Sends `send`, and expects it accepted with exactly one more entry on `resource` `id`'s timeline. */
async function oneEntry(resource: string, id: string, send: () => Promise<{ status: number }>) {
  const before = await logged(resource, id);
  const res = await send();
  expect(res.status).toBeLessThan(300);
  expect(await logged(resource, id)).toBe(before + 1);
}

describe('timeline of every money movement and move', () => {
  it('[MKT-041] [MKT-040] refund, cancel 12 and reinstate: one entry each with who and the amount; paid and due move as the rules say', async () => {
    const start = await money();
    await oneEntry('booking', ID, () =>
      admin.request('POST', `/api/admin/bookings/${ID}/refund`, { amount: 10_000 }, idem()),
    );
    expect(await money()).toMatchObject({ paid: start.paid - 10_000, due: start.due + 10_000 });
    expect((await bookingTimeline()).at(-1)).toMatchObject({
      event: 'booking.refund',
      amount: 10_000,
      currency: 'USD',
      by: 'admin@caravan.test',
    });

    const refundsBefore = t.payments.refunds.length;
    await oneEntry('booking', ID, () =>
      admin.request('POST', `/api/admin/bookings/${ID}/cancel`, { reasonCode: '12' }),
    );
    expect(await money()).toEqual({ paid: 0, due: 0, status: 'cancelled' });
    expect(t.payments.refunds.length).toBeGreaterThan(refundsBefore);
    expect((await bookingTimeline()).at(-1)).toMatchObject({
      event: 'booking.cancel',
      to: 'cancelled',
      amount: start.paid - 10_000,
      reason: '12 — confirmed, full refund',
    });

    await oneEntry('booking', ID, () =>
      admin.request('POST', `/api/admin/bookings/${ID}/reinstate`, { status: 'confirmed' }),
    );
    expect(await money()).toEqual({ paid: 0, due: start.paid + start.due, status: 'confirmed' });
    expect((await bookingTimeline()).at(-1)).toMatchObject({
      event: 'booking.reinstate',
      to: 'confirmed',
      amount: start.paid + start.due,
    });

    // The admin's trip timeline lists its bookings' entries, each with its order number.
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, ID));
    const trip = await admin.request<{ items: TimelineEntry[] }>(
      'GET',
      `/api/admin/trips/${row?.tripId}/timeline?limit=200`,
    );
    const events = (trip.body.data?.items ?? []).filter((e) => e.orderId === row?.orderId).map((e) => e.event);
    expect(events.slice(-3)).toEqual(['booking.refund', 'booking.cancel', 'booking.reinstate']);
  });

  it('[MKT-041] a discount and a traveler payment add one entry each, by their makers', async () => {
    await oneEntry('booking', ID, () =>
      admin.request('POST', `/api/admin/bookings/${ID}/discount`, { amount: 2_500 }, idem()),
    );
    expect((await bookingTimeline()).at(-1)).toMatchObject({ event: 'booking.discount', amount: 2_500 });
    const traveler = await t.signedIn('traveler@caravan.test');
    await oneEntry('booking', ID, () =>
      traveler.request(
        'POST',
        `/api/me/bookings/${ID}/payments`,
        { paymentOptionType: 'custom', paymentAmount: 20_000, cardToken: 'tok_visa' },
        idem(),
      ),
    );
    expect((await bookingTimeline()).at(-1)).toMatchObject({
      event: 'booking.payment',
      amount: 20_000,
      by: 'traveler@caravan.test',
    });
  });

  it('[MKT-041] a trip lifecycle event adds one entry; a refused one adds none and says why in words', async () => {
    const id = DEMO_TRIP_IDS.partnerApproved;
    await oneEntry('trip', id, () =>
      admin.request('POST', `/api/admin/trips/${id}/events`, { type: 'trip.approvePricing' }),
    );
    const before = await logged('trip', id);
    const refused = await admin.request('POST', `/api/admin/trips/${id}/events`, { type: 'trip.approvePricing' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Approve pricing is not available while this trip is pricing approved.');
    expect(await logged('trip', id)).toBe(before);
  });

  it('[MKT-041] a booking timeline is the admin’s only: anyone else is refused, an unknown booking is 404', async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    expect((await traveler.request('GET', `/api/admin/bookings/${ID}/timeline`)).status).toBe(403);
    expect((await admin.request('GET', `/api/admin/bookings/${crypto.randomUUID()}/timeline`)).status).toBe(404);
  });
});
