// An itinerary's accommodation alternatives as the alternatives card reads them (ALT-001..009, OAP-018): the day
// ranges with their default and alternative accommodations (amounts in minor units of the itinerary currency), the
// inventory items' selections (ALT-002) and whether the viewer manages them (ALT-018).
import { PACKAGE_LEVELS } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import type { AccommodationDayRange } from '@caravan/domain';
import type { accommodationAlternatives, itineraries, services } from '../db/schema/index.js';

type ServiceRow = typeof services.$inferSelect;
type AlternativeRow = typeof accommodationAlternatives.$inferSelect;
/** One accommodation day range: the accommodation placed on its days and the alternatives standing in for it. */
export interface LoadedRange {
  range: AccommodationDayRange;
  defaultService: ServiceRow;
  alternatives: { row: AlternativeRow; service: ServiceRow }[];
}
/** What the alternatives view maps: an itinerary's ranges and each inventory item's selection. */
export interface LoadedAlternatives {
  itinerary: typeof itineraries.$inferSelect;
  ranges: LoadedRange[];
  items: { id: string; startDate: string; packageLevel: string; accommodationSelections: string[] }[];
}

export const alternativeAccommodationView = z
  .object({
    /** The accommodation (service) id: what a selection names. */
    serviceId: z.uuid(),
    name: z.string(),
    description: z.string(),
    accommodationType: z.string(),
    occupancy: z.string(),
    starRating: z.number().int().nullable(),
    price: z.number().int(),
    numberOfNights: z.number().int().nullable(),
    orSimilar: z.boolean(),
    images: z.array(z.string()),
  })
  .strict()
  .openapi('AlternativeAccommodation');

export const itineraryAlternativesView = z
  .object({
    itineraryId: z.uuid(),
    currency: z.string(),
    canManage: z.boolean(),
    ranges: z.array(
      z
        .object({
          index: z.number().int(),
          startDayIndex: z.number().int(),
          duration: z.number().int(),
          default: alternativeAccommodationView,
          alternatives: z.array(alternativeAccommodationView.extend({ id: z.uuid() }).strict()),
        })
        .strict(),
    ),
    items: z.array(
      z
        .object({
          id: z.uuid(),
          startDate: z.string(),
          packageLevel: z.enum(PACKAGE_LEVELS),
          accommodationSelections: z.array(z.string()),
        })
        .strict(),
    ),
  })
  .strict()
  .openapi('ItineraryAlternatives');
export type ItineraryAlternativesView = z.infer<typeof itineraryAlternativesView>;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const accommodation = (s: ServiceRow) => ({
  serviceId: s.id,
  name: s.name,
  description: s.description,
  accommodationType: str(s.details.accommodationType),
  occupancy: str(s.details.occupancy),
  starRating: typeof s.details.starRating === 'number' ? s.details.starRating : null,
  price: s.price,
  numberOfNights: s.numberOfNights ?? null,
  orSimilar: s.details.orSimilar === true,
  images: s.images,
});

export const toItineraryAlternativesView = (l: LoadedAlternatives): ItineraryAlternativesView => ({
  itineraryId: l.itinerary.id,
  currency: l.itinerary.currency,
  canManage: true,
  ranges: l.ranges.map((r) => ({
    index: r.range.index,
    startDayIndex: r.range.startDayIndex,
    duration: r.range.duration,
    default: accommodation(r.defaultService),
    alternatives: r.alternatives.map((a) => ({ id: a.row.id, ...accommodation(a.service) })),
  })),
  items: l.items.map((i) => ({
    ...i,
    packageLevel: i.packageLevel as ItineraryAlternativesView['items'][number]['packageLevel'],
  })),
});
