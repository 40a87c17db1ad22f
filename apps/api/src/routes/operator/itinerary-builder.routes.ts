// The builder's other tabs: Configure services (GET/POST /api/me/itineraries/{id}/services, SVC-*, OAP-014/015),
// Review pricing (GET/POST /api/me/itineraries/{id}/pricing, OAP-023/024), the service library (GET and DELETE
// /api/me/services, OAP-013/017) and the preview page (GET /api/me/pages/itinerary). Every save carries the version
// read (409 STALE_VERSION when stale); another operator's itinerary answers 404.
import { PACKAGE_LEVELS, currencyCodeSchema, pageQuerySchema, pageSchema, validityPeriodSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, publicUrlOfDeps, requireSession } from '../../http/context.js';
import { errorResponses, jsonOk, refusal, router } from '../../http/openapi.js';
import { itineraryServicesSaveSchema } from '../../services/itinerary/day-services-input.js';
import { readItineraryPricing, saveItineraryPricing } from '../../services/itinerary/itinerary-pricing.js';
import { readItineraryServices, saveItineraryServices } from '../../services/itinerary/itinerary-services.js';
import { deleteLibraryServices, searchLibraryServices } from '../../services/itinerary/library-services.js';
import { itineraryPreviewPage } from '../../views/itinerary-page.js';
import { itineraryPricingView, toItineraryPricingView } from '../../views/itinerary-pricing.view.js';
import {
  itineraryServicesView,
  libraryServiceView,
  toItineraryServicesView,
  toLibraryServiceView,
} from '../../views/itinerary-services.view.js';
import { safeText } from '../resources/safe-text.js';

const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const idParams = z.object({ id: z.uuid({ message: 'Not an itinerary id' }) });
const userOf = (c: Context<AppEnv>) => requireSession(c).user;
const notYours = refusal('No such itinerary (or not yours)');
const stale = refusal('Saved by someone else since this version was read');

/** DECIDE: a library search page holds at most 50 services, because the picker shows 3 more per 'Show More'. */
export const LIBRARY_SEARCH_MAX_COUNT = 50;

const readServicesRoute = createRoute({
  method: 'get',
  path: '/api/me/itineraries/{id}/services',
  tags: ['me', 'operator'],
  summary: "The itinerary's services day by day (servicesByDay), with the length and the version to save on",
  request: { params: idParams },
  responses: { 200: jsonOk(itineraryServicesView, 'The days'), ...errorResponses, 404: notYours },
});
const saveServicesRoute = createRoute({
  method: 'post',
  path: '/api/me/itineraries/{id}/services',
  tags: ['me', 'operator'],
  summary:
    "OAP-014/015: save the length and every day's services (each checked by its type's form); 400 names each field",
  request: { params: idParams, body: body(itineraryServicesSaveSchema) },
  responses: { 200: jsonOk(itineraryServicesView, 'Saved'), ...errorResponses, 404: notYours, 409: stale },
});
const pricingSaveSchema = z
  .object({
    version: z.number().int().min(1),
    currency: currencyCodeSchema,
    minimumSpots: z.number().int().min(0).max(10_000).nullable(),
    maximumSpots: z.number().int().min(0).max(10_000).nullable(),
    termsAndConditions: z.boolean(),
    inventoryMode: z
      .boolean()
      .optional()
      .openapi({ description: 'Price by inventory departures (true) or validity periods' }),
    packages: z
      .object(
        Object.fromEntries(
          PACKAGE_LEVELS.map((l) => [
            l,
            z.object({ validityPeriods: z.array(validityPeriodSchema).max(50) }).optional(),
          ]),
        ) as Record<
          (typeof PACKAGE_LEVELS)[number],
          z.ZodOptional<z.ZodObject<{ validityPeriods: z.ZodArray<typeof validityPeriodSchema> }>>
        >,
      )
      .default({}),
  })
  .strict()
  .openapi('ItineraryPricingSave');
const readPricingRoute = createRoute({
  method: 'get',
  path: '/api/me/itineraries/{id}/pricing',
  tags: ['me', 'operator'],
  summary: "The itinerary's pricing: mode, spots, currency, the inventory's bounds and the validity periods",
  request: { params: idParams },
  responses: { 200: jsonOk(itineraryPricingView, 'The pricing'), ...errorResponses, 404: notYours },
});
const savePricingRoute = createRoute({
  method: 'post',
  path: '/api/me/itineraries/{id}/pricing',
  tags: ['me', 'operator'],
  summary: 'OAP-023/024: save spots, currency and (non-inventory) validity periods; 400 names each field',
  request: { params: idParams, body: body(pricingSaveSchema) },
  responses: { 200: jsonOk(itineraryPricingView, 'Saved'), ...errorResponses, 404: notYours, 409: stale },
});
const libraryRoute = createRoute({
  method: 'get',
  path: '/api/me/services',
  tags: ['me', 'operator'],
  summary: "OAP-017: a page of the caller's library services by type and text, newest first, count at a time",
  request: {
    query: pageQuerySchema.extend({
      type: safeText(40).optional(),
      text: safeText(200).optional(),
      count: z.coerce
        .number()
        .int()
        .min(1)
        .max(LIBRARY_SEARCH_MAX_COUNT)
        .optional()
        .openapi({ description: "OAP-017's name for the page size; when sent it is the page's limit" }),
    }),
  },
  responses: { 200: jsonOk(pageSchema(libraryServiceView), 'A page of the services found'), ...errorResponses },
});
const deleteLibraryRoute = createRoute({
  method: 'delete',
  path: '/api/me/services',
  tags: ['me', 'operator'],
  summary: "OAP-013: take the caller's services with these ids out of the library",
  request: { body: body(z.object({ ids: z.array(z.uuid()).min(1).max(100) }).strict()) },
  responses: { 200: jsonOk(z.object({ deleted: z.number().int() }), 'How many were yours'), ...errorResponses },
});
const previewRoute = createRoute({
  method: 'get',
  path: '/api/me/pages/itinerary',
  tags: ['me', 'operator', 'pages'],
  summary: 'The itinerary as a printable HTML page (preview)',
  request: {
    query: z.object({
      itineraryId: z.uuid({ message: 'Not an itinerary id' }),
      itineraryPreview: z.enum(['true', 'false']).default('true'),
    }),
  },
  responses: {
    200: { description: 'The page', content: { 'text/html': { schema: z.string() } } },
    ...errorResponses,
    404: notYours,
  },
});

export const itineraryBuilderRoutes = router()
  .openapi(readServicesRoute, async (c) => {
    const found = await readItineraryServices(c.get('deps').database.db, userOf(c), c.req.valid('param').id);
    return c.json({ success: true as const, data: toItineraryServicesView(found) }, 200);
  })
  .openapi(saveServicesRoute, async (c) => {
    const deps = c.get('deps');
    const saved = await saveItineraryServices(
      deps.database.db,
      userOf(c),
      c.req.valid('param').id,
      c.req.valid('json'),
      deps.now(),
      { outbox: deps.queue, publicUrl: publicUrlOfDeps(deps) },
    );
    return c.json({ success: true as const, data: toItineraryServicesView(saved) }, 200);
  })
  .openapi(readPricingRoute, async (c) => {
    const found = await readItineraryPricing(c.get('deps').database.db, userOf(c), c.req.valid('param').id);
    return c.json({ success: true as const, data: toItineraryPricingView(found) }, 200);
  })
  .openapi(savePricingRoute, async (c) => {
    const { database, now } = c.get('deps');
    const saved = await saveItineraryPricing(
      database.db,
      userOf(c),
      c.req.valid('param').id,
      c.req.valid('json'),
      now(),
    );
    return c.json({ success: true as const, data: toItineraryPricingView(saved) }, 200);
  })
  .openapi(libraryRoute, async (c) => {
    const { count, ...q } = c.req.valid('query');
    const page = await searchLibraryServices(c.get('deps').database.db, userOf(c), { ...q, limit: count ?? q.limit });
    const data = { items: page.items.map(toLibraryServiceView), nextCursor: page.nextCursor };
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(deleteLibraryRoute, async (c) => {
    const deleted = await deleteLibraryServices(c.get('deps').database.db, userOf(c), c.req.valid('json').ids);
    return c.json({ success: true as const, data: { deleted } }, 200);
  })
  .openapi(previewRoute, async (c) => {
    const q = c.req.valid('query');
    const found = await readItineraryServices(c.get('deps').database.db, userOf(c), q.itineraryId);
    c.header('Cache-Control', 'no-store');
    return c.html(itineraryPreviewPage(found, q.itineraryPreview === 'true'), 200);
  });
