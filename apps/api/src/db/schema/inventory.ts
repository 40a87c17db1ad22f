// Inventory items (departure dates of an itinerary), accommodation alternatives and per-item selections.
import { PACKAGE_LEVELS } from '@caravan/domain';
import type { InventoryAccommodationPrices, InventoryCostTier } from '@caravan/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { nonNegative, oneOf } from './checks.js';
import { itineraries } from './itineraries.js';
import { services } from './services.js';

/**
 * One departure of an inventory itinerary (INV-001, INV-003); amounts in integer minor units of the itinerary
 * currency. Pending and confirmed trips are the trips pointing here (trips.inventory_item_id).
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    itineraryId: uuid()
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    startDate: date({ mode: 'string' }).notNull(),
    packageLevel: text().notNull(),
    /** Shown as trip quantity. */
    quantityAvailable: integer().notNull().default(1),
    quantityPending: integer().notNull().default(0),
    quantityConfirmed: integer().notNull().default(0),
    singleSupplementPrice: integer().notNull().default(0),
    singleSupplementQuantityAvailable: integer().notNull().default(0),
    preTransferPrice: integer(),
    postTransferPrice: integer(),
    preAccommodation: jsonb().$type<InventoryAccommodationPrices>(),
    postAccommodation: jsonb().$type<InventoryAccommodationPrices>(),
    costSchedule: jsonb().$type<InventoryCostTier[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_items_itinerary_idx').on(t.itineraryId, t.startDate),
    unique('inventory_items_departure_unique').on(t.itineraryId, t.startDate, t.packageLevel),
    check('inventory_items_package_check', oneOf(t.packageLevel, PACKAGE_LEVELS)),
    check('inventory_items_available_check', nonNegative(t.quantityAvailable)),
    check('inventory_items_pending_check', nonNegative(t.quantityPending)),
    check('inventory_items_confirmed_check', nonNegative(t.quantityConfirmed)),
    check('inventory_items_confirmed_within_available_check', sql`${t.quantityConfirmed} <= ${t.quantityAvailable}`),
    check('inventory_items_single_supplement_price_check', nonNegative(t.singleSupplementPrice)),
    check('inventory_items_single_supplement_quantity_check', nonNegative(t.singleSupplementQuantityAvailable)),
    check('inventory_items_pre_transfer_check', nonNegative(t.preTransferPrice)),
    check('inventory_items_post_transfer_check', nonNegative(t.postTransferPrice)),
  ],
);

/** An alternative accommodation offered in place of a day range's default accommodation (ALT-001). */
export const accommodationAlternatives = pgTable(
  'accommodation_alternatives',
  {
    id: uuid().primaryKey().defaultRandom(),
    itineraryId: uuid()
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    dayRangeIndex: integer().notNull(),
    /** The default accommodation of the day range. */
    defaultServiceId: uuid()
      .notNull()
      .references(() => services.id),
    /** The alternative accommodation (an ACCOMMODATION service). */
    serviceId: uuid()
      .notNull()
      .references(() => services.id),
  },
  (t) => [
    unique('accommodation_alternatives_unique').on(t.itineraryId, t.dayRangeIndex, t.serviceId),
    check('accommodation_alternatives_range_check', nonNegative(t.dayRangeIndex)),
    check('accommodation_alternatives_distinct_check', sql`${t.serviceId} <> ${t.defaultServiceId}`),
  ],
);

/** An inventory item's chosen accommodation for one day range (ALT-002): the default or an alternative. */
export const accommodationSelections = pgTable(
  'accommodation_selections',
  {
    inventoryItemId: uuid()
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    dayRangeIndex: integer().notNull(),
    serviceId: uuid()
      .notNull()
      .references(() => services.id),
  },
  (t) => [
    primaryKey({ columns: [t.inventoryItemId, t.dayRangeIndex] }),
    check('accommodation_selections_range_check', nonNegative(t.dayRangeIndex)),
  ],
);
