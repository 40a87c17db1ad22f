// The admin's booking tools (MKT-023): POST /api/admin/bookings/{id}/{refund,discount,cancel,reinstate}. Refund and
// discount move money and take an Idempotency-Key; every tool is audited with the admin's id.
import {
  ADMIN_REINSTATE_STATUSES,
  CANCELLATION_REASON_CODE_LIST,
  IDEMPOTENCY_KEY_HEADER,
  pageQuerySchema,
} from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, publicUrl, requireGroup } from '../../http/context.js';
import { envelopeOf, errorResponses, router } from '../../http/openapi.js';
import { providersOf } from '../../providers/index.js';
import {
  cancelBookingAsAdmin,
  discountBooking,
  refundBooking,
  reinstateBooking,
} from '../../services/admin/booking-tools.js';
import { requireAllSecondaryTravelers } from '../../services/admin/booking-travelers.js';
import { answerIdempotent, declaredAnswer, withIdempotency } from '../../services/booking/idempotency.js';
import { readAdminBookingTimeline } from '../../services/timeline/admin-booking-timeline.js';
import { timelineView } from '../../views/timeline.view.js';
import { idempotencyKeyHeader } from '../../http/idempotency-key.js';
import { limitMoneyWrites } from '../../auth/rate-limit.js';

/** DECIDE: a booking lists at most 50 secondary travelers in a reinstatement, far above any booking's spots. */
export const MAX_SECONDARY_TRAVELERS = 50;

const params = z.object({ id: z.uuid({ message: 'Not a booking id' }) });
const amountBody = z
  .object({ amount: z.number().int().positive().describe('Minor units of the booking currency') })
  .strict();
export const adminBookingView = z
  .object({
    id: z.uuid(),
    status: z.string(),
    travelAmount: z.number().int(),
    totalAmount: z.number().int().describe('What the booking costs, add-ons included (paid + balance)'),
    paidAmount: z.number().int(),
    dueAmount: z.number().int().describe('Still to pay, never below zero (total − paid)'),
    creditAmount: z.number().int().describe('Paid beyond the total: the traveler’s credit'),
  })
  .strict()
  .openapi('AdminBookingResult');

export const responses = {
  200: {
    description: 'The booking after the change',
    content: { 'application/json': { schema: envelopeOf(adminBookingView) } },
  },
  ...errorResponses,
  404: { description: 'No such booking', content: errorResponses[403].content },
  409: { description: 'Refused in this state, or no spot free', content: errorResponses[403].content },
  422: { description: 'Above what was paid or is due', content: errorResponses[403].content },
};
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const tool = <B extends z.ZodType>(name: string, summary: string, body: B, money: boolean) =>
  createRoute({
    method: 'post',
    middleware: limitMoneyWrites,
    path: `/api/admin/bookings/{id}/${name}`,
    tags: ['admin'],
    summary,
    request: { params, ...(money ? { headers: idempotencyKeyHeader } : {}), body: json(body) },
    responses,
  });

const refundRoute = tool(
  'refund',
  'Refund (part of) what was paid, never more (MKT-023); Idempotency-Key required',
  amountBody,
  true,
);
const discountRoute = tool(
  'discount',
  'Lower what is still due, never below zero (MKT-023); Idempotency-Key required',
  amountBody,
  true,
);
/** DECIDE: a voucher code is at most 64 characters, far above any issued code and short enough for a receipt line. */
export const MAX_VOUCHER_CODE_LENGTH = 64;
const enteredAmount = z.number().int().nonnegative().optional().describe('Minor units of the booking currency');
const reason = z
  .object({
    reasonCode: z.enum(CANCELLATION_REASON_CODE_LIST),
    feeAmount: enteredAmount.describe(
      'The cancellation fee: required by a fee code (04, 06), refused otherwise (CXL-020)',
    ),
    refundAmount: enteredAmount.describe('The refund granted: required by code 13, refused otherwise (CXL-020)'),
    voucherCode: z
      .string()
      .trim()
      .min(1, { message: 'Enter a voucher code.' })
      .max(MAX_VOUCHER_CODE_LENGTH)
      .optional()
      .describe('The voucher the trip credit is issued as: required by a credit code, refused otherwise (CXL-020)'),
  })
  .strict();
const cancelRoute = tool(
  'cancel',
  'Cancel with a reason code (MKT-023) and the fee, refund or voucher it requires (CXL-020), bare or as the spec’s ' +
    '{payload} (HAP-058); spots and private rooms go back, and the cancellation’s figures are recorded',
  z.union([reason, z.object({ payload: reason }).strict()]),
  false,
);
const reinstateRoute = tool(
  'reinstate',
  'Reinstate a cancelled booking with a status, where a spot is free (MKT-023); the spec’s body names the status ' +
    '`bookingStatus` and every secondary traveler, who come back with the booking (HAP-055)',
  z.union([
    z.object({ status: z.enum(ADMIN_REINSTATE_STATUSES) }).strict(),
    z
      .object({
        bookingStatus: z.enum(ADMIN_REINSTATE_STATUSES),
        secondaryTravelerIds: z.array(z.uuid({ message: 'Not a traveler id' })).max(MAX_SECONDARY_TRAVELERS),
      })
      .strict(),
  ]),
  false,
);

const timelineRoute = createRoute({
  method: 'get',
  path: '/api/admin/bookings/{id}/timeline',
  tags: ['admin'],
  summary:
    "A page of the booking's timeline, oldest first: its moves and money movements with who and how much (MKT-041)",
  request: { params, query: pageQuerySchema },
  responses: {
    200: {
      description: 'A page of the timeline',
      content: { 'application/json': { schema: envelopeOf(timelineView.openapi('AdminBookingTimeline')) } },
    },
    ...errorResponses,
    404: { description: 'No such booking', content: errorResponses[403].content },
  },
});

/** Runs a money tool under its Idempotency-Key: a retry answers the first answer, and moves nothing again. */
export async function idempotent(
  c: Context<AppEnv>,
  body: unknown,
  work: (key: string) => Promise<z.infer<typeof adminBookingView>>,
) {
  const { user } = requireGroup(c, 'admin');
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  const result = await withIdempotency(
    c.get('deps').database.db,
    { userId: user.id, key, route: `POST ${c.req.path}`, body, now: c.get('deps').now() },
    declaredAnswer({ responses }, 200),
    async () => ({ success: true as const, data: await work(key ?? '') }),
  );
  return answerIdempotent(c, result);
}

export const adminBookingToolRoutes = router()
  .openapi(timelineRoute, async (c) => {
    requireGroup(c, 'admin');
    const { db } = c.get('deps').database;
    const data = await readAdminBookingTimeline(db, c.req.valid('param').id, c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(refundRoute, (c) => {
    const body = c.req.valid('json');
    const deps = c.get('deps');
    const admin = requireGroup(c, 'admin').user;
    return idempotent(c, body, (key) =>
      refundBooking(deps.database.db, providersOf(deps), {
        admin,
        bookingId: c.req.valid('param').id,
        amount: body.amount,
        idempotencyKey: key,
        path: c.req.path,
        now: deps.now(),
      }),
    );
  })
  .openapi(discountRoute, (c) => {
    const body = c.req.valid('json');
    const deps = c.get('deps');
    const admin = requireGroup(c, 'admin').user;
    return idempotent(c, body, () =>
      discountBooking(deps.database.db, {
        admin,
        bookingId: c.req.valid('param').id,
        amount: body.amount,
        path: c.req.path,
        now: deps.now(),
      }),
    );
  })
  .openapi(cancelRoute, async (c) => {
    const admin = requireGroup(c, 'admin').user;
    const deps = c.get('deps');
    const sent = c.req.valid('json');
    const { reasonCode, feeAmount, refundAmount, voucherCode } = 'payload' in sent ? sent.payload : sent;
    const data = await cancelBookingAsAdmin(deps.database.db, providersOf(deps), {
      admin,
      bookingId: c.req.valid('param').id,
      reasonCode,
      inputs: { feeAmount, refundAmount, voucherCode },
      path: c.req.path,
      now: deps.now(),
      mail: { outbox: deps.queue, publicUrl: publicUrl(c) },
      webhooks: deps.queue.webhooks,
    });
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(reinstateRoute, async (c) => {
    const admin = requireGroup(c, 'admin').user;
    const deps = c.get('deps');
    const sent = c.req.valid('json');
    const bookingId = c.req.valid('param').id;
    if ('bookingStatus' in sent)
      await requireAllSecondaryTravelers(deps.database.db, bookingId, sent.secondaryTravelerIds);
    const status = 'bookingStatus' in sent ? sent.bookingStatus : sent.status;
    const data = await reinstateBooking(deps.database.db, {
      admin,
      bookingId,
      status,
      path: c.req.path,
      now: deps.now(),
    });
    return c.json({ success: true as const, data }, 200);
  });
