// Review pricing of an operator's itinerary (OAP-023, OAP-024): inventory mode checks the spots against the inventory's
// schedules (OPI-026..033); non-inventory mode also saves each enabled package's validity periods (OPI-037..042). The
// same domain rules as the form; 400 with every field error and nothing written, 409 on a stale version.
import {
  type CurrencyCode,
  type FieldErrors,
  PACKAGE_LEVELS,
  type PackageLevel,
  type ValidityPeriod,
  inventorySpotsBounds,
  validateInventoryPricingReview,
  validateNonInventoryItineraryPricing,
} from '@caravan/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { inventoryItems, itineraries, validityPeriods } from '../../db/schema/index.js';
import { badRequest } from '../../errors/app-error.js';
import { type ItineraryRow, readItinerary } from './itinerary-access.js';
import { staleVersion } from './save-itinerary.js';
import type { ItineraryPricing } from '../../views/itinerary-pricing.view.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ItineraryPricingSave {
  version: number;
  currency: CurrencyCode;
  minimumSpots: number | null;
  maximumSpots: number | null;
  termsAndConditions: boolean;
  /** Switch the mode: priced by inventory departures (true) or by validity periods (false). */
  inventoryMode?: boolean | undefined;
  packages: Partial<Record<PackageLevel, { validityPeriods: ValidityPeriod[] } | undefined>>;
}

export type { ItineraryPricing };

async function pricingOf(db: Db | Tx, itinerary: ItineraryRow): Promise<ItineraryPricing> {
  const items = await db
    .select({ costSchedule: inventoryItems.costSchedule })
    .from(inventoryItems)
    .where(eq(inventoryItems.itineraryId, itinerary.id));
  const periods = await db
    .select()
    .from(validityPeriods)
    .where(eq(validityPeriods.itineraryId, itinerary.id))
    .orderBy(asc(validityPeriods.packageLevel), asc(validityPeriods.startDate), asc(validityPeriods.id));
  return { itinerary, bounds: inventorySpotsBounds(items), periods };
}

/** The caller's itinerary pricing (another operator's answers 404). */
export async function readItineraryPricing(db: Db, user: PolicyUser, id: string) {
  return pricingOf(db, await readItinerary(db, user, id, 'read'));
}

/** Field errors of a pricing save for this itinerary, by its mode. */
export function pricingErrors(
  row: ItineraryRow,
  save: ItineraryPricingSave,
  items: { costSchedule: { numberOfTravelers: number }[] }[],
): FieldErrors {
  const errors = validateInventoryPricingReview(save, items);
  if (save.inventoryMode ?? row.itineraryInventoryEnabled) return errors;
  const packages = Object.fromEntries(
    PACKAGE_LEVELS.map((level) => [
      level,
      { enabled: row.packages[level]?.enabled ?? false, validityPeriods: save.packages[level]?.validityPeriods ?? [] },
    ]),
  );
  const { termsAccepted: _sameAsTerms, ...more } = validateNonInventoryItineraryPricing({
    packages,
    termsAccepted: save.termsAndConditions,
    currency: save.currency,
  });
  return { ...errors, ...more };
}

/** Saves the pricing on the version read: spots and currency, and in non-inventory mode the validity periods. */
export async function saveItineraryPricing(
  db: Db,
  user: PolicyUser,
  id: string,
  save: ItineraryPricingSave,
  now: Date,
): Promise<ItineraryPricing> {
  return db.transaction(async (tx) => {
    const row = await readItinerary(tx, user, id, 'update', true);
    if (row.version !== save.version) throw staleVersion();
    const items = await tx
      .select({ costSchedule: inventoryItems.costSchedule })
      .from(inventoryItems)
      .where(eq(inventoryItems.itineraryId, row.id));
    const errors = pricingErrors(row, save, items);
    if (Object.keys(errors).length > 0) throw badRequest('Check the highlighted pricing fields.', errors);
    const inventoryMode = save.inventoryMode ?? row.itineraryInventoryEnabled;
    if (!inventoryMode) {
      await tx.delete(validityPeriods).where(eq(validityPeriods.itineraryId, row.id));
      const rows = PACKAGE_LEVELS.filter((level) => row.packages[level]?.enabled).flatMap((level) =>
        (save.packages[level]?.validityPeriods ?? []).map((p) => ({
          itineraryId: row.id,
          packageLevel: level,
          startDate: p.startDate,
          endDate: p.endDate,
          isBlackout: p.blackoutStartDate?.isBlackout ?? false,
          instantApprovalAllowed: p.instantApprovalAllowed,
          singleSupplementPrice: p.additionalCosts?.singleSupplement.price ?? 0,
          costThresholds: p.costThresholds,
        })),
      );
      if (rows.length > 0) await tx.insert(validityPeriods).values(rows);
    }
    const [updated] = await tx
      .update(itineraries)
      .set({
        currency: save.currency,
        itineraryInventoryEnabled: inventoryMode,
        minimumSpots: save.minimumSpots,
        maximumSpots: save.maximumSpots as number,
        version: sql`${itineraries.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(itineraries.id, row.id), eq(itineraries.version, save.version)))
      .returning();
    if (!updated) throw staleVersion();
    return pricingOf(tx, updated);
  });
}
