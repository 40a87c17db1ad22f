// Update Payment Method (TRV-068..070): the card on file for a booking, read and replaced through the payments port.
// A traveler reaches only their own booking (404 otherwise); a secondary traveler may read it, not change it (403).
import { randomUUID } from 'node:crypto';
import {
  bookingIdParamsSchema,
  savedPaymentMethodResponseSchema,
  savedPaymentMethodSchema,
  updatePaymentMethodRequestSchema,
} from '@caravan/domain';
import { createRoute } from '@hono/zod-openapi';
import { errorResponses, jsonOk, refusal, router } from '../../http/openapi.js';
import { providersOf } from '../../providers/index.js';
import {
  bookingPaymentMethod,
  updateBookingPaymentMethod,
} from '../../services/traveler-payment-method/payment-method.js';
import { viewerOf } from './traveler-context.js';
import { optionalIdempotencyKeyHeader } from '../../http/idempotency-key.js';
import { limitMoneyWrites } from '../../auth/rate-limit.js';

const methodErrors = { ...errorResponses, 404: refusal('Not found, or not yours') } as const;

const readRoute = createRoute({
  method: 'get',
  path: '/api/me/bookings/{id}/payment-method',
  tags: ['traveler'],
  summary: 'The card on file for the booking, null when none was saved',
  request: { params: bookingIdParamsSchema },
  responses: { 200: jsonOk(savedPaymentMethodResponseSchema, 'The card on file'), ...methodErrors },
});

const updateRoute = createRoute({
  method: 'post',
  middleware: limitMoneyWrites,
  path: '/api/me/bookings/{id}/payment-method',
  tags: ['traveler'],
  summary: 'Saves a new card for the booking through the payments port, without charging it (TRV-069, TRV-070)',
  request: {
    params: bookingIdParamsSchema,
    headers: optionalIdempotencyKeyHeader,
    body: { content: { 'application/json': { schema: updatePaymentMethodRequestSchema } }, required: true },
  },
  responses: {
    200: jsonOk(savedPaymentMethodSchema, 'The card now on file'),
    ...methodErrors,
    402: refusal('The card was refused (the previous card stays on file)'),
    502: refusal('The payment processor failed (nothing changed)'),
    504: refusal('The payment processor timed out (nothing changed)'),
  },
});

export const travelerPaymentMethodRoutes = router()
  .openapi(readRoute, async (c) => {
    const data = await bookingPaymentMethod(c.get('deps').database.db, viewerOf(c), c.req.valid('param').id);
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(updateRoute, async (c) => {
    const { payments } = providersOf(c.get('deps'));
    const data = await updateBookingPaymentMethod(
      c.get('deps').database.db,
      payments,
      viewerOf(c),
      c.req.valid('param').id,
      {
        cardToken: c.req.valid('json').cardToken,
        idempotencyKey: c.req.valid('header')['idempotency-key'] ?? randomUUID(),
      },
      c.get('deps').now(),
    );
    return c.json({ success: true as const, data }, 200);
  });
