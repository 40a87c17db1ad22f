// /api/me/itineraries/{itineraryId}/inventory (OAP-002..006): the departures of an itinerary. Reads for whoever reads
// the itinerary; add for hosts, edit and delete for hosts and operators (INV-018); another operator's itinerary 404.
import {
  DEFAULT_SINGLE_SUPPLEMENT_AVAILABLE_QUANTITY,
  PACKAGE_LEVELS,
  inventoryAccommodationPricesSchema,
  inventoryCostTierSchema,
  pageQuerySchema,
  pageSchema,
} from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, requireSession } from '../../http/context.js';
import { errorResponses, jsonOk, refusal, router } from '../../http/openapi.js';
import {
  createInventoryItem,
  deleteInventoryItem,
  listInventory,
  readInventoryItem,
  updateInventoryItem,
} from '../../services/itinerary/inventory.js';
import { requestedTripsOf } from '../../services/itinerary/inventory-trips.js';
import { saveAccommodationSelections } from '../../services/alternatives/save-selections.js';
import { inventoryItemView, toInventoryItemView } from '../../views/itinerary-inventory.view.js';

const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const userOf = (c: Context<AppEnv>) => requireSession(c).user;
const listParams = z.object({ itineraryId: z.uuid({ message: 'Not an itinerary id' }) });
const itemParams = listParams.extend({ inventoryItemId: z.uuid({ message: 'Not an inventory item id' }) });
const missing = refusal('No such itinerary or item (or not yours)');

const amount = z.number().int().min(0).max(100_000_000);
const count = z.number().int().min(0).max(10_000);
/** The fields a client may set (the quantities taken by trips are the API's). Amounts in minor units. */
const itemFields = {
  quantityAvailable: count,
  singleSupplementPrice: amount,
  singleSupplementQuantityAvailable: count,
  preTransferPrice: amount.nullable().optional(),
  postTransferPrice: amount.nullable().optional(),
  preAccommodation: inventoryAccommodationPricesSchema.nullable().optional(),
  postAccommodation: inventoryAccommodationPricesSchema.nullable().optional(),
  costSchedule: z.array(inventoryCostTierSchema).max(100),
};
const createSchema = z
  .object({
    itinerary: z.uuid(),
    startDate: z.iso.date(),
    packageLevel: z.enum(PACKAGE_LEVELS),
    ...itemFields,
    singleSupplementPrice: amount.default(0),
    // A departure added without it offers the shared default of private rooms (OPI-045, INV-046), as the form does.
    singleSupplementQuantityAvailable: count.default(DEFAULT_SINGLE_SUPPLEMENT_AVAILABLE_QUANTITY),
    costSchedule: itemFields.costSchedule.default([]),
  })
  .strict()
  .openapi('InventoryItemCreate');
/**
 * OAP-005: only the changed fields; the start date and package are fixed once created (INV-038). The alternatives
 * inventory panel sends only accommodationSelections, one accommodation id per day range (ALT-019).
 */
const updateSchema = z
  .object({ ...itemFields, accommodationSelections: z.array(z.uuid()).max(1_000) })
  .partial()
  .strict()
  .openapi('InventoryItemUpdate');

const listRoute = createRoute({
  method: 'get',
  path: '/api/me/itineraries/{itineraryId}/inventory',
  tags: ['me', 'inventory'],
  summary: "OAP-002: a page of the itinerary's inventory items in date order, with the trips each one holds (INV-012)",
  request: { params: listParams, query: pageQuerySchema },
  responses: { 200: jsonOk(pageSchema(inventoryItemView), 'A page of items'), ...errorResponses, 404: missing },
});
const getRoute = createRoute({
  method: 'get',
  path: '/api/me/itineraries/{itineraryId}/inventory/{inventoryItemId}',
  tags: ['me', 'inventory'],
  summary: 'OAP-003: one inventory item',
  request: { params: itemParams },
  responses: { 200: jsonOk(inventoryItemView, 'The item'), ...errorResponses, 404: missing },
});
const createItemRoute = createRoute({
  method: 'post',
  path: '/api/me/itineraries/{itineraryId}/inventory',
  tags: ['me', 'inventory'],
  summary: 'OAP-004: create an inventory item (hosts); a reserved or out-of-window date answers 400',
  request: { params: listParams, body: body(createSchema) },
  responses: {
    201: jsonOk(inventoryItemView, 'Created'),
    ...errorResponses,
    404: missing,
    409: refusal('A departure of that package on that date exists'),
  },
});
const updateRoute = createRoute({
  method: 'patch',
  path: '/api/me/itineraries/{itineraryId}/inventory/{inventoryItemId}',
  tags: ['me', 'inventory'],
  summary: 'OAP-005: change some fields; the quantity never below confirmed plus pending, only up when in use (409)',
  request: { params: itemParams, body: body(updateSchema) },
  responses: {
    200: jsonOk(inventoryItemView, 'Saved'),
    ...errorResponses,
    404: missing,
    409: refusal('Trip Quantity can only be increased'),
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/me/itineraries/{itineraryId}/inventory/{inventoryItemId}',
  tags: ['me', 'inventory'],
  summary: 'OAP-006: delete an inventory item no trip has requested or confirmed (409 when in use)',
  request: { params: itemParams },
  responses: {
    200: jsonOk(z.object({ id: z.uuid() }), 'Deleted'),
    ...errorResponses,
    404: missing,
    409: refusal('In use'),
  },
});

export const itineraryInventoryRoutes = router()
  .openapi(listRoute, async (c) => {
    const db = c.get('deps').database.db;
    const page = await listInventory(db, userOf(c), c.req.valid('param').itineraryId, c.req.valid('query'));
    const trips = await requestedTripsOf(
      db,
      userOf(c),
      page.items.map((r) => r.id),
    );
    const items = page.items.map((r) => toInventoryItemView(r, trips.get(r.id)));
    return c.json({ success: true as const, data: { items, nextCursor: page.nextCursor } }, 200);
  })
  .openapi(getRoute, async (c) => {
    const p = c.req.valid('param');
    const row = await readInventoryItem(c.get('deps').database.db, userOf(c), p.itineraryId, p.inventoryItemId);
    return c.json({ success: true as const, data: toInventoryItemView(row) }, 200);
  })
  .openapi(createItemRoute, async (c) => {
    const { database, now } = c.get('deps');
    const row = await createInventoryItem(
      database.db,
      userOf(c),
      c.req.valid('param').itineraryId,
      c.req.valid('json'),
      now(),
    );
    return c.json({ success: true as const, data: toInventoryItemView(row) }, 201);
  })
  .openapi(updateRoute, async (c) => {
    const p = c.req.valid('param');
    const db = c.get('deps').database.db;
    const { accommodationSelections, ...fields } = c.req.valid('json');
    // ALT-019: the selections are the alternatives' own write (their managers, their day ranges).
    if (accommodationSelections)
      await saveAccommodationSelections(db, userOf(c), p.itineraryId, p.inventoryItemId, accommodationSelections);
    const row =
      Object.keys(fields).length > 0 || !accommodationSelections
        ? await updateInventoryItem(db, userOf(c), p.itineraryId, p.inventoryItemId, fields)
        : await readInventoryItem(db, userOf(c), p.itineraryId, p.inventoryItemId);
    return c.json({ success: true as const, data: toInventoryItemView(row) }, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const p = c.req.valid('param');
    await deleteInventoryItem(c.get('deps').database.db, userOf(c), p.itineraryId, p.inventoryItemId);
    return c.json({ success: true as const, data: { id: p.inventoryItemId } }, 200);
  });
