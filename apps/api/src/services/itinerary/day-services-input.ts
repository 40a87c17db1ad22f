// The Configure services save as the API takes it, and its checks: each service's values by its type's form schema
// (§5 service forms), spans clamped by day position (SVC-022), at most one accommodation and one info a day (SVC-018,
// SVC-019). Field errors are keyed `servicesByDay.{day}.{index}.{field}` so the builder shows each beside its field.
import {
  DAY_SERVICE_TYPES,
  type FieldErrors,
  ITINERARY_SERVICE_TYPES,
  type ItineraryServiceType,
  ONE_PER_DAY_SERVICE_TYPES,
  adjustAccommodationNights,
  dayServiceTypeCount,
  isLegacyDayService,
  serviceFormSchemaFor,
  serviceSpansMultipleDays,
} from '@caravan/domain';
import { z } from '@hono/zod-openapi';

/** DECIDE: an itinerary runs at most 60 days, because no group trip the spec describes is longer and it bounds the save. */
export const MAX_ITINERARY_LENGTH_DAYS = 60;
/** DECIDE: at most 20 services a day, a bound on the request only (a real day holds a handful). */
export const MAX_SERVICES_PER_DAY = 20;

export const dayServiceInputSchema = z
  .object({
    /** A service already on this itinerary (edited in place); absent for a new one or a copy from the library. */
    serviceId: z.uuid().optional(),
    type: z.enum(DAY_SERVICE_TYPES),
    /** Days the service covers; only accommodation and info span several (SVC-016). */
    duration: z.number().int().min(1).max(MAX_ITINERARY_LENGTH_DAYS).default(1),
    /** Keep a copy in the operator's library for reuse (OAP-017). */
    saveToLibrary: z.boolean().default(false),
    /** The type's form values, checked by its form schema. */
    values: z.record(z.string(), z.unknown()).default({}),
  })
  .strict()
  .openapi('DayServiceInput');
export type DayServiceInput = z.infer<typeof dayServiceInputSchema>;

export const itineraryServicesSaveSchema = z
  .object({
    version: z.number().int().min(1),
    lengthInDays: z.number().int().min(1).max(MAX_ITINERARY_LENGTH_DAYS),
    servicesByDay: z.array(z.array(dayServiceInputSchema).max(MAX_SERVICES_PER_DAY)).max(MAX_ITINERARY_LENGTH_DAYS),
  })
  .strict()
  .openapi('ItineraryServicesSave');
export type ItineraryServicesSave = z.infer<typeof itineraryServicesSaveSchema>;

/** One checked entry: the parsed form values, its span clamped to the days left. */
export interface CheckedDayService {
  serviceId?: string | undefined;
  type: (typeof DAY_SERVICE_TYPES)[number];
  duration: number;
  saveToLibrary: boolean;
  values: Record<string, unknown>;
}

export const ONE_PER_DAY_MESSAGES: Record<(typeof ONE_PER_DAY_SERVICE_TYPES)[number], string> = {
  ACCOMMODATION: 'A day holds at most one accommodation service',
  INFO: 'A day holds at most one info service',
};

/** Span of an entry on `day`: accommodation and info up to the days left (nights by position), others one day. */
export function entrySpan(type: string, requested: number, day: number, lengthInDays: number): number {
  if (!serviceSpansMultipleDays({ service: { type }, duration: 2 })) return 1;
  return adjustAccommodationNights(requested, day, lengthInDays);
}

/** Checks a save: the checked days, or the field errors (nothing is written unless there are none). */
export function checkServicesSave(save: ItineraryServicesSave): { days: CheckedDayService[][]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (save.servicesByDay.length !== save.lengthInDays)
    errors.servicesByDay = `Send one list of services for each of the ${save.lengthInDays} days`;
  const days = save.servicesByDay.map((day, d) =>
    day.map((entry, i): CheckedDayService => {
      const at = `servicesByDay.${d}.${i}`;
      const duration = entrySpan(entry.type, entry.duration, d, save.lengthInDays);
      if (isLegacyDayService({ type: entry.type })) {
        // SVC-020: a legacy service is kept as it is, never edited; only one already stored may be sent.
        if (!entry.serviceId) errors[`${at}.type`] = 'Full day and informal gathering services can no longer be added';
        return { ...entry, duration: 1, saveToLibrary: false, values: {} };
      }
      const parsed = serviceFormSchemaFor(entry.type as ItineraryServiceType).safeParse(entry.values);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) errors[`${at}.${issue.path.join('.') || 'values'}`] ??= issue.message;
        return { ...entry, duration, values: entry.values };
      }
      const values = { ...(parsed.data as Record<string, unknown>) };
      if (entry.type === 'ACCOMMODATION') values.numberOfNights = duration;
      return { serviceId: entry.serviceId, type: entry.type, duration, saveToLibrary: entry.saveToLibrary, values };
    }),
  );
  const spans = days.map((day, d) =>
    day.map((e) => ({ service: { type: e.type }, duration: e.duration, dayIndex: d })),
  );
  spans.forEach((_, d) => {
    for (const type of ONE_PER_DAY_SERVICE_TYPES)
      if (dayServiceTypeCount(spans, d, type) > 1) errors[`servicesByDay.${d}`] ??= ONE_PER_DAY_MESSAGES[type];
  });
  return { days, errors };
}

/** Whether a type is one the builder edits (not a legacy one). */
export const isEditableServiceType = (type: string): type is ItineraryServiceType =>
  (ITINERARY_SERVICE_TYPES as readonly string[]).includes(type);
