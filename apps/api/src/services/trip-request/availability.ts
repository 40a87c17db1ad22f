// GET /api/me/itinerary/{id}/availability (HAP-039, CAT-030): per enabled package, the dates or inventory items a host
// may request from today plus the itinerary's lead time: validity periods give the enabled, blackout and
// instant-approval dates of a non-inventory package; open inventory items (not sold out, not fully requested) the rest.
import {
  addDays,
  type CalendarDate,
  todayInZone,
  type InventoryAccommodationPrices,
  inventoryItemDisplayStatus,
  isInstantApprovalEligiblePackage,
  isInventoryItemOpen,
  type ItineraryAvailability,
  NO_INVENTORY_ITEMS_ERROR_TEXT,
  type PackageAvailability,
  PACKAGE_LEVELS,
  type PackageLevel,
} from '@caravan/domain';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inventoryItems, type itineraries, validityPeriods } from '../../db/schema/index.js';
import { conflict } from '../../errors/app-error.js';
import type { Tx } from '../lifecycle.js';

type ItineraryRow = typeof itineraries.$inferSelect;
type PeriodRow = typeof validityPeriods.$inferSelect;

/** Every date from `from` to `to`, both included. */
function datesBetween(from: CalendarDate, to: CalendarDate): CalendarDate[] {
  const out: CalendarDate[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The earliest start date a request may take: today at the itinerary's place plus its lead time (decision 038). */
export const earliestStartDate = (row: Pick<ItineraryRow, 'tripLeadTime' | 'timeZone'>, now: Date): CalendarDate =>
  addDays(todayInZone(now, row.timeZone), row.tripLeadTime ?? 0);

/** A non-inventory package's dates from its validity periods. */
function periodAvailability(level: PackageLevel, periods: PeriodRow[], earliest: CalendarDate) {
  const inRange = (p: PeriodRow) =>
    p.endDate < earliest ? [] : datesBetween(p.startDate > earliest ? p.startDate : earliest, p.endDate);
  const blackout = new Set(periods.filter((p) => p.isBlackout).flatMap(inRange));
  const priced = periods.filter((p) => !p.isBlackout && p.costThresholds.length > 0);
  const enabled = [...new Set(priced.flatMap(inRange))].filter((d) => !blackout.has(d)).sort();
  const eligible = isInstantApprovalEligiblePackage(level, { isInventoryEnabled: false });
  const instant = eligible
    ? [...new Set(priced.filter((p) => p.instantApprovalAllowed).flatMap(inRange))]
        .filter((d) => !blackout.has(d))
        .sort()
    : [];
  return { enabledDates: enabled, blackoutDates: [...blackout].sort(), instantApprovalDates: instant };
}

export interface AvailabilityItem {
  id: string;
  startDate: CalendarDate;
  packageLevel: PackageLevel;
  preTransferPrice: number | null;
  postTransferPrice: number | null;
  /** Pre/post-trip room prices of the departure (CAT-055), null when it has none. */
  preAccommodation: InventoryAccommodationPrices | null;
  postAccommodation: InventoryAccommodationPrices | null;
  costSchedule: { numberOfTravelers: number; price: number }[];
  displayStatus: ReturnType<typeof inventoryItemDisplayStatus>;
}

/** The availability of a live itinerary; no open inventory item at all is the 'no inventory items found' error (CAT-018). */
export async function itineraryAvailability(
  db: Db | Tx,
  row: ItineraryRow,
  now: Date,
  includeInUse = false,
): Promise<
  ItineraryAvailability & Record<PackageLevel, PackageAvailability & { itineraryInventoryItems: AvailabilityItem[] }>
> {
  const earliest = earliestStartDate(row, now);
  const enabledLevels = PACKAGE_LEVELS.filter((level) => row.packages[level]?.enabled);
  const items = row.itineraryInventoryEnabled
    ? await db
        .select()
        .from(inventoryItems)
        .where(and(eq(inventoryItems.itineraryId, row.id), gte(inventoryItems.startDate, earliest)))
        .orderBy(asc(inventoryItems.startDate), asc(inventoryItems.id))
    : [];
  const periods = row.itineraryInventoryEnabled
    ? []
    : await db
        .select()
        .from(validityPeriods)
        .where(eq(validityPeriods.itineraryId, row.id))
        .orderBy(asc(validityPeriods.startDate));
  const offered = items.filter((i) => includeInUse || isInventoryItemOpen(i));
  if (row.itineraryInventoryEnabled && offered.length === 0)
    throw conflict('NO_INVENTORY_ITEMS', `${NO_INVENTORY_ITEMS_ERROR_TEXT} for this itinerary`);

  const result = {} as Record<PackageLevel, PackageAvailability & { itineraryInventoryItems: AvailabilityItem[] }>;
  for (const level of PACKAGE_LEVELS) {
    const base = {
      foodOptions: row.packages[level]?.foodOptions ?? [],
      isPackageEnabled: enabledLevels.includes(level),
    };
    if (row.itineraryInventoryEnabled) {
      const own = offered.filter((i) => i.packageLevel === level);
      result[level] = {
        ...base,
        isInventoryEnabled: true,
        blackoutDates: [],
        instantApprovalDates: [],
        firstAvailableDate: own[0]?.startDate ?? null,
        itineraryInventoryItems: own.map((i) => ({
          id: i.id,
          startDate: i.startDate,
          packageLevel: level,
          preTransferPrice: i.preTransferPrice ?? null,
          postTransferPrice: i.postTransferPrice ?? null,
          preAccommodation: i.preAccommodation ?? null,
          postAccommodation: i.postAccommodation ?? null,
          costSchedule: i.costSchedule,
          displayStatus: inventoryItemDisplayStatus(i),
        })),
      };
    } else {
      const dates = periodAvailability(
        level,
        periods.filter((p) => p.packageLevel === level),
        earliest,
      );
      result[level] = {
        ...base,
        ...dates,
        isInventoryEnabled: false,
        firstAvailableDate: dates.enabledDates[0] ?? null,
        itineraryInventoryItems: [],
      };
    }
  }
  return result;
}

/** The per-traveler cost of a package on a date (the smallest group's tier), or null when the date is not priced. */
export async function packageCostOn(
  db: Db | Tx,
  row: ItineraryRow,
  level: PackageLevel,
  date: CalendarDate,
): Promise<number | null> {
  if (row.itineraryInventoryEnabled) {
    const [item] = await db
      .select()
      .from(inventoryItems)
      .where(
        and(
          eq(inventoryItems.itineraryId, row.id),
          eq(inventoryItems.packageLevel, level),
          eq(inventoryItems.startDate, date),
        ),
      )
      .limit(1);
    return item ? Math.max(0, ...item.costSchedule.map((t) => t.price)) : null;
  }
  const periods = await db
    .select()
    .from(validityPeriods)
    .where(and(eq(validityPeriods.itineraryId, row.id), eq(validityPeriods.packageLevel, level)));
  const covering = periods.filter((p) => p.startDate <= date && date <= p.endDate);
  if (covering.some((p) => p.isBlackout)) return null;
  const tiers = covering.flatMap((p) => p.costThresholds);
  return tiers.length > 0 ? Math.max(...tiers.map((t) => t.price)) : null;
}
