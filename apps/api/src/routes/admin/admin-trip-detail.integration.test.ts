// The admin trip page's data (MKT-022, MKT-024) against a real database: the machine's answers match what the
// events route then does, and every move lands in the timeline with who made it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../db/schema/index.js';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import type { AdminTripOverview } from '../../views/admin-trip-overview.view.js';

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

describe('admin trip overview', () => {
  it('[MKT-022] the live trip: its bookings with customers and amounts, and their payments', async () => {
    const { data } = await overview(DEMO_TRIP_IDS.live);
    expect(data.trip).toMatchObject({ id: DEMO_TRIP_IDS.live, status: 'live' });
    const mine = data.bookings.find((b) => b.id === DEMO_BOOKING_IDS.travelerLive);
    expect(mine).toMatchObject({ customerEmail: 'traveler@caravan.test', status: 'confirmed' });
    expect(mine?.dueAmount).toBeGreaterThan(0);
    expect(data.payments.some((p) => p.orderId === mine?.orderId)).toBe(true);
  });

  it('[MKT-022] each action carries the machine answer; a refused one says why, and the events route agrees', async () => {
    const { admin, data } = await overview(DEMO_TRIP_IDS.created);
    const refused = data.actions.filter((a) => !a.allowed);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) expect(a.reason).toMatch(/not (allowed|possible)/);
    expect(action(data, 'trip.approve')?.reason).toMatch(/canApprove/);
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
    const before = await overview(id);
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
    expect(after.data.timeline.at(-1)).toMatchObject({
      event: 'trip.approvePricing',
      from: 'partner-approved',
      to: 'pricing-approved',
      by: 'admin@caravan.test',
    });
    expect(after.data.timeline.length).toBe(before.data.timeline.length + 1);
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
  });
});
