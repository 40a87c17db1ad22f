// The traveler's airport transfers: the flow's context, places, estimated duration, quotes (OAP-007), booking with
// payment (OAP-008) and listing. Eligibility (GTR) is the domain rule, enforced here as in the portal. The trip's host
// reads the context, places, durations and (price-free) quotes of their own trip too; they book through
// POST /api/me/trips/{id}/ground-transfers (routes/host/transfers), never on a traveler's booking.
import { createRoute, type z } from '@hono/zod-openapi';
import { tripIdParamsSchema } from '@caravan/domain';
import type { Context } from 'hono';
import type { AppEnv } from '../../../http/context.js';
import { errorResponses, jsonOk, refusal, router } from '../../../http/openapi.js';
import { providersOf } from '../../../providers/index.js';
import { answerIdempotent, declaredAnswer, withIdempotency } from '../../../services/booking/idempotency.js';
import {
  createGroundTransfers,
  listGroundTransfers,
  requestTransferQuotes,
  searchTransferPlaces,
  transferContext,
  transferEstimatedDuration,
} from '../../../services/transfers/index.js';
import {
  createTransfersRequestSchema,
  createTransfersView,
  groundTransfersListQuerySchema,
  groundTransfersListView,
} from '../../../views/transfer-booking.view.js';
import {
  estimatedDurationRequestSchema,
  estimatedDurationView,
  transferContextView,
  transferPlacesQuerySchema,
  transferPlacesView,
  transferQuotesRequestSchema,
  transferQuotesView,
} from '../../../views/transfer.view.js';
import { dbOf, nowOf, transferViewerOf, viewerOf } from '../traveler-context.js';
import { idempotencyKeyHeader } from '../../../http/idempotency-key.js';
import { limitMoneyWrites } from '../../../auth/rate-limit.js';

const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const transferErrors = {
  ...errorResponses,
  404: refusal('Not found, or not yours'),
  409: refusal('Not bookable (the reason is in fields.reason), the vehicle is gone, or a duplicate request in flight'),
  422: refusal('An unknown place, or an Idempotency-Key reused with another body'),
} as const;
const providerErrors = {
  502: refusal('The transfer provider or maps service failed'),
  504: refusal('The transfer provider timed out'),
} as const;

const providers = (c: Context<AppEnv>) => providersOf(c.get('deps'));

const contextRoute = createRoute({
  method: 'get',
  path: '/api/me/trips/{id}/ground-transfer',
  tags: ['traveler'],
  summary: "The transfer flow's context: trip, booking, eligibility with its reason, pickup windows (GTF-010, GTR-021)",
  request: { params: tripIdParamsSchema },
  responses: { 200: jsonOk(transferContextView, 'Context'), ...transferErrors },
});
const placesRoute = createRoute({
  method: 'get',
  path: '/api/me/ground-transfers/places',
  tags: ['traveler'],
  summary: 'Airports and hotels near the trip (address lookup, OAP-019)',
  request: { query: transferPlacesQuerySchema },
  responses: { 200: jsonOk(transferPlacesView, 'Places'), ...transferErrors },
});
const durationRoute = createRoute({
  method: 'post',
  path: '/api/me/ground-transfers/estimated-duration',
  tags: ['traveler'],
  summary: 'Estimated ride duration from the distance matrix; 360 s when no route is found (OAP-020)',
  request: body(estimatedDurationRequestSchema),
  responses: { 200: jsonOk(estimatedDurationView, 'Estimate'), ...transferErrors, ...providerErrors },
});
const quotesRoute = createRoute({
  method: 'post',
  path: '/api/me/ground-transfers/quotes',
  tags: ['traveler'],
  summary: "One leg's vehicle quotes, cheapest first (OAP-007)",
  request: body(transferQuotesRequestSchema),
  responses: { 200: jsonOk(transferQuotesView, 'Quotes'), ...transferErrors, ...providerErrors },
});
const createTransfersRoute = createRoute({
  method: 'post',
  middleware: limitMoneyWrites,
  path: '/api/me/ground-transfers',
  tags: ['traveler'],
  summary: 'Book and pay for ground transfers (OAP-008); Idempotency-Key required; refunded if booking fails',
  request: {
    headers: idempotencyKeyHeader,
    ...body(createTransfersRequestSchema),
  },
  responses: {
    201: jsonOk(createTransfersView, 'Booked'),
    200: jsonOk(createTransfersView, 'Replayed'),
    ...transferErrors,
    402: refusal('The card was declined (nothing booked)'),
    ...providerErrors,
  },
});
const listRoute = createRoute({
  method: 'get',
  path: '/api/me/ground-transfers',
  tags: ['traveler'],
  summary: "The viewer's ground transfers among comma-joined ids",
  request: { query: groundTransfersListQuerySchema },
  responses: { 200: jsonOk(groundTransfersListView, 'Transfers'), ...transferErrors },
});

export const travelerTransferRoutes = router()
  .openapi(contextRoute, async (c) => {
    const data = await transferContext(dbOf(c), providers(c), transferViewerOf(c), c.req.valid('param').id, nowOf(c));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(placesRoute, async (c) => {
    const data = await searchTransferPlaces(dbOf(c), providers(c), transferViewerOf(c), c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(durationRoute, async (c) => {
    const data = await transferEstimatedDuration(dbOf(c), providers(c), transferViewerOf(c), c.req.valid('json'));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(quotesRoute, async (c) => {
    const data = await requestTransferQuotes(dbOf(c), providers(c), transferViewerOf(c), c.req.valid('json'), nowOf(c));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(listRoute, async (c) => {
    const data = await listGroundTransfers(dbOf(c), transferViewerOf(c), c.req.valid('query').ids);
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(createTransfersRoute, async (c) => {
    const viewer = viewerOf(c);
    const request = c.req.valid('json');
    const key = c.req.valid('header')['idempotency-key'];
    const result = await withIdempotency(
      dbOf(c),
      { userId: viewer.id, key, route: 'POST /api/me/ground-transfers', body: request, now: nowOf(c) },
      declaredAnswer(createTransfersRoute, 201),
      async () => {
        const data = await createGroundTransfers(dbOf(c), providers(c), {
          viewer,
          request,
          idempotencyKey: key,
          now: nowOf(c),
        });
        return { success: true as const, data };
      },
    );
    return answerIdempotent(c, result);
  });
