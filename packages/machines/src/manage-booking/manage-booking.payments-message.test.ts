// The embedded payments app's window message as the manage-booking guards read it: only a tagged, well-formed message counts.
import { describe, expect, it } from 'vitest';
import { paymentsAppMessage } from './manage-booking.guards.js';

const paid = { source: 'payments-app', status: 'payment-succeeded', paymentAmount: 16_200 };

describe('payments app message', () => {
  it('[PAY-011] a saved payment method is reported by the tagged setup-intent message', () => {
    expect(paymentsAppMessage({ source: 'payments-app', status: 'setup-intent-succeeded' })).toEqual({
      kind: 'setup-intent-succeeded',
    });
    expect(paymentsAppMessage({ source: 'other-app', status: 'setup-intent-succeeded' })).toBeUndefined();
    expect(paymentsAppMessage({ status: 'setup-intent-succeeded' })).toBeUndefined();
  });

  it('[PAY-012] a payment is reported with an integer amount and a minimum, full or custom option', () => {
    for (const paymentOptionType of ['minimum', 'full', 'custom'] as const)
      expect(paymentsAppMessage({ ...paid, paymentOptionType })).toEqual({
        kind: 'payment-succeeded',
        paymentAmount: 16_200,
        paymentOptionType,
      });
    expect(paymentsAppMessage({ ...paid, paymentOptionType: 'partial' })).toBeUndefined();
    expect(paymentsAppMessage({ ...paid, paymentOptionType: '' })).toBeUndefined();
    expect(paymentsAppMessage({ ...paid, paymentOptionType: 'full', paymentAmount: 162.5 })).toBeUndefined();
    expect(paymentsAppMessage({ ...paid, paymentOptionType: 'full', paymentAmount: '16200' })).toBeUndefined();
    expect(paymentsAppMessage({ ...paid, status: 'payment-failed', paymentOptionType: 'full' })).toBeUndefined();
  });

  it('[PAY-011] [PAY-012] anything that is not an object is no message', () => {
    for (const data of [null, undefined, 'payments-app', 42]) expect(paymentsAppMessage(data)).toBeUndefined();
  });
});
