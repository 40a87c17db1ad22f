// Discount codes at the spec's paths (§7.4, decision 020): GET /api/admin/bookings/{id}/discount/calculate?code=
// (HAP-053) and POST …/discount/apply | remove {code} (HAP-054). Apply goes through the amount discount's service;
// each is idempotent per booking and code, so no Idempotency-Key. Admins only.
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../http/context.js';
import { envelopeOf, errorResponses, refusal, router } from '../../http/openapi.js';
import { applyDiscountCode, quoteDiscountCode, removeDiscountCode } from '../../services/admin/discount-codes.js';
import { adminBookingView } from './admin-booking-tools.routes.js';
import { limitMoneyWrites } from '../../auth/rate-limit.js';

/** DECIDE: a code sent is at most 64 characters, twice the longest code, so stray spaces still reach the lookup. */
const MAX_CODE_INPUT = 64;

const params = z.object({ id: z.uuid({ message: 'Not a booking id' }) });
const codeField = z.string().trim().min(1, { message: 'Enter a discount code' }).max(MAX_CODE_INPUT);
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

const quoteView = z
  .object({
    code: z.string(),
    amount: z.number().int().describe('Minor units the code takes off (took off, once applied)'),
    currency: z.string(),
    applied: z.boolean(),
  })
  .strict()
  .openapi('DiscountCodeQuote');

const codeRefusals = {
  ...errorResponses,
  400: refusal('Invalid request, or no such discount code (DISCOUNT_CODE_UNKNOWN)'),
  404: refusal('No such booking'),
  409: refusal('The code has expired, is used up, or is for another currency'),
};

const calculateRoute = createRoute({
  method: 'get',
  path: '/api/admin/bookings/{id}/discount/calculate',
  tags: ['admin'],
  summary: 'What a discount code takes off the booking, never more than is still due (HAP-053)',
  request: { params, query: z.object({ code: codeField }) },
  responses: {
    200: { description: 'The discount', content: { 'application/json': { schema: envelopeOf(quoteView) } } },
    ...codeRefusals,
  },
});

const codeRoute = (action: 'apply' | 'remove', summary: string) =>
  createRoute({
    method: 'post',
    middleware: limitMoneyWrites,
    path: `/api/admin/bookings/{id}/discount/${action}`,
    tags: ['admin'],
    summary,
    request: { params, body: json(z.object({ code: codeField }).strict()) },
    responses: {
      200: {
        description: 'The booking after the change',
        content: { 'application/json': { schema: envelopeOf(adminBookingView) } },
      },
      ...codeRefusals,
      422: refusal('Nothing is left due for the code to take off'),
    },
  });

const applyRoute = codeRoute('apply', 'Apply a discount code to the booking, once per booking (HAP-054)');
const removeRoute = codeRoute('remove', 'Remove a discount code from the booking, giving back what it took (HAP-054)');

export const adminDiscountCodeRoutes = router()
  .openapi(calculateRoute, async (c) => {
    requireGroup(c, 'admin');
    const deps = c.get('deps');
    const data = quoteView.parse(
      await quoteDiscountCode(deps.database.db, {
        bookingId: c.req.valid('param').id,
        code: c.req.valid('query').code,
        now: deps.now(),
      }),
    );
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(applyRoute, async (c) => {
    const admin = requireGroup(c, 'admin').user;
    const deps = c.get('deps');
    const input = { admin, bookingId: c.req.valid('param').id, code: c.req.valid('json').code };
    const data = adminBookingView.parse(
      await applyDiscountCode(deps.database.db, { ...input, path: c.req.path, now: deps.now() }),
    );
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(removeRoute, async (c) => {
    const admin = requireGroup(c, 'admin').user;
    const deps = c.get('deps');
    const input = { admin, bookingId: c.req.valid('param').id, code: c.req.valid('json').code };
    const data = adminBookingView.parse(
      await removeDiscountCode(deps.database.db, { ...input, path: c.req.path, now: deps.now() }),
    );
    return c.json({ success: true as const, data }, 200);
  });
