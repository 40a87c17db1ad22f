// The payment schedule on the traveler's trip details (MKT-049), on the seeded database.
import type { MyTripDetails } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/index.js';
import { DEMO_BOOKING_IDS, DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../db/seed/demo-ids.js';
import { type TestApp, createTestApp } from '../../testing/test-app.js';

const LIVE = DEMO_TRIP_IDS.live;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
});
afterAll(() => t?.close());

const detailsOf = async (userId: string) => {
  const client = await t.sessionFor(userId);
  const res = await client.request<MyTripDetails>('GET', `/api/me/trips/${LIVE}`);
  expect(res.status).toBe(200);
  return res.body.data as MyTripDetails;
};

describe('GET /api/me/trips/{id} paymentSchedule', () => {
  // The seeded due date is the bookings deadline, 90 days out: the last day of the refundable window has passed by then,
  // so the scheduler's automaticPaymentDue would not take it, and the schedule says so (the traveler pays).
  it('[MKT-049] the seeded booking: paid, then its balance on its due date, which the traveler pays', async () => {
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, DEMO_BOOKING_IDS.travelerLive));
    if (!row) throw new Error('seeded booking missing');
    const d = await detailsOf(DEMO_USER_IDS.traveler);
    expect(row.dueAmount).toBeGreaterThan(0);
    expect(d.paymentSchedule).toEqual({
      total: row.paidAmount + row.dueAmount,
      paid: row.paidAmount,
      credit: 0,
      instalments: [{ dueOn: row.paymentDueDate, amount: row.dueAmount, automatic: false }],
    });
  });

  it('[MKT-049] a balance due inside the refundable window is taken automatically only with a card enrolled', async () => {
    const setBooking = (set: Partial<typeof bookings.$inferInsert>) =>
      t.database.db.update(bookings).set(set).where(eq(bookings.id, DEMO_BOOKING_IDS.travelerLive));
    await setBooking({ paymentDueDate: '2027-01-15', automaticPaymentStatus: 'active' });
    const enrolled = await detailsOf(DEMO_USER_IDS.traveler);
    expect(enrolled.paymentSchedule?.instalments).toEqual([
      { dueOn: '2027-01-15', amount: expect.any(Number), automatic: true },
    ]);
    await setBooking({ automaticPaymentStatus: null });
    const d = await detailsOf(DEMO_USER_IDS.traveler);
    expect(d.paymentSchedule?.instalments.map((i) => i.automatic)).toEqual([false]);
  });
});
