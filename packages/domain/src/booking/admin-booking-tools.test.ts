// The admin's booking money rules: a refund never above what was paid, a discount never above what is due.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../shared/statuses.js';
import { adminDiscountProblem, adminRefundProblem, bookingHoldsSpots } from './admin-booking-tools.rules.js';

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

  it('[MKT-023] pending and confirmed bookings hold spots; the others do not', () => {
    expect(BOOKING_STATUSES.filter(bookingHoldsSpots)).toEqual(['pending', 'confirmed']);
  });
});
