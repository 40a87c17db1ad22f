// The host's Pricing tab and the Bookings tab's earnings (HPR-001, HBK-005..009, HAP §7.4): GET/PUT …/pricing, GET
// …/earnings and the approved earnings report's PDF. Another host's trip answers 404, a co-host's save 403.
import { HOST_PRICING_MESSAGES } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { attachmentDisposition } from '../../../http/attachment.js';
import type { Context } from 'hono';
import { type AppEnv, requireGroup } from '../../../http/context.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import { hostEarningsReportPdf } from '../../../services/host-pricing/earnings-report.js';
import { readHostEarnings } from '../../../services/host-pricing/read-earnings.js';
import { readHostPricing } from '../../../services/host-pricing/read-pricing.js';
import { saveHostPricing } from '../../../services/host-pricing/save-pricing.js';
import { hostEarningsView } from '../../../views/host-earnings.view.js';
import { hostPricingView } from '../../../views/host-pricing.view.js';
import { notYours, tripParams } from '../workspace/workspace.routes.js';

/** DECIDE: prices and the advance are bounded at $1,000,000, far above any trip, so a typo cannot overflow a column. */
const MAX_HOST_PRICE_DOLLARS = 1_000_000;
const dollars = z
  .number({ error: HOST_PRICING_MESSAGES.invalidPrices })
  .min(0, HOST_PRICING_MESSAGES.invalidPrices)
  .max(MAX_HOST_PRICE_DOLLARS);

export const pricingBody = z
  .object({
    initialPrice: dollars.openapi({ description: 'Early bird price, whole dollars' }),
    remainingPrice: dollars.openapi({ description: 'Regular price, whole dollars' }),
    flightStipend: z
      .number()
      .max(MAX_HOST_PRICE_DOLLARS)
      .openapi({ description: 'Earnings advance, whole dollars (a negative one is refused with its message)' }),
    agreeToUpdatedTerms: z.boolean().optional(),
  })
  .strict()
  .openapi('HostPricingSave');

const errorOf = (description: string) => ({ description, content: { 'application/json': { schema: errorEnvelope } } });
const pricingOk = {
  description: "The trip's Pricing tab",
  content: { 'application/json': { schema: envelopeOf(hostPricingView) } },
};

const readRoute = createRoute({
  method: 'get',
  path: '/api/me/host/trips/{id}/pricing',
  tags: ['me', 'host'],
  summary: 'The Pricing tab: prices, earnings advance, the Potential Earnings table and the advance cap (HPR-002)',
  request: { params: tripParams },
  responses: { 200: pricingOk, ...errorResponses, 404: notYours },
});

const saveRoute = createRoute({
  method: 'put',
  path: '/api/me/host/trips/{id}/pricing',
  tags: ['me', 'host'],
  summary: 'Save the prices and the earnings advance (HPR-001, HPR-013, HPR-014, HPR-018..HPR-021)',
  request: {
    params: tripParams,
    body: { required: true, content: { 'application/json': { schema: pricingBody } } },
  },
  responses: {
    200: pricingOk,
    ...errorResponses,
    404: notYours,
    409: errorOf('Prices or the advance cannot change in this status, or the updated terms were not accepted'),
    422: errorOf("Refused by the pricing rules: 'Could not save pricing - …' or an earnings-advance message"),
  },
});

const earningsRoute = createRoute({
  method: 'get',
  path: '/api/me/host/trips/{id}/earnings',
  tags: ['me', 'host'],
  summary: "The Bookings tab's 'Bookings to Date' chart and earnings card (HBK-005, HBK-008, HBK-009)",
  request: { params: tripParams },
  responses: {
    200: {
      description: 'Chart data and earnings',
      content: { 'application/json': { schema: envelopeOf(hostEarningsView) } },
    },
    ...errorResponses,
    404: notYours,
  },
});

/** The earnings report PDF route at `path` (the workspace's, and the spec's own path, decision 022). */
export const earningsReportRoute = (path: string, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['me', 'host'],
    summary,
    request: { params: tripParams },
    responses: {
      200: {
        description: 'The PDF',
        content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      ...errorResponses,
      404: notYours,
      409: errorOf('The earnings report is not approved yet'),
    },
  });
const reportRoute = earningsReportRoute(
  '/api/me/host/trips/{id}/earnings-report',
  'The approved earnings report as a PDF (HBK-009)',
);

/** Answers the host's approved earnings report of trip `id` as a PDF attachment. */
export async function earningsReportResponse(c: Context<AppEnv>, id: string) {
  const { user } = requireGroup(c, 'host');
  const { database, now } = c.get('deps');
  const { fileName, bytes } = await hostEarningsReportPdf(database.db, user, id, now());
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': attachmentDisposition(fileName),
    // The host's own money: never kept by a shared cache.
    'Cache-Control': 'private, no-store',
  });
}

export const hostPricingRoutes = router()
  .openapi(readRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const data = await readHostPricing(c.get('deps').database.db, user, c.req.valid('param').id);
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(saveRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const { database, now } = c.get('deps');
    const data = await saveHostPricing(database.db, user, c.req.valid('param').id, c.req.valid('json'), now());
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(earningsRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const data = await readHostEarnings(c.get('deps').database.db, user, c.req.valid('param').id);
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(reportRoute, (c) => earningsReportResponse(c, c.req.valid('param').id));
