// Inventory item entity (departure dates of an itinerary) and the inventory form schema with the spec's messages.
import { z } from 'zod';
import { calendarDateSchema } from '../shared/dates.js';
import { PACKAGE_LEVELS, type PackageLevel, packageLevelSchema } from '../shared/statuses.js';
import {
  optionalNumberField,
  requiredMessage,
  requiredNumberField,
  blankToUndefined,
} from '../services/form-fields.js';
import {
  DEFAULT_INVENTORY_SINGLE_SUPPLEMENT_QUANTITY,
  DEFAULT_INVENTORY_TRIP_QUANTITY,
  DEFAULT_MAX_NIGHTS,
  DEFAULT_QUANTITY_AVAILABLE,
  INVENTORY_FIELD_LABELS,
  INVENTORY_MESSAGES,
  type InventoryFormMode,
} from './inventory.constants.js';

/** An amount in integer minor units of the itinerary's currency, never negative (INV-033). */
const inventoryAmountSchema = z.number().int().min(0);
const countSchema = z.number().int().min(0);

/** A pre/post-trip room price: price, rooms available and maximum nights (INV-003). */
const inventoryRoomPriceSchema = z.object({
  price: inventoryAmountSchema.optional(),
  quantityAvailable: countSchema.default(DEFAULT_QUANTITY_AVAILABLE),
  maxNights: z.number().int().min(1).default(DEFAULT_MAX_NIGHTS),
});

/** Pre- or post-trip accommodation prices: a single and a double room (INV-003). */
export const inventoryAccommodationPricesSchema = z.object({
  single: inventoryRoomPriceSchema.optional(),
  double: inventoryRoomPriceSchema.optional(),
});
export type InventoryAccommodationPrices = z.infer<typeof inventoryAccommodationPricesSchema>;

/** One tier of the price schedule: the price per traveler for a number of travelers (INV-003). */
export const inventoryCostTierSchema = z.object({
  numberOfTravelers: z.number().int().min(1),
  price: inventoryAmountSchema,
});
export type InventoryCostTier = z.infer<typeof inventoryCostTierSchema>;

/** A trip that requested or confirmed an inventory item (INV-003, INV-012). */
const inventoryTripRefSchema = z.object({ _id: z.string().min(1), name: z.string() });

/**
 * An inventory item: one departure date of an itinerary with its quantity, package level, price schedule,
 * single supplement, private transfer prices and pre/post-trip accommodation prices (INV-001, INV-003).
 * Amounts are integer minor units in the itinerary's currency.
 */
export const inventoryItemSchema = z.object({
  id: z.string().min(1).optional(),
  _id: z.string().min(1).optional(),
  itinerary: z.string().min(1),
  startDate: calendarDateSchema,
  /** Shown as trip quantity. */
  quantityAvailable: countSchema.default(DEFAULT_INVENTORY_TRIP_QUANTITY),
  packageLevel: packageLevelSchema,
  singleSupplementPrice: inventoryAmountSchema.default(0),
  singleSupplementQuantityAvailable: countSchema.default(DEFAULT_INVENTORY_SINGLE_SUPPLEMENT_QUANTITY),
  preTransferPrice: inventoryAmountSchema.optional(),
  postTransferPrice: inventoryAmountSchema.optional(),
  preAccommodation: inventoryAccommodationPricesSchema.optional(),
  postAccommodation: inventoryAccommodationPricesSchema.optional(),
  costSchedule: z.array(inventoryCostTierSchema).default([]),
  /** One chosen accommodation id per accommodation day range (ALT-002). */
  accommodationSelections: z.array(z.string().min(1)).default([]),
  quantityPending: countSchema.default(0),
  quantityConfirmed: countSchema.default(0),
  pendingTrips: z.array(inventoryTripRefSchema).default([]),
  confirmedTrips: z.array(inventoryTripRefSchema).default([]),
  /** Display fields related to the item. */
  isReserved: z.boolean().optional(),
  currentSelection: z.string().optional(),
  dayRangeIndex: z.number().int().min(0).optional(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;
export type InventoryItemInput = z.input<typeof inventoryItemSchema>;

/** The quantities every inventory item state is decided from. */
export type InventoryQuantities = Pick<InventoryItem, 'quantityAvailable' | 'quantityPending' | 'quantityConfirmed'>;

const L = INVENTORY_FIELD_LABELS;

/** A room in the form: blank price allowed (INV-035). */
const inventoryFormRoomSchema = z.object({
  price: optionalNumberField(L.accommodationPrice),
  quantityAvailable: optionalNumberField('Room Quantity'),
  maxNights: optionalNumberField('Max Nights', 1),
});
const inventoryFormAccommodationSchema = z.object({
  single: inventoryFormRoomSchema.optional(),
  double: inventoryFormRoomSchema.optional(),
});

/** A price tier in the form: numberOfTravelers fixed, price blank until entered (INV-044). */
const inventoryFormTierSchema = z.object({
  numberOfTravelers: z.number().int().min(1),
  price: optionalNumberField(L.tierPrice),
});
export type InventoryFormTier = z.infer<typeof inventoryFormTierSchema>;

/** The package field: required, one of standard, economy, premium (INV-027, INV-028). */
const inventoryFormPackageSchema = z.unknown().transform((input, ctx): PackageLevel => {
  const value = blankToUndefined(input);
  if (value === undefined) {
    ctx.addIssue({ code: 'custom', message: requiredMessage(L.packageLevel) });
    return z.NEVER;
  }
  const parsed = packageLevelSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: `${L.packageLevel} must be one of ${PACKAGE_LEVELS.join(', ')}` });
  return z.NEVER;
});

/** The inventory form's fields; prices are currency values in major units (dollars), min 0 (INV-033). */
const inventoryFormShape = {
  startDate: z.preprocess(blankToUndefined, calendarDateSchema.optional()),
  packageLevel: inventoryFormPackageSchema,
  quantityAvailable: requiredNumberField(L.quantityAvailable),
  singleSupplementPrice: requiredNumberField(L.singleSupplementPrice),
  singleSupplementQuantityAvailable: requiredNumberField(L.singleSupplementQuantityAvailable),
  preTransferPrice: optionalNumberField(L.preTransferPrice),
  postTransferPrice: optionalNumberField(L.postTransferPrice),
  preAccommodation: inventoryFormAccommodationSchema.optional(),
  postAccommodation: inventoryFormAccommodationSchema.optional(),
  costSchedule: z.array(inventoryFormTierSchema).default([]),
};

/** Options of the inventory form validation: its mode and, on update, the item's current trip quantity. */
interface InventoryFormOptions {
  mode: InventoryFormMode;
  currentTripQuantity?: number;
}

/**
 * The inventory form schema for a mode: package required and one of the levels, quantities and single
 * supplement price required numbers >= 0, and on update a trip quantity of at least the current one (INV-032).
 */
export function inventoryFormSchema(options: InventoryFormOptions) {
  return z.object(inventoryFormShape).superRefine((values, ctx) => {
    const current = options.currentTripQuantity;
    if (options.mode === 'update' && current !== undefined && values.quantityAvailable < current) {
      ctx.addIssue({
        code: 'custom',
        path: ['quantityAvailable'],
        message: INVENTORY_MESSAGES.tripQuantityCanOnlyBeIncreased,
      });
    }
  });
}
export type InventoryFormValues = z.infer<ReturnType<typeof inventoryFormSchema>>;
