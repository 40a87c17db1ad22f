// The admin's cancel takes the fields its reason code requires (CXL-020) against a real database: a missing required
// field or a field the code refuses answers 400 and changes nothing; the entered fee, refund and voucher decide the
// money, and the cancellation's figures are recorded as the booking's cancellation request.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookingCancellationRequests, bookings, users } from '../../db/schema/index.js';
import { DEMO_BOOKING_IDS } from '../../db/seed/demo-ids.js';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.js';

let t: TestApp;
let admin: TestClient;
let adminId: string;
// A world per test: each cancellation writes, and no test may lean on another's leftovers.
beforeEach(async () => {
  t = await createTestApp({ liftRateLimits: true });
  admin = await t.signedIn('admin@caravan.test');
  const [row] = await t.database.db.select().from(users).where(eq(users.email, 'admin@caravan.test'));
  adminId = row?.id ?? '';
});
afterEach(() => t.close());

const ID = DEMO_BOOKING_IDS.travelerLive;
const bookingRow = async () => {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, ID));
  if (!row) throw new Error('no booking');
  return row;
};
const recorded = async () =>
  (
    await t.database.db.select().from(bookingCancellationRequests).where(eq(bookingCancellationRequests.bookingId, ID))
  )[0];
const cancel = (body: Record<string, unknown>) =>
  admin.request<{ paidAmount: number; creditAmount: number; dueAmount: number; status: string }>(
    'POST',
    `/api/admin/bookings/${ID}/cancel`,
    body,
  );

describe('admin cancel fields', () => {
  it('[CXL-020] a fee code without its fee is refused with the field errors, and the booking is unchanged', async () => {
    const before = await bookingRow();
    const res = await cancel({ reasonCode: '04', voucherCode: 'CXL-04' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields).toEqual({ feeAmount: 'Reason code 04 needs a fee.' });
    expect(await bookingRow()).toEqual(before);
    expect(await recorded()).toBeUndefined();
  });

  it('[CXL-020] a full-refund code refuses a fee, in the spec’s {payload} spelling too', async () => {
    const before = await bookingRow();
    for (const body of [{ reasonCode: '01', feeAmount: 5_000 }, { payload: { reasonCode: '01', feeAmount: 5_000 } }]) {
      const res = await cancel(body);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ feeAmount: 'Reason code 01 takes no fee.' });
    }
    expect(await bookingRow()).toEqual(before);
  });

  it('[CXL-020] code 04 with a fee and voucher cancels with that fee and credit, and records the voucher', async () => {
    const before = await bookingRow();
    expect(before.paidAmount).toBeGreaterThan(5_000);
    const res = await cancel({ payload: { reasonCode: '04', feeAmount: 5_000, voucherCode: '  CXL-04-ANA  ' } });
    expect(res.status).toBe(200);
    const row = await recorded();
    expect(row).toMatchObject({
      requestedBy: adminId,
      reason: 'confirmed, fee applied, credit down payment',
      reasonCode: '04',
      refundAmount: 0,
      feeAmount: 5_000,
      voucherCode: 'CXL-04-ANA',
    });
    expect(row?.tripCreditAmount).toBeGreaterThan(0);
    // Every figure adds up to what was paid; the credit is the booking's credit, and nothing is due.
    expect((row?.tripCreditAmount ?? 0) + (row?.feeAmount ?? 0) + (row?.forfeitedAmount ?? 0)).toBe(before.paidAmount);
    expect(res.body.data).toMatchObject({
      status: 'cancelled',
      paidAmount: before.paidAmount,
      creditAmount: row?.tripCreditAmount,
      dueAmount: 0,
    });
  });

  it('[CXL-020] code 13 refunds the refund amount entered to the cards, and forfeits the rest', async () => {
    const before = await bookingRow();
    const refundsBefore = t.payments.refunds.length;
    const missing = await cancel({ reasonCode: '13' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ refundAmount: 'Reason code 13 needs a refund amount.' });
    const res = await cancel({ reasonCode: '13', refundAmount: 2_500 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', paidAmount: before.paidAmount - 2_500, dueAmount: 0 });
    expect(t.payments.refunds.length - refundsBefore).toBeGreaterThan(0);
    expect(t.payments.refunds.slice(refundsBefore).reduce((n, r) => n + r.amountMinor, 0)).toBe(2_500);
    expect(await recorded()).toMatchObject({
      reasonCode: '13',
      refundAmount: 2_500,
      forfeitedAmount: before.paidAmount - 2_500,
      voucherCode: null,
    });
  });

  it('[CXL-020] a blank voucher code is refused by the body schema', async () => {
    const res = await cancel({ reasonCode: '05', voucherCode: '   ' });
    expect(res.status).toBe(400);
    expect((await bookingRow()).status).not.toBe('cancelled');
  });
});
