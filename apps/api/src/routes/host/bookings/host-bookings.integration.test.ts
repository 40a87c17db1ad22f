// The host's Bookings tab API (HBK-001): the read with its groups and labels, confirm and reject through the booking
// machine with the spot cap, auto-confirm, the travelers' e-mails, and who reaches which trip.
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookings, transitionsLog, trips } from '../../../db/schema/index.js';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../../db/seed/demo-ids.js';
import { HOST_BOOKINGS_PENDING_GUESTS } from '../../../db/seed/host-bookings.js';
import { type TestApp, type TestClient, createTestApp } from '../../../testing/test-app.js';
import type { HostBookingOrderView, HostBookingsView } from '../../../views/host-bookings.view.js';

const EARLY = DEMO_TRIP_IDS.earlyConfirmed;
const FULL = DEMO_TRIP_IDS.confirmed;
const [MILA, NOAH, OLGA] = HOST_BOOKINGS_PENDING_GUESTS;
const path = (tripId: string, tail = '') => `/api/me/host/trips/${tripId}/bookings${tail}`;
type OrderPage = { items: HostBookingOrderView[]; nextCursor: string | null };

let t: TestApp;
let host: TestClient;
let admin: TestClient;
const db = () => t.database.db;
const outbox = async () =>
  (await admin.request<{ items: { to: string; subject: string }[] }>('GET', '/api/admin/outbox?limit=200')).body.data
    ?.items ?? [];
/** Every order of one table, page after page of `limit`, each page checked to hold at most `limit`. */
const tableOf = async (tripId: string, table: 'travelers' | 'waitlist', limit = 50) => {
  const orders: HostBookingOrderView[] = [];
  let cursor: string | null = null;
  do {
    const page: { status: number; body: { data?: OrderPage } } = await host.request<OrderPage>(
      'GET',
      path(tripId, `/${table}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`),
    );
    expect(page.status).toBe(200);
    expect(page.body.data?.items.length).toBeLessThanOrEqual(limit);
    orders.push(...(page.body.data?.items ?? []));
    cursor = page.body.data?.nextCursor ?? null;
  } while (cursor);
  return orders;
};
const statusOf = async (id: string) =>
  (await db().select({ s: bookings.status, h: bookings.cancelledByHost }).from(bookings).where(eq(bookings.id, id)))[0];

// The tests confirm, reject and add orders on the same seeded trips: each gets its own world.
beforeEach(async () => {
  t = await createTestApp({ liftRateLimits: true });
  [host, admin] = await Promise.all([t.sessionFor(DEMO_USER_IDS.host), t.sessionFor(DEMO_USER_IDS.admin)]);
});
afterEach(() => t?.close());

describe('GET /api/me/host/trips/{id}/bookings', () => {
  it('[HBK-002] [HBK-004] [HBK-018] [HBK-020] [HBK-021] [HBK-022] the tab: count cards, travelers with payment labels', async () => {
    const res = await host.request<HostBookingsView>('GET', path(EARLY));
    expect(res.status).toBe(200);
    const view = res.body.data as HostBookingsView;
    expect(view.counts.map((c) => c.label)).toEqual(['Pending', 'Waitlisted', 'Confirmed']);
    expect(view.counts.find((c) => c.key === 'pending')?.count).toBe(4); // traveler@ and the three seeded guests
    const travelers = await tableOf(EARLY, 'travelers');
    expect(travelers.every((o) => o.status === 'pending' || o.status === 'confirmed')).toBe(true);
    const byEmail = new Map(travelers.map((o) => [o.traveler.email, o]));
    expect(byEmail.get(MILA?.email ?? '')?.paymentLabel).toBe('Partial');
    expect(byEmail.get(NOAH?.email ?? '')?.paymentLabel).toBe('Unpaid');
    expect(byEmail.get(NOAH?.email ?? '')?.selectable).toBe(true);
    const confirmed = travelers.filter((o) => o.status === 'confirmed');
    expect(confirmed.length).toBeGreaterThan(0);
    expect(confirmed.every((o) => !o.selectable)).toBe(true);
  });

  it('[HBK-019] [HBK-023] the waitlist lists waitlisted orders with no payment label, rejected last', async () => {
    await db()
      .insert(bookings)
      .values({
        orderId: 'ORD-TEST-REJ',
        tripId: FULL,
        customerId: (await db().select().from(bookings).where(eq(bookings.id, DEMO_BOOKING_IDS.traveler2Waitlist)))[0]
          ?.customerId as string,
        status: 'waitlist',
        cancelledByHost: true,
        travelAmount: 0,
        dueAmount: 0,
        createdAt: new Date('2026-01-01T00:00:00Z'),
      });
    const waitlist = await tableOf(FULL, 'waitlist');
    expect(waitlist.map((o) => o.displayLabel)).toEqual(['Waitlisted', 'Rejected']);
    expect(waitlist.every((o) => o.paymentLabel === null)).toBe(true);
    // Read one order a page: the same orders, rejected still last.
    expect((await tableOf(FULL, 'waitlist', 1)).map((o) => o.bookingId)).toEqual(waitlist.map((o) => o.bookingId));
  });

  it('[HBK-018] [HBK-019] each table is read by cursor: every order once, oldest first, one added between reads included (issue 18)', async () => {
    const customerId = (
      await db().select().from(bookings).where(eq(bookings.id, DEMO_BOOKING_IDS.traveler2Waitlist))
    )[0]?.customerId as string;
    const order = (orderId: string, status: string, createdAt: Date, cancelledByHost = false) => ({
      orderId,
      tripId: FULL,
      customerId,
      status,
      cancelledByHost,
      travelAmount: 0,
      dueAmount: 0,
      createdAt,
    });
    // Two waitlisted orders of one instant (the id breaks the tie) and a rejected one older than both.
    const at = new Date('2026-02-01T00:00:00Z');
    await db()
      .insert(bookings)
      .values([
        order('ORD-PAGE-A', 'waitlist', at),
        order('ORD-PAGE-B', 'awaiting', at),
        order('ORD-PAGE-R', 'waitlist', new Date('2025-01-01T00:00:00Z'), true),
      ]);
    const whole = await tableOf(FULL, 'waitlist');
    const paged: HostBookingOrderView[] = [];
    let cursor: string | null = null;
    let late = false;
    do {
      const page: { body: { data?: OrderPage } } = await host.request<OrderPage>(
        'GET',
        path(FULL, `/waitlist?limit=1${cursor ? `&cursor=${cursor}` : ''}`),
      );
      paged.push(...(page.body.data?.items ?? []));
      cursor = page.body.data?.nextCursor ?? null;
      if (!late) {
        // A new waitlisted order after the first page: newest of the ones not rejected, so before the rejected ones.
        await db()
          .insert(bookings)
          .values(order('ORD-PAGE-LATE', 'waitlist', new Date('2099-01-01T00:00:00Z')));
        late = true;
      }
    } while (cursor);
    const ids = paged.map((o) => o.orderId);
    expect(new Set(ids).size).toBe(ids.length);
    const kept = whole.filter((o) => !o.cancelledByHost).map((o) => o.orderId);
    const rejected = whole.filter((o) => o.cancelledByHost).map((o) => o.orderId);
    expect(rejected).toEqual(['ORD-PAGE-R']);
    expect(kept).toEqual(expect.arrayContaining(['ORD-PAGE-A', 'ORD-PAGE-B']));
    expect(ids).toEqual([...kept, 'ORD-PAGE-LATE', ...rejected]);
    // The travelers table pages the same way: one order a page reads what one page of 50 does.
    const travelers = await tableOf(FULL, 'travelers');
    expect((await tableOf(FULL, 'travelers', 1)).map((o) => o.bookingId)).toEqual(travelers.map((o) => o.bookingId));
    expect(travelers.length).toBeGreaterThan(1);
  });

  it("[HBK-001] another host's trip answers 404; a co-host reads it but may not decide (403); a traveler 403", async () => {
    const host2 = await t.signedIn('host2@caravan.test');
    expect((await host2.request('GET', path(EARLY))).status).toBe(404);
    expect((await host2.request('POST', path(EARLY, '/confirm'), { bookingIds: [NOAH?.bookingId] })).status).toBe(404);
    expect((await host2.request('PATCH', path(EARLY, '/auto-confirm'), { enabled: true })).status).toBe(404);
    const cohost = await t.signedIn('cohost@caravan.test');
    expect((await cohost.request('GET', path(EARLY))).status).toBe(200);
    expect((await cohost.request('POST', path(EARLY, '/reject'), { bookingIds: [NOAH?.bookingId] })).status).toBe(403);
    const traveler = await t.signedIn('traveler@caravan.test');
    expect((await traveler.request('GET', path(EARLY))).status).toBe(403);
    expect((await statusOf(NOAH?.bookingId ?? ''))?.s).toBe('pending');
  });
});

describe('confirm, reject and auto-confirm', () => {
  it('[HBK-001] [HBK-026] confirming two pending orders moves both by the machine and e-mails each traveler', async () => {
    const ids = [MILA?.bookingId, NOAH?.bookingId] as string[];
    const res = await host.request<HostBookingsView>('POST', path(EARLY, '/confirm'), { bookingIds: ids });
    expect(res.status).toBe(200);
    for (const id of ids) expect((await statusOf(id))?.s).toBe('confirmed');
    const logs = await db().select().from(transitionsLog).where(eq(transitionsLog.event, 'booking.confirm'));
    expect(logs.filter((l) => ids.includes(l.resourceId))).toHaveLength(2);
    const mails = await outbox();
    for (const g of [MILA, NOAH])
      expect(mails.some((m) => m.to === g?.email && m.subject.includes('is confirmed'))).toBe(true);
  });

  it('[HBK-001] [HBK-029] rejecting a pending order cancels it as rejected, frees its spot and e-mails the traveler', async () => {
    const before = (await db().select().from(trips).where(eq(trips.id, EARLY)))[0]?.spotsTaken ?? 0;
    const res = await host.request('POST', path(EARLY, '/reject'), { bookingIds: [OLGA?.bookingId] });
    expect(res.status).toBe(200);
    expect(await statusOf(OLGA?.bookingId ?? '')).toEqual({ s: 'cancelled', h: true });
    expect((await db().select().from(trips).where(eq(trips.id, EARLY)))[0]?.spotsTaken).toBe(before - 1);
    expect((await outbox()).some((m) => m.to === OLGA?.email && m.subject.includes('declined'))).toBe(true);
  });

  it('[HBK-024] a confirmed order cannot be confirmed again: 409, nothing moves, no e-mail', async () => {
    const first = await host.request('POST', path(EARLY, '/confirm'), { bookingIds: [MILA?.bookingId] });
    expect(first.status).toBe(200);
    const sent = (await outbox()).length;
    const res = await host.request('POST', path(EARLY, '/confirm'), { bookingIds: [MILA?.bookingId] });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('HOST_BOOKING_REFUSED');
    expect((await outbox()).length).toBe(sent);
  });

  it('[HBK-001] confirming more spots than the trip has left is refused and nothing is confirmed', async () => {
    // Two seeded guests confirmed and one rejected (its spot freed), so the trip can be cut to one spot left to
    // confirm without going under the spots already taken; the two orders selected below need more.
    expect(
      (await host.request('POST', path(EARLY, '/confirm'), { bookingIds: [MILA?.bookingId, NOAH?.bookingId] })).status,
    ).toBe(200);
    expect((await host.request('POST', path(EARLY, '/reject'), { bookingIds: [OLGA?.bookingId] })).status).toBe(200);
    const [confirmed] = await db()
      .select({ n: sql<number>`coalesce(sum(${bookings.totalSpotsBooked}), 0)::int` })
      .from(bookings)
      .where(and(eq(bookings.tripId, EARLY), eq(bookings.status, 'confirmed')));
    await db()
      .update(trips)
      .set({ maximumSpots: Number(confirmed?.n ?? 0) + 1 })
      .where(eq(trips.id, EARLY));
    const extra = (
      await db()
        .insert(bookings)
        .values({
          orderId: 'ORD-TEST-OVER',
          tripId: EARLY,
          customerId: (
            await db().select().from(bookings).where(eq(bookings.id, DEMO_BOOKING_IDS.travelerPending))
          )[0]?.customerId as string,
          status: 'pending',
          travelAmount: 0,
          dueAmount: 0,
        })
        .returning()
    )[0]?.id as string;
    const res = await host.request('POST', path(EARLY, '/confirm'), {
      bookingIds: [DEMO_BOOKING_IDS.travelerPending, extra],
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('HOST_BOOKING_SPOTS_UNAVAILABLE');
    expect((await statusOf(DEMO_BOOKING_IDS.travelerPending))?.s).toBe('pending');
    expect((await statusOf(extra))?.s).toBe('pending');
  });

  it('[HBK-001] [HBK-032] the auto-confirm toggle is stored and read back', async () => {
    const on = await host.request<HostBookingsView>('PATCH', path(EARLY, '/auto-confirm'), { enabled: true });
    expect(on.status).toBe(200);
    expect(on.body.data?.autoConfirm).toMatchObject({ on: true, stored: true });
    const off = await host.request<HostBookingsView>('PATCH', path(EARLY, '/auto-confirm'), { enabled: false });
    expect(off.body.data?.autoConfirm.stored).toBe(false);
    expect((await db().select().from(trips).where(eq(trips.id, EARLY)))[0]?.bookingAutoConfirmation).toBe(false);
  });
});
