// The operator's trip calls (issue 12 item 5; OAP-025…027, OAP-029): the review, Save Trip (pricing, single supplement
// total spots), configure services, Approve Trip, Submit Technical Itinerary, the traveler manifest and the itinerary
// PDF (OPI-046, OPI-047). Typed routes
// answering views; another operator's trip answers 404.
import { singleSupplementTotalSpotsSchema, tripManifestFileName, tripPricingUpdateSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, requireSession } from '../../../http/context.js';
import { pdfResponse, privatePdf } from '../../../http/attachment.js';
import { errorResponses, jsonOk, refusal, router } from '../../../http/openapi.js';
import {
  approveTrip,
  operatorTripItineraryPdf,
  readOperatorTrip,
  saveSingleSupplementQuantity,
  saveTripPricing,
  saveTripServices,
  submitTechnicalItinerary,
  travelerManifest,
  tripReview,
  tripServicesUpdateSchema,
} from '../../../services/operator-trip/index.js';
import { operatorTripView } from '../../../views/operator-trip.view.js';

const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const params = z.object({ id: z.uuid({ message: 'Not a trip id' }) });
const notYours = refusal('No such trip (or not yours)');
const userOf = (c: Context<AppEnv>) => requireSession(c).user;
const tags = ['me', 'operator'];

const reviewRoute = createRoute({
  method: 'get',
  path: '/api/me/trips/{id}/review',
  tags,
  summary: "The operator's review of a trip: details, host-request summary, pricing, services, open fields, moves",
  request: { params },
  responses: { 200: jsonOk(operatorTripView, 'The trip'), ...errorResponses, 404: notYours },
});

const pricingRoute = createRoute({
  method: 'post',
  path: '/api/me/trips/{id}/pricing',
  tags,
  summary: 'OAP-025 Save Trip: only the changed pricing fields; 400 names the field a status locks or a rule refuses',
  request: { params, body: body(tripPricingUpdateSchema) },
  responses: {
    200: jsonOk(operatorTripView, 'Saved'),
    ...errorResponses,
    404: notYours,
    409: refusal('Changed meanwhile'),
  },
});

const singleSupplementRoute = createRoute({
  method: 'post',
  path: '/api/me/trips/{id}/single-supplement-quantity',
  tags,
  summary: 'OAP-027: the single supplement total spots (never below the private rooms sold)',
  request: { params, body: body(z.object({ quantity: singleSupplementTotalSpotsSchema.max(1000) }).strict()) },
  responses: {
    200: jsonOk(operatorTripView, 'Saved'),
    ...errorResponses,
    404: notYours,
    409: refusal('The trip status locks the single supplement quantity'),
  },
});

const servicesRoute = createRoute({
  method: 'post',
  path: '/api/me/trips/{id}/services',
  tags,
  summary: 'OAP-015: remove or restore day services of the trip while its status and technical itinerary allow',
  request: { params, body: body(tripServicesUpdateSchema) },
  responses: {
    200: jsonOk(operatorTripView, 'Saved'),
    ...errorResponses,
    404: notYours,
    409: refusal('The services are locked'),
  },
});

const approveRoute = createRoute({
  method: 'post',
  path: '/api/me/trips/{id}/approve',
  tags: [...tags, 'lifecycle'],
  summary: 'OPT-020 Approve Trip, after the confirmation and with the operator terms: partner-approved',
  request: { params, body: body(z.object({ operatorTerms: z.boolean() }).strict()) },
  responses: {
    200: jsonOk(operatorTripView, 'Approved'),
    ...errorResponses,
    404: notYours,
    409: refusal('The trip machine refused (not created, or the terms not accepted)'),
  },
});

const technicalItineraryRoute = createRoute({
  method: 'post',
  path: '/api/me/trips/{id}/technical-itinerary',
  tags: [...tags, 'lifecycle'],
  summary: 'OAP-026 Submit Technical Itinerary (confirmed or closed trips): operatorTechnicalItineraryApproved',
  request: { params },
  responses: {
    200: jsonOk(operatorTripView, 'Submitted'),
    ...errorResponses,
    404: notYours,
    409: refusal('The trip machine refused (not confirmed or closed, or already submitted)'),
  },
});

const manifestRoute = createRoute({
  method: 'get',
  path: '/api/me/trips/{id}/traveler-manifest',
  tags,
  summary: 'OAP-029: the traveler manifest as CSV, one row per traveler (confirmed or closed trips)',
  request: { params },
  responses: {
    200: { description: 'The manifest', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses,
    404: notYours,
    409: refusal('The trip is not confirmed yet'),
  },
});

const itineraryPdfRoute = createRoute({
  method: 'get',
  path: '/api/me/trips/{id}/review/pdf',
  tags,
  summary: "The trip's itinerary as a PDF named from trip name, destination and first date (OPI-046)",
  request: { params },
  responses: { 200: pdfResponse('The PDF'), ...errorResponses, 404: notYours },
});

/** The review of the trip as it stands after a write. */
async function reviewed(c: Context<AppEnv>, id: string) {
  const { database, now } = c.get('deps');
  const user = userOf(c);
  return tripReview(database.db, user, await readOperatorTrip(database.db, user, id), now());
}

export const operatorTripRoutes = router()
  .openapi(reviewRoute, async (c) =>
    c.json({ success: true as const, data: await reviewed(c, c.req.valid('param').id) }, 200),
  )
  .openapi(pricingRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { database, now } = c.get('deps');
    await saveTripPricing(database.db, userOf(c), id, c.req.valid('json'), now());
    return c.json({ success: true as const, data: await reviewed(c, id) }, 200);
  })
  .openapi(singleSupplementRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { database, now } = c.get('deps');
    await saveSingleSupplementQuantity(database.db, userOf(c), id, c.req.valid('json').quantity, now());
    return c.json({ success: true as const, data: await reviewed(c, id) }, 200);
  })
  .openapi(servicesRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { database, now } = c.get('deps');
    await saveTripServices(database.db, userOf(c), id, c.req.valid('json'), now());
    return c.json({ success: true as const, data: await reviewed(c, id) }, 200);
  })
  .openapi(approveRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { database, now } = c.get('deps');
    await approveTrip(database.db, userOf(c), id, c.req.valid('json').operatorTerms, now());
    return c.json({ success: true as const, data: await reviewed(c, id) }, 200);
  })
  .openapi(technicalItineraryRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { database, now } = c.get('deps');
    await submitTechnicalItinerary(database.db, userOf(c), id, now());
    return c.json({ success: true as const, data: await reviewed(c, id) }, 200);
  })
  .openapi(manifestRoute, async (c) => {
    const { csv, shortId } = await travelerManifest(c.get('deps').database.db, userOf(c), c.req.valid('param').id);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${tripManifestFileName(shortId)}"`,
      'Cache-Control': 'no-store',
    });
  })
  .openapi(itineraryPdfRoute, async (c) => {
    const { database, now } = c.get('deps');
    return privatePdf(c, await operatorTripItineraryPdf(database.db, userOf(c), c.req.valid('param').id, now()));
  });
