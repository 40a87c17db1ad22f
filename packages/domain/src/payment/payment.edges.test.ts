// Edges of the payment rules (issue 28 point 7): options when little or nothing is due, the custom amount's bounds,
// which option a screen preselects, and the flags each visibility rule reads.
import { describe, expect, it } from 'vitest';
import { bookingMoney, paymentTotals } from './booking-money.rules.js';
import {
  isAffirmOptionShown,
  isAutomaticPaymentApplicable,
  isPaymentHistoryShown,
  isPaymentOverdue,
  paymentOptionAmount,
  preselectedPaymentOption,
  validateCustomPaymentAmount,
} from './payment.rules.js';

describe('payment option amounts', () => {
  it('[PAY-006] with credit instead of a balance every option pays nothing, and a negative minimum pays nothing', () => {
    expect(paymentOptionAmount('full', { minimumDue: 50_000, dueAmount: -20_000 })).toBe(0);
    expect(paymentOptionAmount('minimum', { minimumDue: 50_000, dueAmount: -20_000 })).toBe(0);
    expect(paymentOptionAmount('minimum', { minimumDue: -5_000, dueAmount: 120_000 })).toBe(0);
    expect(paymentOptionAmount('custom', { minimumDue: 0, dueAmount: -20_000 })).toBe(0);
  });

  it('[PAY-007] a custom amount entered is the amount; with none it is $100.00, or the whole due when smaller', () => {
    expect(paymentOptionAmount('custom', { minimumDue: 0, dueAmount: 120_000, customAmount: 25_000 })).toBe(25_000);
    expect(paymentOptionAmount('custom', { minimumDue: 0, dueAmount: 6_000 })).toBe(6_000);
  });

  it('[PAY-007] below $100 due the custom minimum is the due itself; fractions of a cent are refused', () => {
    expect(validateCustomPaymentAmount(5_999, 6_000)).toEqual({ customAmount: 'Minimum payment is $60.00' });
    expect(validateCustomPaymentAmount(6_000, 6_000)).toEqual({});
    expect(validateCustomPaymentAmount(6_001, 6_000)).toEqual({ customAmount: 'Maximum payment is $60.00' });
    expect(validateCustomPaymentAmount(20_000.5, 120_000)).toEqual({ customAmount: 'Minimum payment is $100.00' });
    expect(validateCustomPaymentAmount(120_000, 120_000)).toEqual({});
    expect(validateCustomPaymentAmount(1, -500)).toEqual({ customAmount: 'Maximum payment is $0.00' });
  });
});

describe('preselected option', () => {
  it('[MKT-043] a minimum without an amount is preselected; a zero minimum gives way to full, else to the first offered', () => {
    expect(preselectedPaymentOption([{ type: 'full', amount: 500 }, { type: 'minimum' }])).toBe('minimum');
    expect(preselectedPaymentOption([{ type: 'custom' }, { type: 'minimum', amount: 0 }])).toBe('custom');
    expect(preselectedPaymentOption([{ type: 'custom' }, { type: 'full', amount: 500 }])).toBe('full');
    expect(
      preselectedPaymentOption([
        { type: 'minimum', amount: 1 },
        { type: 'full', amount: 500 },
      ]),
    ).toBe('minimum');
  });
});

describe('visibility flags', () => {
  it('[PAY-008] Affirm is not shown without a country', () => {
    expect(isAffirmOptionShown({ countryCode: null, canPayWithAffirm: true })).toBe(false);
  });

  it('[PAY-009] automatic payment applies from one cent due, and not when its status is missing', () => {
    const base = {
      dueAmount: 1,
      automaticPayment: { status: 'active' },
      isPendingCancellation: false,
      tripStartDate: '2026-09-01',
    };
    expect(isAutomaticPaymentApplicable(base, '2026-05-01')).toBe(true);
    expect(isAutomaticPaymentApplicable({ ...base, automaticPayment: null }, '2026-05-01')).toBe(false);
    expect(isAutomaticPaymentApplicable({ ...base, automaticPayment: { status: null } }, '2026-05-01')).toBe(false);
    expect(isAutomaticPaymentApplicable({ ...base, automaticPayment: {} }, '2026-05-01')).toBe(false);
  });

  it('[PAY-018] one cent due after the due date is overdue; credit is never overdue', () => {
    expect(isPaymentOverdue({ dueAmount: 1, paymentDueDate: '2025-03-05' }, '2025-03-06')).toBe(true);
    expect(isPaymentOverdue({ dueAmount: -100, paymentDueDate: '2025-03-05' }, '2025-03-06')).toBe(false);
  });

  it('[PAY-015] a traveler of unknown type sees no payment history', () => {
    expect(
      isPaymentHistoryShown({
        travelerType: undefined,
        tripStatus: 'live',
        bookingStatus: 'confirmed',
        paymentsCount: 3,
      }),
    ).toBe(false);
  });
});

describe('booking money edges', () => {
  it('[MKT-040] refunded is shown as given, 0 when not read; no rows add up to nothing', () => {
    expect(bookingMoney({ paid: 40_000, balance: 10_000, refunded: 5_000 })).toEqual({
      total: 50_000,
      paid: 40_000,
      refunded: 5_000,
      due: 10_000,
      credit: 0,
      balance: 10_000,
    });
    expect(bookingMoney({ paid: 40_000, balance: 0 })).toEqual({
      total: 40_000,
      paid: 40_000,
      refunded: 0,
      due: 0,
      credit: 0,
      balance: 0,
    });
    expect(paymentTotals([])).toEqual({ charged: 0, refunded: 0, paid: 0 });
    expect(paymentTotals([{ amount: 7_000, status: 'pending' }])).toEqual({ charged: 0, refunded: 0, paid: 0 });
  });
});
