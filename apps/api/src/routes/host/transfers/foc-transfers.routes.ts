// The trip's host books free airport transfers for its free-of-charge travelers (GTF-014, GTR-020, OAP-008 for hosts):
// no card and no booking, an Idempotency-Key, at most one live ride per FOC traveler and leg. Another host's trip is a
// 404. The host reads the flow's context, quotes and their rides through the /api/me transfer routes.
import { createRoute, z } from '@hono/zod-openapi';
import { tripIdParamsSchema } from '@caravan/domain';
import { requireGroup } from '../../../http/context.js';
import { errorResponses, jsonOk, refusal, router } from '../../../http/openapi.js';
import { providersOf } from '../../../providers/index.js';
import { answerIdempotent, declaredAnswer, withIdempotency } from '../../../services/booking/idempotency.js';
import { createFocGroundTransfers } from '../../../services/transfers/index.js';
import { createFocTransfersRequestSchema } from '../../../views/transfer-booking.view.js';
import { rideView } from '../../../views/rides.view.js';
import { idempotencyKeyHeader } from '../../../http/idempotency-key.js';

/** The rides just booked, as the host sees them: no price (GTF-016). */
const focTransfersView = z
  .object({ transfers: z.array(rideView) })
  .strict()
  .openapi('FocTransfers');

const bookRoute = createRoute({
  method: 'post',
  path: '/api/me/trips/{id}/ground-transfers',
  tags: ['host'],
  summary: "The trip's host books free transfers for a free-of-charge traveler (GTF-014); Idempotency-Key required",
  request: {
    params: tripIdParamsSchema,
    headers: idempotencyKeyHeader,
    body: { content: { 'application/json': { schema: createFocTransfersRequestSchema } }, required: true },
  },
  responses: {
    201: jsonOk(focTransfersView, 'Booked'),
    200: jsonOk(focTransfersView, 'Replayed'),
    ...errorResponses,
    404: refusal('Not found, or not your trip'),
    409: refusal('Not bookable (the reason is in fields.reason), the vehicle is gone, or the leg is already booked'),
    422: refusal('An unknown place, or an Idempotency-Key reused with another body'),
    502: refusal('The transfer provider failed'),
    504: refusal('The transfer provider timed out'),
  },
});

export const hostFocTransferRoutes = router().openapi(bookRoute, async (c) => {
  const { user } = requireGroup(c, 'host');
  const viewer = { id: user.id, email: user.email, group: user.group, role: user.role };
  const deps = c.get('deps');
  const tripId = c.req.valid('param').id;
  const request = c.req.valid('json');
  const key = c.req.valid('header')['idempotency-key'];
  const now = deps.now();
  const result = await withIdempotency(
    deps.database.db,
    { userId: viewer.id, key, route: 'POST /api/me/trips/{id}/ground-transfers', body: { tripId, request }, now },
    declaredAnswer(bookRoute, 201),
    async () => {
      const data = await createFocGroundTransfers(deps.database.db, providersOf(deps), {
        viewer,
        tripId,
        request,
        idempotencyKey: key,
        now,
      });
      return { success: true as const, data };
    },
  );
  return answerIdempotent(c, result);
});
