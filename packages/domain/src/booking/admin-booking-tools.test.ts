// The admin's booking money rules: a refund never above what was paid, a discount never above what is due.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../shared/statuses.js';
import { CANCELLATION_REASON_CODE_LIST } from '../cancellation/cancellation.constants.js';
import { bookingMoney } from '../payment/booking-money.rules.js';
import {
  adminBookingErrorText,
  adminCancellationMoney,
  adminDiscountProblem,
  adminRefundProblem,
  adminReinstatedTotal,
  bookingHoldsSpots,
} from './admin-booking-tools.rules.js';

describe('admin booking tools', () => {
  it('[MKT-023] a refund is allowed exactly from 1 up to what was paid', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100_000 }), fc.integer({ min: 0, max: 50_000 }), (amount, paid) => {
        const ok = adminRefundProblem(amount, { paidAmount: paid }) === null;
        expect(ok).toBe(amount >= 1 && amount <= paid);
      }),
    );
    expect(adminRefundProblem(101, { paidAmount: 100 })).toBe('A refund cannot be more than was paid.');
    expect(adminRefundProblem(1.5, { paidAmount: 100 })).toBe('Refund a positive amount.');
  });

  it('[MKT-023] a discount is allowed exactly from 1 up to what is still due', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100_000 }), fc.integer({ min: 0, max: 50_000 }), (amount, due) => {
        expect(adminDiscountProblem(amount, { dueAmount: due }) === null).toBe(amount >= 1 && amount <= due);
      }),
    );
  });

  it('[MKT-023] a refund or discount of nothing is refused, and each refusal is worded for what went wrong', () => {
    expect(adminRefundProblem(0, { paidAmount: 100 })).toBe('Refund a positive amount.');
    expect(adminRefundProblem(100, { paidAmount: 100 })).toBeNull();
    expect(adminRefundProblem(101, { paidAmount: 100 })).toBe('A refund cannot be more than was paid.');
    expect(adminDiscountProblem(0, { dueAmount: 100 })).toBe('Discount a positive amount.');
    expect(adminDiscountProblem(100, { dueAmount: 100 })).toBeNull();
    expect(adminDiscountProblem(101, { dueAmount: 100 })).toBe('A discount cannot be more than is still due.');
  });

  it('[HER-001] an admin booking call failure reads its error with the code, or alone without one', () => {
    expect(adminBookingErrorText({ message: 'Spots are sold out', code: 'SOLD_OUT' })).toBe(
      'Spots are sold out (SOLD_OUT)',
    );
    expect(adminBookingErrorText({ message: 'Spots are sold out' })).toBe('Spots are sold out');
  });

  it('[MKT-023] pending and confirmed bookings hold spots; the others do not', () => {
    expect(BOOKING_STATUSES.filter(bookingHoldsSpots)).toEqual(['pending', 'confirmed']);
  });

  it('[MKT-040] [CXL-011] cancelling with 12 (confirmed, full refund) refunds all paid and leaves nothing due', () => {
    const m = adminCancellationMoney({ reasonCode: '12', paid: 91_418, total: 787_118, downPayment: 50_000 });
    expect(m).toEqual({ refund: 91_418, credit: 0, fee: 0, forfeited: 0, totalAfter: 0 });
    expect(bookingMoney({ paid: 91_418 - m.refund, balance: m.totalAfter - (91_418 - m.refund) })).toMatchObject({
      due: 0,
      credit: 0,
    });
  });

  it('[MKT-040] [CXL-010] a forfeit keeps what was paid; [CXL-009] credit in full holds it as the traveler’s credit', () => {
    expect(adminCancellationMoney({ reasonCode: '11', paid: 40_000, total: 100_000, downPayment: 10_000 })).toEqual({
      refund: 0,
      credit: 0,
      fee: 0,
      forfeited: 40_000,
      totalAfter: 40_000,
    });
    const credit = adminCancellationMoney({ reasonCode: '09', paid: 40_000, total: 100_000, downPayment: 10_000 });
    expect(
      bookingMoney({ paid: 40_000 - credit.refund, balance: credit.totalAfter - (40_000 - credit.refund) }),
    ).toMatchObject({
      due: 0,
      credit: 40_000,
    });
  });

  it('[MKT-040] [CXL-010] money paid above the price is refunded even on a forfeit: only the price is kept', () => {
    // 120,000 paid on a 100,000 booking: 20,000 is the traveler's credit, never the forfeit's.
    expect(
      adminCancellationMoney({ reasonCode: '11', paid: 120_000, total: 100_000, downPayment: 10_000 }),
    ).toMatchObject({
      refund: 20_000,
      forfeited: 100_000,
    });
  });

  it('[MKT-040] [CXL-020] a fee code keeps the entered fee and credits under the voucher; 13 refunds what was entered', () => {
    const input = { paid: 40_000, total: 100_000, downPayment: 10_000 };
    expect(adminCancellationMoney({ ...input, reasonCode: '04', feeAmount: 5_000, voucherCode: 'CXL-7' })).toEqual({
      refund: 0,
      credit: 10_000,
      fee: 5_000,
      forfeited: 25_000,
      voucherCode: 'CXL-7',
      totalAfter: 30_000,
    });
    expect(adminCancellationMoney({ ...input, reasonCode: '13', refundAmount: 15_000 })).toMatchObject({
      refund: 15_000,
      forfeited: 25_000,
      totalAfter: 25_000,
    });
  });

  it('[MKT-040] every reason code: never more than paid back, nothing due after, credit as the calculator gives', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CANCELLATION_REASON_CODE_LIST),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 600_000 }),
        (reasonCode, paid, total, downPayment, entered) => {
          const m = adminCancellationMoney({
            reasonCode,
            paid,
            total,
            downPayment,
            feeAmount: entered,
            refundAmount: entered,
            voucherCode: 'V',
          });
          expect(m.refund + m.credit + m.fee + m.forfeited).toBe(paid);
          const after = bookingMoney({ paid: paid - m.refund, balance: m.totalAfter - (paid - m.refund) });
          expect(after.due).toBe(0);
          expect(after.credit).toBe(m.credit);
        },
      ),
    );
  });

  it('[MKT-023] a reinstated booking costs what it cost before its cancellation', () => {
    expect(adminReinstatedTotal({ totalBeforeCancel: 787_118, total: 0 })).toBe(787_118);
    expect(adminReinstatedTotal({ totalBeforeCancel: null, total: 5_000 })).toBe(5_000);
  });
});
