// The booking money summary (MKT-040): due and credit from total and paid; paid from the payment rows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceAfterCancellation, bookingMoney, bookingMoneyFromRows, paymentTotals } from './booking-money.rules.js';

describe('booking money', () => {
  it('[MKT-040] paid − refunds is the sum of the successful payment rows; failed rows move nothing', () => {
    expect(
      paymentTotals([
        { amount: 50_000, status: 'success' },
        { amount: -10_000, status: 'success' },
        { amount: 20_000, status: 'failed' },
      ]),
    ).toEqual({ charged: 50_000, refunded: 10_000, paid: 40_000 });
  });

  it('[MKT-040] due = total − paid; a payment beyond the total is credit, never a negative due', () => {
    expect(bookingMoney({ paid: 40_000, balance: 60_000 })).toMatchObject({ total: 100_000, due: 60_000, credit: 0 });
    expect(bookingMoney({ paid: 40_000, balance: -40_000 })).toMatchObject({ total: 0, due: 0, credit: 40_000 });
  });

  it('[MKT-040] for any rows and total: due − credit = total − paid, both non-negative, paid = charged − refunded', () => {
    const row = fc.record({
      amount: fc.integer({ min: -100_000, max: 100_000 }),
      status: fc.constantFrom('success', 'failed', 'pending'),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 12 }), fc.integer({ min: 0, max: 1_000_000 }), (rows, total) => {
        const m = bookingMoneyFromRows(total, rows);
        const sum = rows.filter((r) => r.status === 'success').reduce((n, r) => n + r.amount, 0);
        expect(m.paid).toBe(sum);
        expect(m.due - m.credit).toBe(total - m.paid);
        expect(m.due).toBeGreaterThanOrEqual(0);
        expect(m.credit).toBeGreaterThanOrEqual(0);
        expect(Math.min(m.due, m.credit)).toBe(0);
      }),
    );
  });

  it('[MKT-040] [MKT-039] a cancelled booking owes nothing, its trip credit reads as credit, and it costs paid − refund − credit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), fc.nat(), fc.nat(), (paid, r, c) => {
        const refund = r % (paid + 1);
        const tripCredit = c % (paid - refund + 1);
        const m = bookingMoney({ paid: paid - refund, balance: balanceAfterCancellation({ tripCredit }) });
        expect(m.due).toBe(0);
        expect(m.credit).toBe(tripCredit);
        expect(m.total).toBe(paid - refund - tripCredit);
      }),
    );
  });
});
