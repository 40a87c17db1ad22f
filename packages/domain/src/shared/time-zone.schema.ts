// An itinerary's time zone (issue 28 point 5, decision 038): an IANA name such as 'America/Lima', the zone its trips
// count "today" in. One schema for the API's body and the operator's form, so both refuse the same names.
import { z } from 'zod';

export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list';

/**
 * 'UTC' or an IANA Area/Location name. The shape keeps out what Intl also takes but is no place's zone and that
 * PostgreSQL's timezone() would read differently: offsets ('+05:00'), POSIX rules ('EST5EDT'), lower case ('utc').
 */
const IANA_SHAPE = /^(?:UTC|[A-Z][A-Za-z_-]+(?:\/[A-Za-z0-9_+-]+){1,2})$/;

const known = new Map<string, boolean>();

/** Whether `name` is a zone this runtime knows (Intl constructs a formatter for it), in the IANA shape. */
export function isTimeZone(name: string): boolean {
  if (!IANA_SHAPE.test(name)) return false;
  let ok = known.get(name);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      ok = true;
    } catch {
      ok = false;
    }
    known.set(name, ok);
  }
  return ok;
}

export const timeZoneSchema = z.string().max(64, TIME_ZONE_MESSAGE).refine(isTimeZone, TIME_ZONE_MESSAGE);

/** The zones to choose from: 'UTC' first (V8 leaves it out of its list), then the runtime's IANA names. */
export function timeZoneNames(): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...names.filter((n) => n !== 'UTC')];
}
