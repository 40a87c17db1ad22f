// The payment-method calls: the card on file for a booking, and saving a new one through the payments port.
import { savedPaymentMethodResponseSchema, savedPaymentMethodSchema } from '@caravan/domain';
import { call } from '../../api/typed.js';

export const paymentMethodQueryKey = (bookingId: string) => ['me', 'bookings', bookingId, 'payment-method'] as const;

/** GET /api/me/bookings/{id}/payment-method: null when no card was saved here. */
export const fetchPaymentMethod = async (bookingId: string, signal?: AbortSignal) =>
  savedPaymentMethodResponseSchema.parse(
    await call('get', '/api/me/bookings/{id}/payment-method', {
      params: { id: bookingId },
      ...(signal ? { signal } : {}),
    }),
  );

/** POST /api/me/bookings/{id}/payment-method, one Idempotency-Key per attempt. */
export const updatePaymentMethod = async (bookingId: string, cardToken: string) =>
  savedPaymentMethodSchema.parse(
    await call('post', '/api/me/bookings/{id}/payment-method', {
      params: { id: bookingId },
      body: { cardToken },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
  );
