// What the Configure services tab reads: the length, the version to save on, and each day's services with the
// values their type's form edits (SVC-002); also the shape of a library search result (OAP-017).
import { DAY_SERVICE_TYPES } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import type { dayServices, itineraries, services } from '../db/schema/index.js';

type ServiceRow = typeof services.$inferSelect;

/** One day's entry with the operator's service it places. */
export interface StoredDayService {
  day: typeof dayServices.$inferSelect;
  service: typeof services.$inferSelect;
}
/** An itinerary's services as the builder reads them: the itinerary and, per day, its entries in order. */
export interface ItineraryServices {
  itinerary: typeof itineraries.$inferSelect;
  days: StoredDayService[][];
}

export const libraryServiceView = z
  .object({
    id: z.uuid(),
    type: z.enum(DAY_SERVICE_TYPES),
    name: z.string(),
    description: z.string(),
    values: z.record(z.string(), z.unknown()),
  })
  .strict()
  .openapi('LibraryService');
export type LibraryServiceView = z.infer<typeof libraryServiceView>;

export const dayServiceView = z
  .object({
    serviceId: z.uuid(),
    type: z.enum(DAY_SERVICE_TYPES),
    dayIndex: z.number().int(),
    duration: z.number().int(),
    inLibrary: z.boolean(),
    values: z.record(z.string(), z.unknown()),
  })
  .strict()
  .openapi('DayService');
export type DayServiceView = z.infer<typeof dayServiceView>;

export const itineraryServicesView = z
  .object({
    itineraryId: z.uuid(),
    lengthInDays: z.number().int(),
    /** Send it back with the save: an older one is refused with 409 STALE_VERSION. */
    version: z.number().int(),
    servicesByDay: z.array(z.array(dayServiceView)),
  })
  .strict()
  .openapi('ItineraryServices');
export type ItineraryServicesView = z.infer<typeof itineraryServicesView>;

/** A stored service's form values: its details, or for a row written before them, its columns. */
export const valuesOf = (s: ServiceRow): Record<string, unknown> =>
  Object.keys(s.details).length > 0 ? s.details : { name: s.name, description: s.description };

export const toLibraryServiceView = (s: ServiceRow): LibraryServiceView => ({
  id: s.id,
  type: s.type as LibraryServiceView['type'],
  name: s.name,
  description: s.description,
  values: valuesOf(s),
});

export const toItineraryServicesView = ({ itinerary, days }: ItineraryServices): ItineraryServicesView => ({
  itineraryId: itinerary.id,
  lengthInDays: itinerary.lengthInDays,
  version: itinerary.version,
  servicesByDay: days.map((day) =>
    day.map(({ day: entry, service }) => ({
      serviceId: service.id,
      type: service.type as DayServiceView['type'],
      dayIndex: entry.dayIndex,
      duration: entry.duration,
      inLibrary: service.inLibrary,
      values: valuesOf(service),
    })),
  ),
});
