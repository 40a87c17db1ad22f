// The traveler's trips and bookings: reads, booking update, add-on removal, payments, reprice, cancel, policy cancel.
// Request and response schemas are the contract in @caravan/domain (contracts/traveler-booking.contract.ts).
import { createRoute, z } from '@hono/zod-openapi';
import {
  bookingAddOnParamsSchema,
  bookingChangeResponseSchema,
  bookingIdParamsSchema,
  bookingPolicyParamsSchema,
  cancelInsurancePolicyResponseSchema,
  cancelMyBookingRequestSchema,
  cancelMyBookingResponseSchema,
  payBalanceRequestSchema,
  payBalanceResponseSchema,
  pageQuerySchema,
  paymentHistoryResponseSchema,
  repriceQuotesRequestSchema,
  repriceQuotesResponseSchema,
  singleSupplementInventorySchema,
  tripAddOnOffersResponseSchema,
  tripBookingsResponseSchema,
  tripIdParamsSchema,
  updateBookingRequestSchema,
  updateBookingResponseSchema,
} from '@caravan/domain';
import type { Context } from 'hono';
import { type AppEnv, publicUrl, requireGroup } from '../../http/context.js';
import { errorResponses, jsonOk, refusal, router } from '../../http/openapi.js';
import { providersOf } from '../../providers/index.js';
import {
  accessTrip,
  cancelInsurancePolicy,
  cancelMyBooking,
  myTripBookings,
  payBalance,
  paymentHistory,
  repriceQuotes,
  singleSupplementInventory,
  tripOffersPage,
  answerIdempotent,
  declaredAnswer,
  updateBooking,
  withIdempotency,
} from '../../services/booking/index.js';
import { dbOf, nowOf, viewerOf } from './traveler-context.js';
import { emitBookingCancelledWebhooks } from '../../services/webhooks/booking-webhooks.js';
import { idempotencyKeyHeader } from '../../http/idempotency-key.js';
import { limitMoneyWrites } from '../../auth/rate-limit.js';

const bookingErrors = {
  ...errorResponses,
  404: refusal('Not found, or not yours'),
  409: refusal('Conflict: sold out, not editable, or a duplicate request in flight'),
  422: refusal('Refused: amount, refund method, or an Idempotency-Key reused with another body'),
} as const;
const moneyErrors = {
  ...bookingErrors,
  402: refusal('The card was declined (nothing changed)'),
  502: refusal('The payment processor failed (nothing changed)'),
  504: refusal('The payment processor timed out (nothing changed)'),
} as const;
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

// ---------------------------------------------------------------- trips (GET /api/me/trips{,/{id}}: me-trips.routes.ts)

const tripBookings = createRoute({
  method: 'get',
  path: '/api/me/trips/{id}/bookings',
  tags: ['traveler'],
  summary: "The signed-in traveler's bookings on a trip (TAP-008)",
  request: { params: tripIdParamsSchema },
  responses: { 200: jsonOk(tripBookingsResponseSchema, 'Bookings'), ...bookingErrors },
});
const inventoryRoute = (path: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['traveler'],
    summary: 'Single-supplement (private room) inventory of a trip (TAP-015)',
    request: { params: tripIdParamsSchema },
    responses: { 200: jsonOk(singleSupplementInventorySchema, 'Inventory'), ...bookingErrors },
  });
const addOnOffers = createRoute({
  method: 'get',
  path: '/api/me/trips/{id}/add-ons',
  tags: ['traveler'],
  summary: 'A page of the add-ons a trip offers in Manage Booking, in day order',
  request: { params: tripIdParamsSchema, query: pageQuerySchema },
  responses: { 200: jsonOk(tripAddOnOffersResponseSchema, 'Offers'), ...bookingErrors },
});

// ---------------------------------------------------------------- bookings

const updateRoute = createRoute({
  method: 'post',
  middleware: limitMoneyWrites,
  path: '/api/me/bookings/{id}',
  tags: ['traveler'],
  summary: 'Update a booking: add-ons, rooms, payment (TAP-011); Idempotency-Key required',
  request: { params: bookingIdParamsSchema, headers: idempotencyKeyHeader, ...body(updateBookingRequestSchema) },
  responses: { 200: jsonOk(updateBookingResponseSchema, 'Updated booking'), ...moneyErrors },
});
const removeAddOnRoute = (method: 'delete' | 'post', path: string) =>
  createRoute({
    method,
    middleware: limitMoneyWrites,
    path,
    tags: ['traveler'],
    summary: 'Remove an add-on from a booking; it is kept, marked deleted (TAP-012)',
    request: { params: bookingAddOnParamsSchema },
    responses: { 200: jsonOk(bookingChangeResponseSchema, 'Updated booking'), ...moneyErrors },
  });
const payRoute = createRoute({
  method: 'post',
  middleware: limitMoneyWrites,
  path: '/api/me/bookings/{id}/payments',
  tags: ['traveler'],
  summary: 'Pay (part of) the balance with a card; Idempotency-Key required',
  request: { params: bookingIdParamsSchema, headers: idempotencyKeyHeader, ...body(payBalanceRequestSchema) },
  responses: {
    201: jsonOk(payBalanceResponseSchema, 'Payment made'),
    200: jsonOk(payBalanceResponseSchema, 'Replayed'),
    ...moneyErrors,
  },
});
const historyRoute = createRoute({
  method: 'get',
  path: '/api/me/bookings/{id}/payments',
  tags: ['traveler'],
  summary: 'A page of the payment history, newest first (the booking customer only)',
  request: { params: bookingIdParamsSchema, query: pageQuerySchema },
  responses: { 200: jsonOk(paymentHistoryResponseSchema, 'Payments'), ...bookingErrors },
});
const repriceRoute = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    middleware: limitMoneyWrites,
    path,
    tags: ['traveler'],
    summary,
    request: { params: bookingIdParamsSchema, ...body(repriceQuotesRequestSchema) },
    responses: {
      200: jsonOk(repriceQuotesResponseSchema, 'Reprice'),
      ...bookingErrors,
      502: refusal(
        "The insurance provider failed: 'We encountered an issue while connecting to our insurance provider.'",
      ),
    },
  });
/** The spec's body wraps the details as {cancellationDetails} (HAP-050); the portal sends them bare. Same rules. */
const cancelBody = z.union([
  z.object({ cancellationDetails: cancelMyBookingRequestSchema }).strict(),
  cancelMyBookingRequestSchema,
]);
const cancelRoute = createRoute({
  method: 'post',
  middleware: limitMoneyWrites,
  path: '/api/me/bookings/{id}/cancel',
  tags: ['traveler'],
  summary: 'Cancel a booking with a reason and a refund method (TAP-001), bare or as {cancellationDetails} (HAP-050)',
  request: { params: bookingIdParamsSchema, ...body(cancelBody) },
  responses: { 200: jsonOk(cancelMyBookingResponseSchema, 'Cancellation received'), ...moneyErrors },
});
const cancelPolicyRoute = createRoute({
  method: 'post',
  middleware: limitMoneyWrites,
  path: '/api/me/bookings/{id}/insurance/{policyId}/cancel',
  tags: ['traveler'],
  summary: 'Cancel an insurance policy within its cancellable period (TAP-014)',
  request: { params: bookingPolicyParamsSchema },
  responses: {
    200: jsonOk(cancelInsurancePolicyResponseSchema, 'Policy cancelled'),
    ...bookingErrors,
    502: refusal("The insurance provider failed: 'Something went wrong. We had trouble cancelling your insurance.'"),
  },
});

export const travelerBookingRoutes = router()
  .openapi(tripBookings, async (c) => {
    const data = await myTripBookings(dbOf(c), viewerOf(c), c.req.valid('param').id, nowOf(c));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(inventoryRoute('/api/me/trips/{id}/inventory'), async (c) => {
    const data = await singleSupplementInventory(dbOf(c), viewerOf(c), c.req.valid('param').id);
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(inventoryRoute('/api/me/trips/{id}/inventory/single-supplement'), async (c) => {
    const data = await singleSupplementInventory(dbOf(c), viewerOf(c), c.req.valid('param').id);
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(addOnOffers, async (c) => {
    const { trip } = await accessTrip(dbOf(c), viewerOf(c), c.req.valid('param').id);
    const data = await tripOffersPage(dbOf(c), trip, c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(updateRoute, async (c) => {
    const viewer = viewerOf(c);
    const { id } = c.req.valid('param');
    const request = c.req.valid('json');
    const key = c.req.valid('header')['idempotency-key'];
    const result = await withIdempotency(
      dbOf(c),
      { userId: viewer.id, key, route: `POST /api/me/bookings/${id}`, body: request, now: nowOf(c) },
      declaredAnswer(updateRoute, 200),
      async () => {
        const data = await updateBooking(dbOf(c), providersOf(c.get('deps')), {
          viewer,
          bookingId: id,
          addOns: request.addOns,
          travelersRooms: request.travelersRooms,
          payment: request.payment,
          idempotencyKey: key,
          now: nowOf(c),
        });
        return { success: true as const, data };
      },
    );
    return answerIdempotent(c, result);
  })
  .openapi(removeAddOnRoute('delete', '/api/me/bookings/{id}/add-ons/{addOnId}'), async (c) => {
    const { id, addOnId } = c.req.valid('param');
    return removeAddOn(c, id, addOnId);
  })
  .openapi(removeAddOnRoute('post', '/api/me/bookings/{id}/add-ons/{addOnId}/remove'), async (c) => {
    const { id, addOnId } = c.req.valid('param');
    return removeAddOn(c, id, addOnId);
  })
  .openapi(payRoute, async (c) => {
    const viewer = viewerOf(c);
    const { id } = c.req.valid('param');
    const request = c.req.valid('json');
    const key = c.req.valid('header')['idempotency-key'];
    const result = await withIdempotency(
      dbOf(c),
      { userId: viewer.id, key, route: `POST /api/me/bookings/${id}/payments`, body: request, now: nowOf(c) },
      declaredAnswer(payRoute, 201),
      async () => {
        const data = await payBalance(dbOf(c), providersOf(c.get('deps')), {
          viewer,
          bookingId: id,
          payment: request,
          idempotencyKey: key,
          now: nowOf(c),
          webhooks: c.get('deps').queue.webhooks,
        });
        return { success: true as const, data };
      },
    );
    return answerIdempotent(c, result);
  })
  .openapi(historyRoute, async (c) => {
    const data = await paymentHistory(dbOf(c), viewerOf(c), c.req.valid('param').id, c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(
    repriceRoute('/api/me/bookings/{id}/reprice-quotes', 'Insurance reprice for an edited booking (TAP-013, TAP-016)'),
    async (c) => {
      const data = await repriceQuotes(dbOf(c), providersOf(c.get('deps')).insurance, {
        viewer: viewerOf(c),
        bookingId: c.req.valid('param').id,
        request: c.req.valid('json'),
        now: nowOf(c),
      });
      return c.json({ success: true as const, data }, 200);
    },
  )
  .openapi(repriceRoute('/api/admin/bookings/{id}/reprice-quotes', 'Insurance reprice (admin)'), async (c) => {
    requireGroup(c, 'admin');
    const data = await repriceQuotes(dbOf(c), providersOf(c.get('deps')).insurance, {
      viewer: null,
      bookingId: c.req.valid('param').id,
      request: c.req.valid('json'),
      now: nowOf(c),
    });
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(cancelRoute, async (c) => {
    const sent = c.req.valid('json');
    const request = 'cancellationDetails' in sent ? sent.cancellationDetails : sent;
    const data = await cancelMyBooking(dbOf(c), providersOf(c.get('deps')), {
      viewer: viewerOf(c),
      bookingId: c.req.valid('param').id,
      reason: request.reason,
      otherDescription: request.otherDescription,
      refundMethodDescription: request.refundMethodDescription,
      refundAmount: request.refundAmount,
      tripCreditAmount: request.tripCreditAmount,
      now: nowOf(c),
      mail: { outbox: c.get('deps').queue, publicUrl: publicUrl(c) },
      inTransaction: (tx, booking) => emitBookingCancelledWebhooks(c.get('deps').queue.webhooks, tx, booking),
    });
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(cancelPolicyRoute, async (c) => {
    const { id, policyId } = c.req.valid('param');
    const data = await cancelInsurancePolicy(dbOf(c), providersOf(c.get('deps')).insurance, {
      viewer: viewerOf(c),
      bookingId: id,
      policyId,
      now: nowOf(c),
    });
    return c.json({ success: true as const, data }, 200);
  });

/** Removing one add-on is a booking update with one PENDING_REMOVAL change (credit when it was paid). */
async function removeAddOn(c: Context<AppEnv>, bookingId: string, addOnId: string) {
  const viewer = viewerOf(c);
  const data = await updateBooking(dbOf(c), providersOf(c.get('deps')), {
    viewer,
    bookingId,
    addOns: [{ status: 'PENDING_REMOVAL', addOnId, quantity: 1 }],
    idempotencyKey: `remove:${addOnId}`,
    now: nowOf(c),
  });
  return c.json({ success: true as const, data: { booking: data.booking } }, 200);
}
