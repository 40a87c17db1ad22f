// An inventory item as the Itinerary Inventory card reads it (OAP-002, OAP-003): amounts in integer minor units of
// the itinerary currency, the quantities, and its display status and in-use state (INV-023, INV-026).
import {
  INVENTORY_DISPLAY_STATUSES,
  PACKAGE_LEVELS,
  inventoryAccommodationPricesSchema,
  inventoryCostTierSchema,
  inventoryItemDisplayStatus,
  isInventoryItemInUse,
} from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import type { inventoryItems } from '../db/schema/index.js';

type InventoryRow = typeof inventoryItems.$inferSelect;

/** A trip requested on an inventory item, as the item's row lists it. */
export interface RequestedTrip {
  id: string;
  name: string;
  state: 'pending' | 'confirmed';
}

export const inventoryItemView = z
  .object({
    id: z.uuid(),
    itinerary: z.uuid(),
    startDate: z.string(),
    packageLevel: z.enum(PACKAGE_LEVELS),
    quantityAvailable: z.number().int(),
    quantityPending: z.number().int(),
    quantityConfirmed: z.number().int(),
    singleSupplementPrice: z.number().int(),
    singleSupplementQuantityAvailable: z.number().int(),
    preTransferPrice: z.number().int().nullable(),
    postTransferPrice: z.number().int().nullable(),
    preAccommodation: inventoryAccommodationPricesSchema.nullable(),
    postAccommodation: inventoryAccommodationPricesSchema.nullable(),
    costSchedule: z.array(inventoryCostTierSchema),
    displayStatus: z.enum(INVENTORY_DISPLAY_STATUSES),
    inUse: z.boolean(),
    /** INV-012: the trips on the item the caller may read, each pending or confirmed (the list call fills it). */
    requestedTrips: z.array(
      z.object({ id: z.uuid(), name: z.string(), state: z.enum(['pending', 'confirmed']) }).openapi('RequestedTrip'),
    ),
  })
  .strict()
  .openapi('InventoryItem');
export type InventoryItemView = z.infer<typeof inventoryItemView>;

export const toInventoryItemView = (r: InventoryRow, requestedTrips: RequestedTrip[] = []): InventoryItemView => ({
  id: r.id,
  itinerary: r.itineraryId,
  startDate: r.startDate,
  packageLevel: r.packageLevel as InventoryItemView['packageLevel'],
  quantityAvailable: r.quantityAvailable,
  quantityPending: r.quantityPending,
  quantityConfirmed: r.quantityConfirmed,
  singleSupplementPrice: r.singleSupplementPrice,
  singleSupplementQuantityAvailable: r.singleSupplementQuantityAvailable,
  preTransferPrice: r.preTransferPrice ?? null,
  postTransferPrice: r.postTransferPrice ?? null,
  preAccommodation: r.preAccommodation ?? null,
  postAccommodation: r.postAccommodation ?? null,
  costSchedule: r.costSchedule,
  displayStatus: inventoryItemDisplayStatus(r),
  inUse: isInventoryItemInUse(r),
  requestedTrips,
});
