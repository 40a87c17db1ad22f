// Tests of the traveler booking contract's cross-field rules: what a booking update, a balance payment and an Affirm
// checkout of a change must carry together (the per-field bounds are zod's own).
import { describe, expect, it } from 'vitest';
import {
  checkoutPaymentSchema,
  startUpdateAffirmCheckoutRequestSchema,
  updateBookingRequestSchema,
} from './traveler-booking.contract.js';

/** The messages of a failed parse by dotted path, or null when it succeeded. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  if (result.success) return null;
  return (result.error?.issues ?? []).map((i) => `${i.path.map(String).join('.')}: ${i.message}`);
}

describe('checkout payment (a new booking, the balance, a booking change)', () => {
  it('[TAP-011] a custom payment needs paymentAmount; minimum and full do not', () => {
    expect(issues(checkoutPaymentSchema.safeParse({ paymentOptionType: 'custom', cardToken: 'tok_visa' }))).toEqual([
      'paymentAmount: A custom payment needs paymentAmount',
    ]);
    expect(
      checkoutPaymentSchema.parse({ paymentOptionType: 'custom', paymentAmount: 5000, cardToken: 'tok_visa' }),
    ).toEqual({ paymentOptionType: 'custom', paymentAmount: 5000, cardToken: 'tok_visa' });
    for (const paymentOptionType of ['minimum', 'full'] as const)
      expect(checkoutPaymentSchema.safeParse({ paymentOptionType, cardToken: 'tok_visa' }).success).toBe(true);
  });

  it('[PAY-008] a payment is by card or with Affirm: exactly one of cardToken and affirmCheckoutToken', () => {
    expect(checkoutPaymentSchema.safeParse({ paymentOptionType: 'full', affirmCheckoutToken: 'aff_1' }).success).toBe(
      true,
    );
    expect(issues(checkoutPaymentSchema.safeParse({ paymentOptionType: 'full' }))).toEqual([
      'cardToken: Pay with a card or with Affirm',
    ]);
    expect(
      issues(
        checkoutPaymentSchema.safeParse({ paymentOptionType: 'full', cardToken: 'tok_visa', affirmCheckoutToken: 'a' }),
      ),
    ).toEqual(['cardToken: Pay with a card or with Affirm']);
  });
});

describe('booking update (POST /api/me/bookings/{id})', () => {
  it('[TAP-011] [MBK-026] an add-on addition names the offered service', () => {
    expect(
      updateBookingRequestSchema.parse({ addOns: [{ status: 'PENDING_ADDITION', serviceId: 's1' }] }).addOns,
    ).toEqual([{ status: 'PENDING_ADDITION', serviceId: 's1', quantity: 1 }]);
    expect(
      issues(updateBookingRequestSchema.safeParse({ addOns: [{ status: 'PENDING_ADDITION', addOnId: 'a1' }] })),
    ).toEqual(['addOns.0: An addition names serviceId, a removal names addOnId']);
  });

  it('[TAP-011] [MBK-027] an add-on removal names the booked add-on', () => {
    expect(
      updateBookingRequestSchema.parse({ addOns: [{ status: 'PENDING_REMOVAL', addOnId: 'a1', quantity: 2 }] }).addOns,
    ).toEqual([{ status: 'PENDING_REMOVAL', addOnId: 'a1', quantity: 2 }]);
    expect(
      issues(updateBookingRequestSchema.safeParse({ addOns: [{ status: 'PENDING_REMOVAL', serviceId: 's1' }] })),
    ).toEqual(['addOns.0: An addition names serviceId, a removal names addOnId']);
  });

  it('[TAP-011] the payment of an update follows the checkout payment rules', () => {
    expect(
      issues(updateBookingRequestSchema.safeParse({ payment: { paymentOptionType: 'custom', cardToken: 'tok_visa' } })),
    ).toEqual(['payment.paymentAmount: A custom payment needs paymentAmount']);
    expect(updateBookingRequestSchema.parse({})).toEqual({ addOns: [] });
  });
});

describe('Affirm checkout of a booking change', () => {
  it('[PAY-008] a custom Affirm payment of a change needs paymentAmount', () => {
    const base = { addOns: [], returnPath: '/trips/t1/manage' };
    expect(
      issues(startUpdateAffirmCheckoutRequestSchema.safeParse({ ...base, payment: { paymentOptionType: 'custom' } })),
    ).toEqual(['payment.paymentAmount: A custom payment needs paymentAmount']);
    expect(
      startUpdateAffirmCheckoutRequestSchema.safeParse({
        ...base,
        payment: { paymentOptionType: 'custom', paymentAmount: 20000 },
      }).success,
    ).toBe(true);
    expect(
      startUpdateAffirmCheckoutRequestSchema.safeParse({ ...base, payment: { paymentOptionType: 'minimum' } }).success,
    ).toBe(true);
  });
});
