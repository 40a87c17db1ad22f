// Tests of the trip summary of pending manage-booking changes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADD_ON_STATUSES } from '../shared/statuses.js';
import { computeTripSummary, tripSummaryPendingChangeCount } from './trip-summary.rules.js';

describe('trip summary', () => {
  it('[MBK-023] groups pending changes into added, removed, roomSelection and priceAdjustments with totals', () => {
    const s = computeTripSummary({
      items: [
        { id: 'a', label: 'Cooking class', status: 'PENDING_ADDITION', amount: 5000 },
        { id: 'b', label: 'Kayak', status: 'PENDING_REMOVAL', amount: 3000 },
        { id: 'c', label: 'Museum', status: 'CONFIRMED', amount: 2000 },
        { id: 'd', label: 'Wine', status: 'AVAILABLE', amount: 4000 },
      ],
      roomSelection: [{ id: 'room', label: 'Private room', amount: 40000 }],
      priceAdjustments: [{ id: 'promo', label: 'Discount', amount: -1000 }],
      insuranceAdjustment: 2500,
      paidAmount: 50000,
      dueAmount: 10000,
    });
    expect(s.sections.added).toEqual([{ id: 'a', label: 'Cooking class', amount: 5000 }]);
    expect(s.sections.removed).toEqual([{ id: 'b', label: 'Kayak', amount: -3000 }]);
    expect(s.sections.roomSelection).toHaveLength(1);
    expect(s.total).toBe(41000);
    expect(s.totalWithInsurance).toBe(43500);
    expect(s.bookingPaymentData).toEqual({ paidAmount: 50000, dueAmount: 53500 });
    expect(s.insuranceAdjustment).toBe(2500);
  });

  it('[MBK-023] a summary without room or price changes has empty sections for them', () => {
    const s = computeTripSummary({
      items: [{ id: 'a', label: 'Cooking class', status: 'PENDING_ADDITION', amount: 5000 }],
      paidAmount: 0,
      dueAmount: 0,
    });
    expect(s.sections.roomSelection).toEqual([]);
    expect(s.sections.priceAdjustments).toEqual([]);
    expect(s.total).toBe(5000);
  });

  it('[MBK-007] [MBK-006] the pending change count covers pending add-ons and room changes', () => {
    expect(
      tripSummaryPendingChangeCount({
        items: [{ status: 'PENDING_ADDITION' }, { status: 'CONFIRMED' }, { status: 'PENDING_REMOVAL' }],
        roomSelection: [{}],
      }),
    ).toBe(3);
  });

  it('total = added - removed + rooms + adjustments; the new due adds totalWithInsurance', () => {
    const item = fc.record({
      id: fc.string(),
      label: fc.string(),
      status: fc.constantFrom(...ADD_ON_STATUSES),
      amount: fc.integer({ min: 0, max: 1_000_000 }),
    });
    const line = fc.record({
      id: fc.string(),
      label: fc.string(),
      amount: fc.integer({ min: -100_000, max: 100_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(item),
        fc.array(line),
        fc.array(line),
        fc.integer({ min: -50_000, max: 50_000 }),
        fc.integer({ min: -100_000, max: 1_000_000 }),
        (items, rooms, adjustments, ins, due) => {
          const s = computeTripSummary({
            items,
            roomSelection: rooms,
            priceAdjustments: adjustments,
            insuranceAdjustment: ins,
            paidAmount: 0,
            dueAmount: due,
          });
          const sum = (xs: { amount: number }[]) => xs.reduce((a, b) => a + b.amount, 0);
          const expected =
            sum(items.filter((i) => i.status === 'PENDING_ADDITION')) -
            sum(items.filter((i) => i.status === 'PENDING_REMOVAL')) +
            sum(rooms) +
            sum(adjustments);
          expect(s.total).toBe(expected);
          expect(s.totalWithInsurance).toBe(expected + ins);
          expect(s.bookingPaymentData.dueAmount).toBe(due + expected + ins);
          expect(s.sections.added.length + s.sections.removed.length).toBe(
            items.filter((i) => i.status === 'PENDING_ADDITION' || i.status === 'PENDING_REMOVAL').length,
          );
        },
      ),
    );
  });
});
