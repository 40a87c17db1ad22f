// The Configure services tab's pure edits of servicesByDay (immer for the nested days): add, replace, remove, resize,
// the read-only copies of multi-day spans, what shrinking loses, and the save's payload (SVC-016..022).
import {
  DAY_SERVICE_TYPE_LABELS,
  dayServiceTitle,
  type ItineraryServiceType,
  accommodationLegacyLocationNotice,
  adjustAccommodationNights,
  isLegacyDayService,
  canPlaceServiceOnDay,
  dayServicesView,
  resizeServicesByDay,
  servicesLostOnResize,
  serviceSpansMultipleDays,
} from '@caravan/domain';
import { produce } from 'immer';
import type { Schema } from '../../../api/index.js';

export type DayService = Schema<'DayService'>;
export type ItineraryServices = Schema<'ItineraryServices'>;
export type DayServiceInput = Schema<'DayServiceInput'>;

/** What one day entry sends: its id when stored, its type, span, library flag and form values. */
export interface BuilderEntry {
  serviceId?: string | undefined;
  type: DayService['type'];
  duration: number;
  saveToLibrary?: boolean;
  values: Record<string, unknown>;
}

/** The stored days as entries the save sends back. */
export const entriesOf = (data: Pick<ItineraryServices, 'servicesByDay'>): BuilderEntry[][] =>
  data.servicesByDay.map((day) =>
    day.map((s) => ({ serviceId: s.serviceId, type: s.type, duration: s.duration, values: s.values })),
  );

/** A service's span on a day: accommodation and info up to the days left (SVC-022), others one day. */
export function spanOf(type: string, requested: number, dayIndex: number, lengthInDays: number): number {
  if (!serviceSpansMultipleDays({ service: { type }, duration: 2 })) return 1;
  return adjustAccommodationNights(requested, dayIndex, lengthInDays);
}

const asDayEntries = (days: readonly BuilderEntry[][]) =>
  days.map((day, d) => day.map((e) => ({ ...e, service: { type: e.type }, dayIndex: d })));

/** Each day's entries with the read-only copies of spans begun earlier (SVC-016, SVC-017). */
export const daysView = (days: readonly BuilderEntry[][]) => dayServicesView(asDayEntries(days));

/** Whether a new service of a type may go on a day (one accommodation and one info a day, SVC-018, SVC-019). */
export function placeProblem(days: readonly BuilderEntry[][], dayIndex: number, type: ItineraryServiceType, span = 1) {
  const d = canPlaceServiceOnDay(asDayEntries(days), dayIndex, type, span);
  return d.ok ? null : d.reason;
}

/** Adds an entry at the end of a day. */
export const withAdded = (days: BuilderEntry[][], dayIndex: number, entry: BuilderEntry) =>
  produce(days, (draft) => {
    draft[dayIndex]?.push(entry);
  });

/** Replaces the entry at a day and index (an edit), keeping its id. */
export const withReplaced = (days: BuilderEntry[][], dayIndex: number, index: number, entry: BuilderEntry) =>
  produce(days, (draft) => {
    const day = draft[dayIndex];
    if (day?.[index]) day[index] = { ...entry, serviceId: day[index].serviceId };
  });

/** Removes the entry at a day and index. */
export const withRemoved = (days: BuilderEntry[][], dayIndex: number, index: number) =>
  produce(days, (draft) => {
    draft[dayIndex]?.splice(index, 1);
  });

/** The days for a new length: shortening drops the last days and their services (SVC-021); spans are re-clamped. */
export const withLength = (days: BuilderEntry[][], lengthInDays: number) =>
  produce(resizeServicesByDay(days, lengthInDays), (draft) => {
    draft.forEach((day, d) => {
      for (const e of day) e.duration = spanOf(e.type, e.duration, d, lengthInDays);
    });
  });

/** The services shrinking to `lengthInDays` would remove, named for the confirmation. */
export const lostOnShrink = (days: readonly BuilderEntry[][], lengthInDays: number): string[] =>
  servicesLostOnResize(days, lengthInDays).map(
    (e) => `${DAY_SERVICE_TYPE_LABELS[e.type]}: ${dayServiceTitle(e.values, e.type)}`,
  );

/** The save's body for these days. */
export const savePayload = (days: readonly BuilderEntry[][], version: number) => ({
  version,
  lengthInDays: days.length,
  servicesByDay: days.map((day) =>
    day.map(
      (e): DayServiceInput => ({
        ...(e.serviceId ? { serviceId: e.serviceId } : {}),
        type: e.type,
        duration: e.duration,
        saveToLibrary: e.saveToLibrary ?? false,
        values: e.values,
      }),
    ),
  ),
});

/** The field errors the API named for one entry (keys `servicesByDay.{day}.{index}.{field}`), by field. */
export function entryErrors(fields: Record<string, string>, dayIndex: number, index: number): Record<string, string> {
  const prefix = `servicesByDay.${dayIndex}.${index}.`;
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [k.slice(prefix.length), v]),
  );
}

/** Whether a day's card offers Edit: not on a read-only copy (SVC-017) nor a legacy full day or gathering (SVC-020). */
export const canEditInCard = (v: { readOnlyCopy: boolean; entry: { service: { type: string } } }): boolean =>
  !v.readOnlyCopy && !isLegacyDayService(v.entry.service);

/** The notice a stored service's form opens with: an accommodation still located by legacy text (SVC-047). */
export const serviceNoticeOf = (
  type: DayService['type'],
  stored: Record<string, unknown> | null,
): string | undefined =>
  type === 'ACCOMMODATION' && stored
    ? accommodationLegacyLocationNotice({
        location: typeof stored.location === 'string' ? stored.location : undefined,
        addressLocation: stored.addressLocation,
      })
    : undefined;
