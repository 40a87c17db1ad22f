// The traveler's waitlist offer (MKT-046): read the offer on their booking and take the held spot by paying the deposit.
import { bookingIdParamsSchema, payBalanceResponseSchema } from '@caravan/domain';
import { createRoute } from '@hono/zod-openapi';
import { errorResponses, jsonOk, refusal, router } from '../../http/openapi.js';
import { providersOf } from '../../providers/index.js';
import { acceptWaitlistOffer } from '../../services/waitlist/accept-offer.js';
import { readMyWaitlistOffer } from '../../services/waitlist/read-waitlist.js';
import { acceptWaitlistOfferBody, myWaitlistOfferView } from '../../views/waitlist.view.js';
import { dbOf, nowOf, viewerOf } from './traveler-context.js';
import { limitMoneyWrites } from '../../auth/rate-limit.js';

const PATH = '/api/me/bookings/{id}/waitlist-offer';

const readRoute = createRoute({
  method: 'get',
  path: PATH,
  tags: ['traveler'],
  summary: 'The spot offered to the booking from the waitlist, null when none (MKT-046)',
  request: { params: bookingIdParamsSchema },
  responses: {
    200: jsonOk(myWaitlistOfferView, 'The offer'),
    404: refusal('Not found, or not yours'),
    ...errorResponses,
  },
});

const acceptRoute = createRoute({
  method: 'post',
  middleware: limitMoneyWrites,
  path: `${PATH}/accept`,
  tags: ['traveler'],
  summary: 'Take the offered spot by paying the deposit within the hold (MKT-046, MKT-047)',
  request: {
    params: bookingIdParamsSchema,
    body: { content: { 'application/json': { schema: acceptWaitlistOfferBody } }, required: true },
  },
  responses: {
    201: jsonOk(payBalanceResponseSchema, 'The spot is yours: the deposit is paid'),
    404: refusal('Not found, not yours, or no spot offered'),
    409: refusal('The hold ended, the spot was taken already, or the booking left the waitlist'),
    402: refusal('The card was declined (nothing changed)'),
    502: refusal('The payment processor failed (nothing changed)'),
    504: refusal('The payment processor timed out (nothing changed)'),
    ...errorResponses,
  },
});

export const waitlistOfferRoutes = router()
  .openapi(readRoute, async (c) => {
    const data = await readMyWaitlistOffer(dbOf(c), viewerOf(c), c.req.valid('param').id, nowOf(c));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(acceptRoute, async (c) => {
    const data = await acceptWaitlistOffer(dbOf(c), providersOf(c.get('deps')), {
      viewer: viewerOf(c),
      bookingId: c.req.valid('param').id,
      cardToken: c.req.valid('json').cardToken,
      now: nowOf(c),
      webhooks: c.get('deps').queue.webhooks,
    });
    return c.json({ success: true as const, data }, 201);
  });
