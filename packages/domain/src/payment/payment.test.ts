// Tests of the payment entity and payment rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/dates.js';
import { PAYMENT_OVERDUE_MESSAGE, PAYMENT_TYPES } from './payment.constants.js';
import {
  checkoutPaymentOptions,
  formatPaymentDate,
  formatPaymentDueDate,
  isAffirmOptionShown,
  isAutomaticPaymentApplicable,
  isPaymentHistoryShown,
  isPaymentOverdue,
  isPaymentSuccessful,
  isWithinRefundableWindow,
  paymentOptionAmount,
  paymentRowLabel,
  preselectedPaymentOption,
  shouldRedirectFromPayBalance,
  validateCustomPaymentAmount,
} from './payment.rules.js';
import { paymentSchema, paymentTypeSchema } from './payment.schema.js';

describe('payment entity', () => {
  it('[PAY-001] a payment has _id, type, amount, date, status and an automatic flag', () => {
    const p = paymentSchema.parse({
      _id: 'pay1',
      type: 'credit_card',
      amount: 25000,
      date: '2025-03-01T10:00:00Z',
      status: 'success',
      automatic: true,
    });
    expect(p).toEqual({
      _id: 'pay1',
      type: 'credit-card',
      amount: 25000,
      currency: 'USD',
      date: new Date('2025-03-01T10:00:00Z'),
      status: 'success',
      automatic: true,
    });
    expect(paymentSchema.parse({ _id: 'p', type: 'payment-intent', amount: 1, date: '2025-01-01' }).automatic).toBe(
      false,
    );
    expect(paymentSchema.safeParse({ _id: 'p', type: 'cash', amount: 1, date: '2025-01-01' }).success).toBe(false);
  });

  it('[PAY-002] payment types include credit card and payment intent', () => {
    for (const value of ['credit-card', 'payment-intent']) expect(paymentTypeSchema.parse(value)).toBe(value);
    expect(paymentTypeSchema.parse('PAYMENT_INTENT')).toBe('payment-intent');
  });

  it('[PAY-003] a payment intent is shown as PAYMENT', () => {
    expect(paymentRowLabel({ type: 'payment-intent', amount: 150_000 })).toBe('PAYMENT');
    expect(paymentRowLabel({ type: 'credit-card', amount: 150_000 })).toBe('CREDIT CARD');
  });

  it('[PAY-003] a listed payment reads as its type, a refund (a negative amount) as REFUND whatever its type', () => {
    expect(paymentRowLabel({ type: 'credit-card', amount: 50_000 })).toBe('CREDIT CARD');
    expect(paymentRowLabel({ type: 'payment-intent', amount: 1 })).toBe('PAYMENT');
    expect(paymentRowLabel({ type: 'credit-card', amount: -50_000 })).toBe('REFUND');
    expect(paymentRowLabel({ type: 'payment-intent', amount: -1 })).toBe('REFUND');
    expect(paymentRowLabel({ type: 'credit-card', amount: 0 })).toBe('CREDIT CARD');
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: -1 }), fc.constantFrom(...PAYMENT_TYPES), (amount, type) => {
        expect(paymentRowLabel({ type, amount })).toBe('REFUND');
      }),
    );
  });

  it('[PAY-004] a successful payment has the status success', () => {
    expect(isPaymentSuccessful({ status: 'success' })).toBe(true);
    expect(isPaymentSuccessful({ status: 'failed' })).toBe(false);
    expect(
      paymentSchema.parse({ _id: 'p', type: 'card', amount: 1, date: '2025-01-01', status: 'succeeded' }).status,
    ).toBe('success');
  });
});

describe('checkout options', () => {
  it('[PAY-006] checkout offers only the minimum and the full payment', () => {
    expect(checkoutPaymentOptions()).toEqual(['minimum', 'full']);
    expect(paymentOptionAmount('minimum', { minimumDue: 50000, dueAmount: 120000 })).toBe(50000);
    expect(paymentOptionAmount('full', { minimumDue: 50000, dueAmount: 120000 })).toBe(120000);
    expect(paymentOptionAmount('minimum', { minimumDue: 50000, dueAmount: 30000 })).toBe(30000);
  });

  it('[PAY-007] custom payment defaults to the $100.00 minimum and rejects less', () => {
    expect(paymentOptionAmount('custom', { minimumDue: 0, dueAmount: 120000 })).toBe(10000);
    expect(validateCustomPaymentAmount(9999, 120000)).toEqual({ customAmount: 'Minimum payment is $100.00' });
    expect(validateCustomPaymentAmount(10000, 120000)).toEqual({});
    expect(validateCustomPaymentAmount(120001, 120000)).toEqual({ customAmount: 'Maximum payment is $1,200.00' });
    expect(validateCustomPaymentAmount(5000, 5000)).toEqual({});
  });

  it('[MKT-043] payment screens preselect the minimum payment whenever it is offered and asks for something', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (min, extra) => {
        const offered = [
          { type: 'full' as const, amount: min + extra },
          { type: 'minimum' as const, amount: min },
          { type: 'custom' as const },
        ];
        expect(preselectedPaymentOption(offered)).toBe('minimum');
      }),
    );
    expect(
      preselectedPaymentOption([
        { type: 'minimum', amount: 0 },
        { type: 'full', amount: 500 },
      ]),
    ).toBe('full');
    expect(preselectedPaymentOption([{ type: 'custom' }])).toBe('custom');
    expect(preselectedPaymentOption([])).toBeUndefined();
  });

  it('option amounts never exceed what is due', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('minimum' as const, 'full' as const, 'custom' as const),
        fc.integer({ min: -100000, max: 1000000 }),
        fc.integer({ min: 0, max: 1000000 }),
        (option, due, minimumDue) => {
          const amount = paymentOptionAmount(option, { minimumDue, dueAmount: due });
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(Math.max(due, 0));
        },
      ),
    );
  });

  it('[PAY-008] Affirm shows only for US travelers whose booking can be paid with Affirm', () => {
    expect(isAffirmOptionShown({ countryCode: 'US', canPayWithAffirm: true })).toBe(true);
    expect(isAffirmOptionShown({ countryCode: 'us', canPayWithAffirm: true })).toBe(true);
    expect(isAffirmOptionShown({ countryCode: 'CA', canPayWithAffirm: true })).toBe(false);
    expect(isAffirmOptionShown({ countryCode: 'US', canPayWithAffirm: false })).toBe(false);
    expect(isAffirmOptionShown({ countryCode: undefined, canPayWithAffirm: true })).toBe(false);
  });
});

describe('automatic payment', () => {
  const base = {
    dueAmount: 50000,
    automaticPayment: { status: 'active' },
    isPendingCancellation: false,
    tripStartDate: '2026-09-01',
  };

  it('[PAY-009] applies when due > 0, within the refundable window, set, and not pending cancellation', () => {
    expect(isAutomaticPaymentApplicable(base, '2026-05-01')).toBe(true);
    expect(isAutomaticPaymentApplicable({ ...base, dueAmount: 0 }, '2026-05-01')).toBe(false);
    expect(isAutomaticPaymentApplicable({ ...base, automaticPayment: { status: 'inactive' } }, '2026-05-01')).toBe(
      false,
    );
    expect(isAutomaticPaymentApplicable({ ...base, automaticPayment: undefined }, '2026-05-01')).toBe(false);
    expect(isAutomaticPaymentApplicable({ ...base, isPendingCancellation: true }, '2026-05-01')).toBe(false);
    expect(isAutomaticPaymentApplicable(base, '2026-08-01')).toBe(false);
  });

  it('the refundable window closes 90 days before the start', () => {
    expect(isWithinRefundableWindow('2026-09-01', addDays('2026-09-01', -91))).toBe(true);
    expect(isWithinRefundableWindow('2026-09-01', addDays('2026-09-01', -90))).toBe(false);
  });
});

describe('history, overdue, pay balance, dates', () => {
  it('[PAY-014] the pay-balance page redirects when dueAmount is 0 or less', () => {
    expect(shouldRedirectFromPayBalance(0)).toBe(true);
    expect(shouldRedirectFromPayBalance(-500)).toBe(true);
    expect(shouldRedirectFromPayBalance(1)).toBe(false);
  });

  it('[PAY-015] [MBK-011] payment history shows to the primary traveler with payments, not on created trips or waitlists', () => {
    const ok = {
      travelerType: 'traveler-primary' as const,
      tripStatus: 'live' as const,
      bookingStatus: 'confirmed' as const,
      paymentsCount: 1,
    };
    expect(isPaymentHistoryShown(ok)).toBe(true);
    expect(isPaymentHistoryShown({ ...ok, travelerType: 'traveler-secondary' })).toBe(false);
    expect(isPaymentHistoryShown({ ...ok, tripStatus: 'created' })).toBe(false);
    expect(isPaymentHistoryShown({ ...ok, bookingStatus: 'waitlist' })).toBe(false);
    expect(isPaymentHistoryShown({ ...ok, paymentsCount: 0 })).toBe(false);
    expect(isPaymentHistoryShown({ ...ok, bookingStatus: 'cancelled', tripStatus: 'cancelled' })).toBe(true);
  });

  it('[PAY-016] payment dates are formatted MMM dd, yyyy', () => {
    expect(formatPaymentDate(new Date('2025-03-05T12:00:00Z'))).toBe('Mar 05, 2025');
    expect(formatPaymentDate(new Date('2025-03-05T23:30:00Z'), 'Pacific/Kiritimati')).toBe('Mar 06, 2025');
  });

  it('[PAY-017] due dates are formatted MMMM dd, yyyy in UTC', () => {
    expect(formatPaymentDueDate('2025-03-05')).toBe('March 05, 2025');
    expect(formatPaymentDueDate(new Date('2025-03-05T23:30:00Z'))).toBe('March 05, 2025');
  });

  it('[PAY-018] an overdue payment shows The payment is overdue.', () => {
    expect(isPaymentOverdue({ dueAmount: 100, paymentDueDate: '2025-03-05' }, '2025-03-06')).toBe(true);
    expect(isPaymentOverdue({ dueAmount: 100, paymentDueDate: '2025-03-05' }, '2025-03-05')).toBe(false);
    expect(isPaymentOverdue({ dueAmount: 0, paymentDueDate: '2025-03-05' }, '2025-04-01')).toBe(false);
    expect(isPaymentOverdue({ dueAmount: 100 }, '2025-04-01')).toBe(false);
  });
});

// The overdue text: no domain rule reads it (the portal's trip overview shows it); the behaviour test comes with the
// screen.
describe('spec values', () => {
  it.each([['[PAY-018] the overdue payment text', PAYMENT_OVERDUE_MESSAGE, 'The payment is overdue.']])(
    '%s',
    (_name, actual, spec) => expect(actual).toEqual(spec),
  );
});
