// Pure rules of servicesByDay: multi-day copies, one accommodation and one info per day, resizing and accommodation nights.
import { type Decision, allow, deny } from '../shared/errors.js';
import { ONE_PER_DAY_SERVICE_TYPES } from './services.constants.js';
import { serviceSpansMultipleDays } from './service.rules.js';

/** The minimal shape of a day entry the day rules need. */
interface DayEntryLike {
  service: { type: string };
  duration?: number | undefined;
  dayIndex: number;
}

/** One entry as shown on a day: its own entry, or a read-only copy of a multi-day service begun on an earlier day. */
export interface DayServiceView<E extends DayEntryLike> {
  entry: E;
  readOnlyCopy: boolean;
  originDayIndex: number;
}

/**
 * The entries each day shows: its own, then read-only copies of multi-day services from earlier days that cover it
 * (SVC-016, SVC-017).
 */
export function dayServicesView<E extends DayEntryLike>(
  servicesByDay: readonly (readonly E[])[],
): DayServiceView<E>[][] {
  const view: DayServiceView<E>[][] = servicesByDay.map((day, d) =>
    day.map((entry) => ({ entry, readOnlyCopy: false, originDayIndex: d })),
  );
  servicesByDay.forEach((day, d) => {
    for (const entry of day) {
      if (!serviceSpansMultipleDays(entry)) continue;
      // Days past the trip's last have no view to take a copy: the optional push skips them.
      for (let k = 1; k < (entry.duration ?? 1); k += 1)
        view[d + k]?.push({ entry, readOnlyCopy: true, originDayIndex: d });
    }
  });
  return view;
}

/** How many services of a type occupy a day, counting multi-day services begun earlier. */
export function dayServiceTypeCount(
  servicesByDay: readonly (readonly DayEntryLike[])[],
  dayIndex: number,
  type: string,
): number {
  return (dayServicesView(servicesByDay)[dayIndex] ?? []).filter((v) => v.entry.service.type === type).length;
}

/**
 * Whether a service of a type and duration can be placed on a day: a day holds at most one accommodation
 * and at most one info service, counting multi-day ones (SVC-018, SVC-019).
 */
export function canPlaceServiceOnDay(
  servicesByDay: readonly (readonly DayEntryLike[])[],
  dayIndex: number,
  type: string,
  duration = 1,
): Decision {
  if (dayIndex < 0 || dayIndex >= servicesByDay.length) return deny('day-out-of-range', 'There is no such day');
  if (!(ONE_PER_DAY_SERVICE_TYPES as readonly string[]).includes(type)) return allow();
  const span = serviceSpansMultipleDays({ service: { type }, duration }) ? duration : 1;
  for (let d = dayIndex; d < Math.min(dayIndex + span, servicesByDay.length); d += 1) {
    if (dayServiceTypeCount(servicesByDay, d, type) > 0) {
      return type === 'ACCOMMODATION'
        ? deny('day-has-accommodation', 'A day holds at most one accommodation service')
        : deny('day-has-info', 'A day holds at most one info service');
    }
  }
  return allow();
}

/**
 * servicesByDay for a new lengthInDays: shortening removes days from the end with their services; lengthening
 * adds empty days (SVC-021).
 */
export function resizeServicesByDay<E>(servicesByDay: readonly (readonly E[])[], lengthInDays: number): E[][] {
  const length = Math.max(0, Math.floor(lengthInDays));
  return Array.from({ length }, (_, d) => [...(servicesByDay[d] ?? [])]);
}

/** The services lost when servicesByDay is shortened to lengthInDays (SVC-021). */
export function servicesLostOnResize<E>(servicesByDay: readonly (readonly E[])[], lengthInDays: number): E[] {
  return servicesByDay.slice(Math.max(0, Math.floor(lengthInDays))).flat();
}

/**
 * The number of nights of an accommodation on a day, adjusted to the nights left in the trip from that day:
 * at least 1, at most lengthInDays - dayIndex (the trip ends lengthInDays after its start) (SVC-022).
 */
export function adjustAccommodationNights(nights: number, dayIndex: number, lengthInDays: number): number {
  const max = Math.max(1, lengthInDays - dayIndex);
  const n = Number.isFinite(nights) ? Math.floor(nights) : 1;
  return Math.min(Math.max(1, n), max);
}
