// Update Payment Method (TRV-068..070): the card on file for a booking, read and replaced through the payments port.
// A traveler reaches only their own booking (404 otherwise); a secondary traveler may read it, not change it (403).
import { randomUUID } from 'node:crypto';
import {
  bookingIdParamsSchema,
  IDEMPOTENCY_KEY_HEADER,
  savedPaymentMethodResponseSchema,
  savedPaymentMethodSchema,
  updatePaymentMethodRequestSchema,
} from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, requireGroup } from '../../http/context.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../http/openapi.js';
import { providersOf } from '../../providers/index.js';
import type { Viewer } from '../../services/booking/index.js';
import {
  bookingPaymentMethod,
  updateBookingPaymentMethod,
} from '../../services/traveler-payment-method/payment-method.js';

const err = (description: string) => ({ description, content: { 'application/json': { schema: errorEnvelope } } });
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: envelopeOf(schema) } },
});
const methodErrors = { ...errorResponses, 404: err('Not found, or not yours') } as const;

function viewerOf(c: Context<AppEnv>): Viewer {
  const { user } = requireGroup(c, 'traveler');
  return { id: user.id, email: user.email, group: user.group, role: user.role };
}

const readRoute = createRoute({
  method: 'get',
  path: '/api/me/bookings/{id}/payment-method',
  tags: ['traveler'],
  summary: 'The card on file for the booking, null when none was saved',
  request: { params: bookingIdParamsSchema },
  responses: { 200: json(savedPaymentMethodResponseSchema, 'The card on file'), ...methodErrors },
});

const updateRoute = createRoute({
  method: 'post',
  path: '/api/me/bookings/{id}/payment-method',
  tags: ['traveler'],
  summary: 'Saves a new card for the booking through the payments port, without charging it (TRV-069, TRV-070)',
  request: {
    params: bookingIdParamsSchema,
    headers: z.object({
      'idempotency-key': z
        .string()
        .max(200)
        .optional()
        .openapi({ description: `${IDEMPOTENCY_KEY_HEADER}: optional; the processor deduplicates on it` }),
    }),
    body: { content: { 'application/json': { schema: updatePaymentMethodRequestSchema } }, required: true },
  },
  responses: {
    200: json(savedPaymentMethodSchema, 'The card now on file'),
    ...methodErrors,
    402: err('The card was refused (the previous card stays on file)'),
    502: err('The payment processor failed (nothing changed)'),
    504: err('The payment processor timed out (nothing changed)'),
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
