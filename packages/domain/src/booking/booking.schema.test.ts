// Tests of the booking entity and the manage-booking state.
import { describe, expect, it } from 'vitest';
import { bookingSchema } from './booking.schema.js';
import { bookingAvailableCredit } from './manage-booking.rules.js';

const customer = { _id: 'u1', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };

describe('booking entity', () => {
  it('[TRV-006] a booking has every field of the spec', () => {
    const b = bookingSchema.parse({
      _id: 'b1',
      status: 'awaiting_payment',
      orderId: 'ORD-1',
      dueAmount: 120000,
      paidAmount: 50000,
      paymentDueDate: '2026-03-01',
      travelAmount: 170000,
      totalSpotsBooked: 2,
      addOns: [{ addOnId: 'a1', type: 'activity', user: 'u1', unitPriceWithFee: 5000 }],
      payments: [{ _id: 'p1', type: 'payment_intent', amount: 50000, date: '2026-01-01T00:00:00Z' }],
      customer,
      additionalParticipants: [{ _id: 'u2', firstName: 'Bob', lastName: 'Lee', email: 'bob@example.com' }],
      automaticPayment: { status: 'active' },
      rezdyTripId: 'R1',
      internalCancellationReason: '06',
      isPendingCancellation: false,
      travelersRooms: [{ roomType: 'twin', travelers: ['u1', 'u2'] }],
      insurancePolicyStatus: 'confirmed',
    });
    expect(b.status).toBe('awaiting');
    expect(b.payments[0]?.type).toBe('payment-intent');
    expect(b.internalCancellationReason).toBe('06');
    expect(b.travelersRooms[0]?.roomType).toBe('twin');
    expect(b.automaticPayment?.status).toBe('active');
    const minimal = bookingSchema.parse({
      _id: 'b',
      status: 'pending',
      orderId: 'o',
      dueAmount: 0,
      travelAmount: 0,
      customer,
    });
    expect(minimal).toMatchObject({
      addOns: [],
      payments: [],
      additionalParticipants: [],
      isPendingCancellation: false,
      paidAmount: 0,
    });
  });

  it('[TRV-007] [MBK-051] a negative dueAmount means credit is available (shown as available credit)', () => {
    expect(
      bookingSchema.parse({ _id: 'b', status: 'confirmed', orderId: 'o', dueAmount: -2500, travelAmount: 0, customer })
        .dueAmount,
    ).toBe(-2500);
    expect(bookingAvailableCredit(-2500)).toBe(2500);
    expect(bookingAvailableCredit(0)).toBeUndefined();
    expect(bookingAvailableCredit(100)).toBeUndefined();
  });
});
