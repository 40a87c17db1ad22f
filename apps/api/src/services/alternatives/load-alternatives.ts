// Reads an itinerary's accommodation day ranges (ALT-001): each accommodation placed on its days, its alternatives
// (grouped by the default they stand in for, so a range keeps them when days before it change), and every inventory
// item's effective selection, one id per range (ALT-002). The ranges themselves come from the domain rule.
import { accommodationDayRanges, effectiveAccommodationSelections } from '@caravan/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accommodationAlternatives,
  accommodationSelections,
  dayServices,
  inventoryItems,
  services,
} from '../../db/schema/index.js';
import type { ItineraryRow } from '../itinerary/itinerary-access.js';
import type { Tx } from '../lifecycle.js';
import type { LoadedAlternatives, LoadedRange } from '../../views/alternatives.view.js';

export type ServiceRow = typeof services.$inferSelect;
export type AlternativeRow = typeof accommodationAlternatives.$inferSelect;
export type { LoadedAlternatives, LoadedRange };

/** The day ranges, alternatives and item selections of `itinerary`, read in `db`. */
export async function loadAlternatives(db: Db | Tx, itinerary: ItineraryRow): Promise<LoadedAlternatives> {
  const placed = await db
    .select({ day: dayServices, service: services })
    .from(dayServices)
    .innerJoin(services, eq(services.id, dayServices.serviceId))
    .where(
      and(
        eq(dayServices.itineraryId, itinerary.id),
        eq(dayServices.removed, false),
        eq(services.type, 'ACCOMMODATION'),
      ),
    )
    .orderBy(asc(dayServices.dayIndex), asc(dayServices.position));
  const altRows = await db
    .select({ row: accommodationAlternatives, service: services })
    .from(accommodationAlternatives)
    .innerJoin(services, eq(services.id, accommodationAlternatives.serviceId))
    .where(eq(accommodationAlternatives.itineraryId, itinerary.id))
    .orderBy(asc(services.createdAt), asc(accommodationAlternatives.id));
  const altsOf = (defaultId: string) => altRows.filter((a) => a.row.defaultServiceId === defaultId);

  const servicesByDay = Array.from({ length: itinerary.lengthInDays }, (_, d) =>
    placed
      .filter((p) => p.day.dayIndex === d)
      .map((p) => ({
        dayIndex: d,
        duration: p.day.duration,
        service: {
          type: p.service.type,
          _id: p.service.id,
          alternatives: altsOf(p.service.id).map((a) => a.service.id),
        },
      })),
  );
  const ranges = accommodationDayRanges(servicesByDay).map((range) => {
    const defaultService = placed.find((p) => p.service.id === range.defaultAccommodationId)?.service as ServiceRow;
    return { range, defaultService, alternatives: altsOf(range.defaultAccommodationId) };
  });

  const items = await db
    .select({
      id: inventoryItems.id,
      startDate: inventoryItems.startDate,
      packageLevel: inventoryItems.packageLevel,
    })
    .from(inventoryItems)
    .where(eq(inventoryItems.itineraryId, itinerary.id))
    .orderBy(asc(inventoryItems.startDate), asc(inventoryItems.packageLevel));
  const chosen =
    items.length === 0
      ? []
      : await db
          .select()
          .from(accommodationSelections)
          .where(
            inArray(
              accommodationSelections.inventoryItemId,
              items.map((i) => i.id),
            ),
          );
  const domainRanges = ranges.map((r) => r.range);
  return {
    itinerary,
    ranges,
    items: items.map((item) => {
      const stored: string[] = [];
      for (const c of chosen) if (c.inventoryItemId === item.id) stored[c.dayRangeIndex] = c.serviceId;
      return { ...item, accommodationSelections: effectiveAccommodationSelections(domainRanges, stored) };
    }),
  };
}

/** The loaded range at `index`, or undefined. */
export const rangeAt = (loaded: LoadedAlternatives, index: number) => loaded.ranges[index];
