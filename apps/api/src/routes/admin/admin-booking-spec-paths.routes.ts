// The admin booking calls at the spec's own paths (§7.4, decision 020) beside the booking tools: a refund against one
// payment by its affected items (HAP-052), the travelers a reinstatement brings back (HAP-056) and reinstating them
// (HAP-057). Each is a thin route over the booking tools' services; admins only.
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../http/context.js';
import { envelopeOf, errorResponses, refusal, router } from '../../http/openapi.js';
import { providersOf } from '../../providers/index.js';
import { refundBooking, reinstateBooking } from '../../services/admin/booking-tools.js';
import { refundAmountAgainstPayment } from '../../services/admin/refund-against-payment.js';
import {
  reinstatableTravelers,
  requireAllSecondaryTravelers,
  statusBeforeCancellation,
} from '../../services/admin/booking-travelers.js';
import { MAX_SECONDARY_TRAVELERS, adminBookingView, idempotent, responses } from './admin-booking-tools.routes.js';
import { idempotencyKeyHeader } from '../../http/idempotency-key.js';
import { limitMoneyWrites } from '../../auth/rate-limit.js';

/** DECIDE: a refund names at most 20 items, more than a payment ever covers (travel, add-ons, insurance, fees). */
const MAX_AFFECTED_ITEMS = 20;

const params = z.object({ id: z.uuid({ message: 'Not a booking id' }) });
const paymentParams = params.extend({ paymentId: z.uuid({ message: 'Not a payment id' }) });
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

const affectedItems = z
  .object({
    affectedItems: z
      .array(
        z
          .object({
            description: z.string().trim().min(1).max(200),
            amount: z.number().int().positive().describe('Minor units of the booking currency'),
          })
          .strict(),
      )
      .min(1)
      .max(MAX_AFFECTED_ITEMS),
  })
  .strict()
  .openapi('AdminPaymentRefund');

const refundRoute = createRoute({
  method: 'post',
  middleware: limitMoneyWrites,
  path: '/api/admin/bookings/{id}/payments/{paymentId}/refund',
  tags: ['admin'],
  summary:
    'Refund the affected items of one payment, their sum never above that payment nor what was paid (HAP-052); ' +
    'Idempotency-Key required',
  request: {
    params: paymentParams,
    headers: idempotencyKeyHeader,
    body: json(affectedItems),
  },
  responses,
});

const travelerView = z
  .object({ userId: z.uuid(), firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string() })
  .strict()
  .openapi('ReinstatableTraveler');

const reinstatableRoute = createRoute({
  method: 'get',
  path: '/api/admin/bookings/{id}/reinstatable-travelers',
  tags: ['admin'],
  summary: "The cancelled booking's secondary travelers, who come back with it (HAP-056); none for a live booking",
  request: { params },
  responses: {
    200: {
      description: 'The travelers',
      content: { 'application/json': { schema: envelopeOf(z.object({ travelers: z.array(travelerView) }).strict()) } },
    },
    ...errorResponses,
    404: refusal('No such booking'),
  },
});

const reinstateTravelersRoute = createRoute({
  method: 'post',
  middleware: limitMoneyWrites,
  path: '/api/admin/bookings/{id}/reinstate-travelers',
  tags: ['admin'],
  summary:
    'Reinstate the cancelled booking with every secondary traveler named, in the status it had before its ' +
    'cancellation, where a spot is free (HAP-057)',
  request: {
    params,
    body: json(
      z
        .object({
          secondaryTravelerIds: z.array(z.uuid({ message: 'Not a traveler id' })).max(MAX_SECONDARY_TRAVELERS),
        })
        .strict(),
    ),
  },
  responses,
});

export const adminBookingSpecPathRoutes = router()
  .openapi(refundRoute, async (c) => {
    const admin = requireGroup(c, 'admin').user;
    const deps = c.get('deps');
    const { id, paymentId } = c.req.valid('param');
    const body = c.req.valid('json');
    const amount = await refundAmountAgainstPayment(deps.database.db, id, paymentId, body.affectedItems);
    return idempotent(c, body, (key) =>
      refundBooking(deps.database.db, providersOf(deps), {
        admin,
        bookingId: id,
        amount,
        idempotencyKey: key,
        path: c.req.path,
        now: deps.now(),
        note: { paymentId, affectedItems: body.affectedItems },
      }),
    );
  })
  .openapi(reinstatableRoute, async (c) => {
    requireGroup(c, 'admin');
    const travelers = await reinstatableTravelers(c.get('deps').database.db, c.req.valid('param').id);
    return c.json({ success: true as const, data: { travelers } }, 200);
  })
  .openapi(reinstateTravelersRoute, async (c) => {
    const admin = requireGroup(c, 'admin').user;
    const deps = c.get('deps');
    const bookingId = c.req.valid('param').id;
    const db = deps.database.db;
    await requireAllSecondaryTravelers(db, bookingId, c.req.valid('json').secondaryTravelerIds);
    const status = await statusBeforeCancellation(db, bookingId);
    const data = adminBookingView.parse(
      await reinstateBooking(db, { admin, bookingId, status, path: c.req.path, now: deps.now() }),
    );
    return c.json({ success: true as const, data }, 200);
  });
