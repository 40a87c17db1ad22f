// The admin trip page's data (MKT-022, MKT-024) against a real database: the machine's answers match what the
// events route then does, every move lands in the timeline with who made it, and the timeline, bookings and payments
// are read a page at a time (issue 18).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, trips } from '../../db/schema/index.js';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';
import type { AdminTripBooking, AdminTripOverview, AdminTripPayment } from '../../views/admin-trip-overview.view.js';
import type { TimelineEntry } from '../../views/timeline.view.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const overview = async (id: string) => {
  const admin = await t.signedIn('admin@caravan.test');
  const res = await admin.request<AdminTripOverview>('GET', `/api/admin/trips/${id}/overview`);
  expect(res.status).toBe(200);
  return { admin, data: res.body.data as AdminTripOverview };
};
const action = (data: AdminTripOverview, type: string) => data.actions.find((a) => a.type === type);
type Lists = { timeline: TimelineEntry; bookings: AdminTripBooking; payments: AdminTripPayment };
/** Every item of one of the trip's lists, page after page of `limit`; `between` runs after the first page. */
async function readAll<L extends keyof Lists>(
  admin: TestClient,
  id: string,
  list: L,
  limit = 50,
  between?: () => Promise<unknown>,
): Promise<Lists[L][]> {
  const items: Lists[L][] = [];
  let cursor: string | null = null;
  do {
    const page: { status: number; body: { data?: { items: Lists[L][]; nextCursor: string | null } } } =
      await admin.request('GET', `/api/admin/trips/${id}/${list}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.status).toBe(200);
    expect(page.body.data?.items.length).toBeLessThanOrEqual(limit);
    items.push(...(page.body.data?.items ?? []));
    cursor = page.body.data?.nextCursor ?? null;
    if (items.length <= limit) await between?.();
  } while (cursor);
  return items;
}

describe('admin trip overview', () => {
  it('[MKT-022] the live trip: its bookings with customers and amounts, and their payments', async () => {
    const { admin, data } = await overview(DEMO_TRIP_IDS.live);
    expect(data.trip).toMatchObject({ id: DEMO_TRIP_IDS.live, status: 'live' });
    const mine = (await readAll(admin, DEMO_TRIP_IDS.live, 'bookings')).find(
      (b) => b.id === DEMO_BOOKING_IDS.travelerLive,
    );
    expect(mine).toMatchObject({ customerEmail: 'traveler@caravan.test', status: 'confirmed' });
    expect(mine?.dueAmount).toBeGreaterThan(0);
    const paid = await readAll(admin, DEMO_TRIP_IDS.live, 'payments');
    expect(paid.some((p) => p.orderId === mine?.orderId)).toBe(true);
  });

  it('[MKT-022] [MKT-024] bookings, payments and timeline page by cursor: every row once, in order, one added between reads included (issue 18)', async () => {
    const { admin } = await overview(DEMO_TRIP_IDS.live);
    const id = DEMO_TRIP_IDS.live;
    const bookingsWhole = await readAll(admin, id, 'bookings');
    expect(bookingsWhole.length).toBeGreaterThan(1);
    const orderIds = bookingsWhole.map((b) => b.orderId);
    expect(orderIds).toEqual([...orderIds].sort());
    const [template] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, DEMO_BOOKING_IDS.travelerLive));
    const { id: _id, orderId: _order, ...copy } = template as typeof bookings.$inferSelect;
    // A booking numbered after every other, made after the first page of one.
    const bookingsPaged = await readAll(admin, id, 'bookings', 1, () =>
      t.database.db.insert(bookings).values({ ...copy, orderId: 'ORD-ZZZZ-PAGE', status: 'cancelled' }),
    );
    expect(bookingsPaged.map((b) => b.orderId)).toEqual([...orderIds, 'ORD-ZZZZ-PAGE']);

    // Two payments of one microsecond-exact instant (the id breaks the tie), then one made later between reads.
    const at = new Date('2026-03-01T12:00:00.000Z');
    const payment = { bookingId: DEMO_BOOKING_IDS.travelerLive, type: 'credit-card', amount: 100, paidAt: at };
    await t.database.db.insert(payments).values([payment, payment]);
    const paymentsWhole = await readAll(admin, id, 'payments');
    const paymentsPaged = await readAll(admin, id, 'payments', 1, () =>
      t.database.db.insert(payments).values({ ...payment, paidAt: new Date('2099-01-01T00:00:00Z') }),
    );
    const paidIds = paymentsPaged.map((p) => p.id);
    expect(new Set(paidIds).size).toBe(paidIds.length);
    expect(paidIds.slice(0, -1)).toEqual(paymentsWhole.map((p) => p.id));
    expect(paymentsPaged.at(-1)?.paidAt).toBe('2099-01-01T00:00:00.000Z');

    const timelineWhole = await readAll(admin, id, 'timeline');
    expect((await readAll(admin, id, 'timeline', 1)).map((e) => e.id)).toEqual(timelineWhole.map((e) => e.id));
  });

  it('[MKT-022] each action carries the machine answer; a refused one says why, and the events route agrees', async () => {
    const { admin, data } = await overview(DEMO_TRIP_IDS.created);
    const refused = data.actions.filter((a) => !a.allowed);
    expect(refused.length).toBeGreaterThan(0);
    // Each refusal in the user's words (refusalCopy, MKT-045): never the engine's event names or guard names.
    for (const a of refused) expect(a.reason).not.toMatch(/not possible when|refused by|trip\.\w+|can[A-Z]\w+/);
    expect(action(data, 'trip.approve')?.reason).toMatch(/^Only the trip’s operator can approve/);
    const complete = action(data, 'trip.complete');
    expect(complete?.allowed).toBe(false);
    const res = await admin.request('POST', `/api/admin/trips/${DEMO_TRIP_IDS.created}/events`, {
      type: 'trip.complete',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(complete?.reason);
  });

  it('[MKT-024] an allowed action moves the trip and shows in the timeline with the admin as its author', async () => {
    const id = DEMO_TRIP_IDS.partnerApproved;
    const before = { ...(await overview(id)), timeline: [] as TimelineEntry[] };
    before.timeline = await readAll(before.admin, id, 'timeline');
    // Approving the pricing is the admin's move (the operator's approval of a created trip is not).
    expect(action(before.data, 'trip.approvePricing')).toEqual({
      type: 'trip.approvePricing',
      allowed: true,
      reason: null,
    });
    const moved = await before.admin.request('POST', `/api/admin/trips/${id}/events`, { type: 'trip.approvePricing' });
    expect(moved.status).toBe(200);
    const after = await overview(id);
    expect(after.data.trip.status).toBe('pricing-approved');
    const [timelineBefore, timelineAfter] = [before.timeline, await readAll(after.admin, id, 'timeline')];
    expect(timelineAfter.at(-1)).toMatchObject({
      event: 'trip.approvePricing',
      from: 'partner-approved',
      to: 'pricing-approved',
      by: 'admin@caravan.test',
    });
    expect(timelineAfter.length).toBe(timelineBefore.length + 1);
    expect(action(after.data, 'trip.approvePricing')?.allowed).toBe(false);
  });

  it("[TRP-007] an admin cancels with a provider reason; an automatic one is the scheduler's alone (409)", async () => {
    const id = DEMO_TRIP_IDS.hostApproved;
    const { admin, data } = await overview(id);
    expect(action(data, 'trip.cancel')?.allowed).toBe(true);
    const automatic = await admin.request('POST', `/api/admin/trips/${id}/events`, {
      type: 'trip.cancel',
      reason: 'automatic-launch-overdue',
    });
    expect(automatic.status).toBe(409);
    const cancelled = await admin.request('POST', `/api/admin/trips/${id}/events`, {
      type: 'trip.cancel',
      reason: 'provider-cancelled-force-majeure',
    });
    expect(cancelled.status).toBe(200);
    const [row] = await t.database.db.select().from(trips).where(eq(trips.id, id));
    expect(row).toMatchObject({ status: 'cancelled', internalCancellationReason: 'provider-cancelled-force-majeure' });
  });

  it('[TRP-007] a free-text reason is stored as the default reason, never refused by the database', async () => {
    const id = DEMO_TRIP_IDS.earlyConfirmed;
    const { admin } = await overview(id);
    const res = await admin.request('POST', `/api/admin/trips/${id}/events`, {
      type: 'trip.cancel',
      reason: 'The operator withdrew the departure',
    });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(trips).where(eq(trips.id, id));
    expect(row?.internalCancellationReason).toBe('default');
  });

  it('[MKT-022] only admins read it; an unknown trip is 404', async () => {
    const host = await t.signedIn('host@caravan.test');
    expect((await host.request('GET', `/api/admin/trips/${DEMO_TRIP_IDS.live}/overview`)).status).toBe(403);
    const admin = await t.signedIn('admin@caravan.test');
    const missing = await admin.request('GET', '/api/admin/trips/00000000-0000-4000-8000-000000000000/overview');
    expect(missing.status).toBe(404);
    for (const list of ['timeline', 'bookings', 'payments']) {
      expect((await host.request('GET', `/api/admin/trips/${DEMO_TRIP_IDS.live}/${list}`)).status).toBe(403);
      expect((await admin.request('GET', `/api/admin/trips/00000000-0000-4000-8000-000000000000/${list}`)).status).toBe(
        404,
      );
    }
  });
});
