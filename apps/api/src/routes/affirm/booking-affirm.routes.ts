// Starting an Affirm checkout (PAY-008): for a booking being made on the public page, and for a booking's balance.
// The server prices both exactly as the booking and the payment will; the portal then sends the browser to Affirm.
import { createRoute, z } from '@hono/zod-openapi';
import {
  type CurrencyCode,
  IDEMPOTENCY_KEY_HEADER,
  affirmCheckoutSchema,
  bookingIdParamsSchema,
  startBalanceAffirmCheckoutRequestSchema,
  startBookingAffirmCheckoutRequestSchema,
  startUpdateAffirmCheckoutRequestSchema,
} from '@caravan/domain';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { OPTIONAL_SESSION_ROUTE } from '../../http/openapi-document.js';
import { errorResponses, jsonOk, refusal, router } from '../../http/openapi.js';
import { providersOf } from '../../providers/index.js';
import { profileCountryOf, requireAffirmOffered, startAffirmCheckout } from '../../services/booking/affirm-payment.js';
import { planBooking } from '../../services/booking/create-booking/create-booking.js';
import { findPublicTrip } from '../../services/booking/create-booking/public-trip.js';
import { requireIdempotencyKey } from '../../services/booking/idempotency.js';
import { payableBooking } from '../../services/booking/pay-balance.js';
import { priceBookingUpdate } from '../../services/booking/update-booking.js';
import { dbOf, nowOf, viewerOf } from '../traveler/traveler-context.js';
import { idempotencyKeyHeader } from '../../http/idempotency-key.js';
import { limitMoneyWrites } from '../../auth/rate-limit.js';

const refusals = {
  ...errorResponses,
  404: refusal('No such trip or booking, or not yours'),
  409: refusal('Not bookable or not payable now'),
  422: refusal('Affirm is not offered (PAY-008: US residents, amounts Affirm finances) or the amount is refused'),
  502: refusal('Affirm failed'),
} as const;

const bookingCheckoutRoute = createRoute({
  ...OPTIONAL_SESSION_ROUTE,
  method: 'post',
  middleware: limitMoneyWrites,
  path: '/api/public/trips/{id}/affirm-checkouts',
  tags: ['public'],
  summary: "Start the Affirm checkout of a booking's first payment (PAY-008, MKT-007); the server prices it",
  request: {
    params: z.object({
      id: z
        .string()
        .min(1)
        .max(200)
        .openapi({ param: { name: 'id', in: 'path' } }),
    }),
    headers: idempotencyKeyHeader,
    body: { required: true, content: { 'application/json': { schema: startBookingAffirmCheckoutRequestSchema } } },
  },
  responses: { 201: jsonOk(affirmCheckoutSchema, 'Checkout started: send the browser to redirectUrl'), ...refusals },
});

const balanceCheckoutRoute = createRoute({
  method: 'post',
  middleware: limitMoneyWrites,
  path: '/api/me/bookings/{id}/affirm-checkouts',
  tags: ['traveler'],
  summary: "Start the Affirm checkout of a booking's balance payment (PAY-008); the server prices it",
  request: {
    params: bookingIdParamsSchema,
    headers: idempotencyKeyHeader,
    body: { required: true, content: { 'application/json': { schema: startBalanceAffirmCheckoutRequestSchema } } },
  },
  responses: { 201: jsonOk(affirmCheckoutSchema, 'Checkout started: send the browser to redirectUrl'), ...refusals },
});

const updateCheckoutRoute = createRoute({
  method: 'post',
  middleware: limitMoneyWrites,
  path: '/api/me/bookings/{id}/changes/affirm-checkouts',
  tags: ['traveler'],
  summary:
    "Start the Affirm checkout of a booking change's payment (PAY-008); the server prices the change as the update will",
  request: {
    params: bookingIdParamsSchema,
    headers: idempotencyKeyHeader,
    body: { required: true, content: { 'application/json': { schema: startUpdateAffirmCheckoutRequestSchema } } },
  },
  responses: { 201: jsonOk(affirmCheckoutSchema, 'Checkout started: send the browser to redirectUrl'), ...refusals },
});

const keyOf = (c: Context<AppEnv>) => requireIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));

/** Starts the checkout of an amount the server priced on the signed-in traveler's booking, where Affirm is offered. */
async function startMyBookingCheckout(
  c: Context<AppEnv>,
  input: { booking: { orderId: string; currency: string }; amount: number; returnPath: string },
) {
  const viewer = viewerOf(c);
  const key = keyOf(c);
  const currency = input.booking.currency as CurrencyCode;
  requireAffirmOffered({ countryCode: await profileCountryOf(dbOf(c), viewer.id), amount: input.amount, currency });
  return startAffirmCheckout(providersOf(c.get('deps')).affirm, {
    amount: input.amount,
    currency,
    orderReference: input.booking.orderId,
    returnPath: input.returnPath,
    idempotencyKey: `affirm-checkout:${viewer.id}:${key}`,
  });
}

export const bookingAffirmRoutes = router()
  .openapi(bookingCheckoutRoute, async (c) => {
    const db = dbOf(c);
    const key = keyOf(c);
    const request = c.req.valid('json');
    const trip = await findPublicTrip(db, c.req.valid('param').id);
    const { amount } = planBooking({ trip, request, now: nowOf(c) });
    if (amount === null) throw new Error('validated: a payment option is required');
    const session = c.get('session');
    // As the booking will ask: the signed-in traveler's profile country first, else the one typed in the form.
    const countryCode = (session ? await profileCountryOf(db, session.user.id) : null) ?? request.countryCode;
    const currency = trip.currency as CurrencyCode;
    requireAffirmOffered({ countryCode, amount, currency });
    const data = await startAffirmCheckout(providersOf(c.get('deps')).affirm, {
      amount,
      currency,
      orderReference: trip.name,
      returnPath: request.returnPath,
      idempotencyKey: `affirm-checkout:${session?.user.id ?? 'visitor'}:${key}`,
    });
    return c.json({ success: true as const, data }, 201);
  })
  .openapi(balanceCheckoutRoute, async (c) => {
    keyOf(c); // refused before any work when missing
    const request = c.req.valid('json');
    const { booking, amount } = await payableBooking(dbOf(c), viewerOf(c), c.req.valid('param').id, request);
    const data = await startMyBookingCheckout(c, { booking, amount, returnPath: request.returnPath });
    return c.json({ success: true as const, data }, 201);
  })
  .openapi(updateCheckoutRoute, async (c) => {
    keyOf(c); // refused before any work when missing
    const request = c.req.valid('json');
    // Priced by the update's own steps, rolled back: the loan is what the update with this change will charge.
    const { booking, amount } = await priceBookingUpdate(
      dbOf(c),
      providersOf(c.get('deps')),
      {
        viewer: viewerOf(c),
        bookingId: c.req.valid('param').id,
        addOns: request.addOns,
        travelersRooms: request.travelersRooms,
        now: nowOf(c),
      },
      request.payment,
    );
    const data = await startMyBookingCheckout(c, { booking, amount, returnPath: request.returnPath });
    return c.json({ success: true as const, data }, 201);
  });
