// The itinerary's time zone (issue 28 point 5, decision 038): the names the API and the operator's form accept.
import { describe, expect, it } from 'vitest';
import { TIME_ZONE_MESSAGE, isTimeZone, timeZoneNames, timeZoneSchema } from './time-zone.schema.js';

describe('[issue 28] an itinerary time zone', () => {
  it.each(['UTC', 'America/Lima', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'Etc/GMT+5', 'Europe/Oslo'])(
    'accepts the IANA zone %s',
    (name) => {
      expect(timeZoneSchema.safeParse(name)).toEqual({ success: true, data: name });
    },
  );

  it.each([
    ['an empty name', ''],
    ['an unknown place', 'Mars/Olympus_Mons'],
    ['an offset, which is no place', '+05:00'],
    ['a POSIX rule', 'EST5EDT'],
    ['lower case', 'utc'],
    ['a path', '../etc/passwd'],
    ['an overlong name', `America/${'X'.repeat(80)}`],
  ])('refuses %s with the form message', (_what, name) => {
    const result = timeZoneSchema.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(TIME_ZONE_MESSAGE);
  });

  it('refuses a value that is not a string', () => {
    expect(timeZoneSchema.safeParse(-5).success).toBe(false);
  });

  it('lists UTC first, once, and only zones the schema accepts', () => {
    const names = timeZoneNames();
    expect(names[0]).toBe('UTC');
    expect(names.filter((n) => n === 'UTC')).toHaveLength(1);
    expect(names).toContain('America/Lima');
    expect(names.length).toBeGreaterThan(300);
    expect(names.filter((n) => !isTimeZone(n))).toEqual([]);
  });
});

describe('zones the runtime does not know', () => {
  it('a name in the IANA shape that is no zone is not a time zone, asked once or twice', () => {
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('America/Lima')).toBe(true);
  });
});
