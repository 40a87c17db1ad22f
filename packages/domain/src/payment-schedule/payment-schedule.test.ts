// Unit tests of the payment schedule (MKT-049): its rows, the automatic flag, and figures that add up.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentSchedule, quotePaymentSchedule } from './payment-schedule.rules.js';

type ScheduleBooking = Parameters<typeof paymentSchedule>[0];

const booking = (over: Partial<ScheduleBooking> = {}): ScheduleBooking => ({
  id: 'b1',
  status: 'confirmed',
  isPendingCancellation: false,
  dueAmount: 150_000,
  paidAmount: 50_000,
  paymentDueDate: '2027-03-01',
  automaticPaymentStatus: 'active',
  tripStatus: 'confirmed',
  tripStartDate: '2027-06-01',
  ...over,
});
const now = new Date('2027-01-10T12:00:00Z');

describe('paymentSchedule', () => {
  it('[MKT-049] shows what is paid, then the balance on its due date taken by automatic payment', () => {
    expect(paymentSchedule(booking(), now, '2027-04-01')).toEqual({
      total: 200_000,
      paid: 50_000,
      credit: 0,
      instalments: [{ dueOn: '2027-03-01', amount: 150_000, automatic: true }],
    });
  });

  it('[MKT-049] the traveler pays the balance themselves without an enrolled card, or once pending cancellation', () => {
    expect(
      paymentSchedule(booking({ automaticPaymentStatus: null }), now, '2027-04-01').instalments[0]?.automatic,
    ).toBe(false);
    expect(paymentSchedule(booking({ isPendingCancellation: true }), now, '2027-04-01').instalments[0]?.automatic).toBe(
      false,
    );
  });

  it('[MKT-049] a due date past the refundable window is not taken automatically (the scheduler would not)', () => {
    const late = booking({ paymentDueDate: '2027-05-30' });
    expect(paymentSchedule(late, now, '2027-04-01').instalments[0]?.automatic).toBe(false);
  });

  it('[MKT-049] an overdue balance is still taken automatically while the rule holds', () => {
    const overdue = booking({ paymentDueDate: '2027-01-01' });
    expect(paymentSchedule(overdue, now, '2027-04-01').instalments[0]).toEqual({
      dueOn: '2027-01-01',
      amount: 150_000,
      automatic: true,
    });
  });

  it('[MKT-049] an overdue balance is not taken once the refundable window has closed, though it was open on its due date', () => {
    // The scheduler takes an overdue balance now, so the rule is read today, not on the past due date.
    const overdue = booking({ paymentDueDate: '2026-11-01', tripStartDate: '2027-02-01' });
    expect(paymentSchedule(overdue, now, '2027-04-01').instalments[0]).toEqual({
      dueOn: '2026-11-01',
      amount: 150_000,
      automatic: false,
    });
  });

  it('[MKT-049] a booking without a stored due date owes its balance on the fallback date', () => {
    expect(paymentSchedule(booking({ paymentDueDate: null }), now, '2027-04-01').instalments[0]?.dueOn).toBe(
      '2027-04-01',
    );
  });

  it('[MKT-049] a booking paid in full, or in credit, has nothing due', () => {
    expect(paymentSchedule(booking({ dueAmount: 0 }), now, '2027-04-01').instalments).toEqual([]);
    expect(paymentSchedule(booking({ dueAmount: -2_000 }), now, '2027-04-01')).toMatchObject({
      total: 48_000,
      credit: 2_000,
      instalments: [],
    });
  });

  it('[MKT-049] paid − credit + the instalments due = the total, for any booking', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -1_000_000, max: 10_000_000 }),
        fc.option(fc.constantFrom('2026-12-01', '2027-03-01', '2027-05-30')),
        (paidAmount, dueAmount, paymentDueDate) => {
          const s = paymentSchedule(booking({ paidAmount, dueAmount, paymentDueDate }), now, '2027-04-01');
          const due = s.instalments.reduce((sum, i) => sum + i.amount, 0);
          expect(s.paid - s.credit + due).toBe(s.total);
          expect(s.instalments.every((i) => i.amount > 0)).toBe(true);
        },
      ),
    );
  });
});

describe('quotePaymentSchedule', () => {
  it('[MKT-049] a visitor sees the deposit today and the balance on the balance due date', () => {
    expect(quotePaymentSchedule({ total: 300_000, deposit: 50_000 }, '2027-03-01', '2027-01-10')).toEqual({
      total: 300_000,
      paid: 0,
      credit: 0,
      instalments: [
        { dueOn: '2027-01-10', amount: 50_000, automatic: false },
        { dueOn: '2027-03-01', amount: 250_000, automatic: false },
      ],
    });
  });

  it('[MKT-049] a late booking owes its balance today; a deposit that is the total is the only row', () => {
    expect(
      quotePaymentSchedule({ total: 300_000, deposit: 50_000 }, '2027-01-01', '2027-01-10').instalments[1]?.dueOn,
    ).toBe('2027-01-10');
    expect(
      quotePaymentSchedule({ total: 40_000, deposit: 40_000 }, '2027-03-01', '2027-01-10').instalments,
    ).toHaveLength(1);
  });

  it('[MKT-049] the deposit and balance add up to the quoted total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 1 }), (total, share) => {
        const deposit = Math.floor(total * share * 0.3);
        const s = quotePaymentSchedule({ total, deposit }, '2027-03-01', '2027-01-10');
        expect(s.instalments.reduce((sum, i) => sum + i.amount, 0)).toBe(s.total);
      }),
    );
  });
});
