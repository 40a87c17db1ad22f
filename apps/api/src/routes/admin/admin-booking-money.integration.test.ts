// Figures that add up (MKT-040, MKT-041) against a real database: random sequences of payments, discounts, refunds,
// cancellations and reinstatements through the real routes; after each step the stored rows, the admin's, the host's
// and the traveler's figures agree, and the booking's timeline grew by one entry exactly when the step was accepted.
import { CANCELLATION_REASON_CODE_LIST, cancellationRequiredInputs, type TravelerBooking } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, transitionsLog } from '../../db/schema/index.js';
import { DEMO_BOOKING_IDS } from '../../db/seed/demo-ids.js';
import { createTestApp, idem, type TestApp, type TestClient } from '../../testing/test-app.js';

let t: TestApp;
let admin: TestClient;
let host: TestClient;
let traveler: TestClient;
const ID = DEMO_BOOKING_IDS.travelerLive;
let tripId = '';

beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  admin = await t.signedIn('admin@caravan.test');
  host = await t.signedIn('host@caravan.test');
  traveler = await t.signedIn('traveler@caravan.test');
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, ID));
  tripId = row?.tripId ?? '';
});
afterAll(() => t.close());

type Step =
  | { kind: 'pay'; amount: number }
  | { kind: 'refund'; amount: number }
  | { kind: 'discount'; amount: number }
  | { kind: 'cancel'; reasonCode: (typeof CANCELLATION_REASON_CODE_LIST)[number]; entered: number }
  | { kind: 'reinstate'; status: 'pending' | 'confirmed' }
  | { kind: 'travelerCancel' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('pay' as const), amount: fc.integer({ min: 5_000, max: 60_000 }) }),
  fc.record({ kind: fc.constant('refund' as const), amount: fc.integer({ min: 1, max: 80_000 }) }),
  fc.record({ kind: fc.constant('discount' as const), amount: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({
    kind: fc.constant('cancel' as const),
    reasonCode: fc.constantFrom(...CANCELLATION_REASON_CODE_LIST),
    entered: fc.integer({ min: 0, max: 80_000 }),
  }),
  fc.record({
    kind: fc.constant('reinstate' as const),
    status: fc.constantFrom('pending' as const, 'confirmed' as const),
  }),
  fc.constant({ kind: 'travelerCancel' as const }),
);

interface RefundMethod {
  description: string;
  refundAmount: { refund: number; tripCredit: number };
}

/**
 * The traveler cancels with the first refund method offered (issue 25): once accepted, nothing more is due and the trip
 * credit reads as credit to the admin, the same figures every audience reads (checkFigures).
 */
async function travelerCancel(): Promise<{ status: number; body: unknown }> {
  const details = await traveler.request<{ refundMethods: RefundMethod[] }>('GET', `/api/me/trips/${tripId}`);
  const method = details.body.data?.refundMethods[0];
  const res = await traveler.request<{ cancellation: { tripCreditAmount: number } }>(
    'POST',
    `/api/me/bookings/${ID}/cancel`,
    {
      reason: 'Change of plans',
      ...(method
        ? {
            refundMethodDescription: method.description,
            refundAmount: method.refundAmount.refund,
            tripCreditAmount: method.refundAmount.tripCredit,
          }
        : {}),
    },
  );
  if (res.status < 300) {
    const rows = await admin.request<{ items: { id: string; dueAmount: number; creditAmount: number }[] }>(
      'GET',
      `/api/admin/trips/${tripId}/bookings?limit=200`,
    );
    expect(rows.body.data?.items.find((b) => b.id === ID)).toMatchObject({
      dueAmount: 0,
      creditAmount: res.body.data?.cancellation.tripCreditAmount,
    });
  }
  return res;
}

/** A cancel step's body: the fields its reason code requires (CXL-020), the fee or refund `entered`, a voucher. */
const cancelBody = (s: Extract<Step, { kind: 'cancel' }>) =>
  Object.fromEntries([
    ['reasonCode', s.reasonCode],
    ...cancellationRequiredInputs(s.reasonCode).map((f) => [f, f === 'voucherCode' ? 'CXL-PROP' : s.entered]),
  ]);

/** Sends one step through its real route; answers whether it was accepted (a refusal is a 4xx, never a 500). */
async function run(s: Step): Promise<boolean> {
  const res =
    s.kind === 'pay'
      ? await traveler.request(
          'POST',
          `/api/me/bookings/${ID}/payments`,
          { paymentOptionType: 'custom', paymentAmount: s.amount, cardToken: 'tok_visa' },
          idem(),
        )
      : s.kind === 'refund' || s.kind === 'discount'
        ? await admin.request('POST', `/api/admin/bookings/${ID}/${s.kind}`, { amount: s.amount }, idem())
        : s.kind === 'cancel'
          ? await admin.request('POST', `/api/admin/bookings/${ID}/cancel`, cancelBody(s))
          : s.kind === 'travelerCancel'
            ? await travelerCancel()
            : await admin.request('POST', `/api/admin/bookings/${ID}/reinstate`, { status: s.status });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  return res.status < 300;
}

const entries = async () =>
  (
    await t.database.db
      .select({ id: transitionsLog.id })
      .from(transitionsLog)
      .where(and(eq(transitionsLog.resource, 'booking'), eq(transitionsLog.resourceId, ID)))
  ).length;

type Figures = { total: number; paid: number; due: number; credit: number };

/** The stored rows and every audience's view of the booking agree (MKT-040). */
async function checkFigures() {
  const db = t.database.db;
  const [row] = await db.select().from(bookings).where(eq(bookings.id, ID));
  if (!row) throw new Error('no booking');
  const rows = await db.select().from(payments).where(eq(payments.bookingId, ID));
  const sum = rows.filter((p) => p.status === 'success').reduce((n, p) => n + p.amount, 0);
  const refunds = rows.filter((p) => p.status === 'success' && p.amount < 0).reduce((n, p) => n - p.amount, 0);
  const charges = rows.filter((p) => p.status === 'success' && p.amount > 0).reduce((n, p) => n + p.amount, 0);
  expect(charges - refunds).toBe(sum);
  expect(row.paidAmount).toBe(sum);
  const total = row.paidAmount + row.dueAmount;

  const adminRows = await admin.request<{ items: (Figures & Record<string, number | string>)[] }>(
    'GET',
    `/api/admin/trips/${tripId}/bookings?limit=200`,
  );
  const a = adminRows.body.data?.items.find((b) => b.id === ID);
  expect(a).toMatchObject({ totalAmount: total, paidAmount: sum, refundedAmount: refunds });
  const adminDue = Number(a?.dueAmount);
  const adminCredit = Number(a?.creditAmount);
  expect(adminDue - adminCredit).toBe(total - sum);
  expect(Math.min(adminDue, adminCredit)).toBe(0);

  const mine = await traveler.request<TravelerBooking[]>('GET', `/api/me/trips/${tripId}/bookings`);
  const tv = mine.body.data?.find((b) => b._id === ID);
  if (tv) {
    expect(tv.paidAmount).toBe(sum);
    expect(tv.paidAmount + tv.dueAmount).toBe(total);
    expect(Math.max(tv.dueAmount, 0)).toBe(adminDue);
  }

  for (const table of ['travelers', 'waitlist']) {
    const page = await host.request<{
      items: { bookingId: string; totalAmount: number; paidAmount: number; dueAmount: number }[];
    }>('GET', `/api/me/host/trips/${tripId}/bookings/${table}?limit=200`);
    const h = page.body.data?.items.find((o) => o.bookingId === ID);
    if (!h) continue;
    expect(h.totalAmount).toBe(total);
    expect(h.paidAmount).toBe(sum);
    expect(Math.max(h.dueAmount, 0)).toBe(adminDue);
  }
}

describe('booking money after every step', () => {
  it('[MKT-040] [MKT-041] [MKT-039] random payments, discounts, refunds, traveler and admin cancellations and reinstatements: figures agree everywhere, one timeline entry per accepted step', async () => {
    await checkFigures();
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
        for (const s of steps) {
          const before = await entries();
          const ok = await run(s);
          if (ok) accepted++;
          expect(await entries()).toBe(before + (ok ? 1 : 0));
          await checkFigures();
        }
      }),
      { numRuns: 15 },
    );
    // The sequences moved money, not only met refusals.
    expect(accepted).toBeGreaterThan(5);
  }, 600_000);
});
