// A trip's "today" inside SQL, for lists that compare many trips' dates in one statement (search, important dates):
// the calendar date the domain's tripToday gives at the trip's place (trips.time_zone, decision 038), by PostgreSQL.
import { addDays, utcToday } from '@caravan/domain';
import { type SQL, sql } from 'drizzle-orm';
import { trips } from './schema/index.js';

/** Each trip row's today: `now` as a calendar date in the row's zone (the SQL twin of the domain's tripToday). */
export const tripTodaySql = (now: Date): SQL =>
  sql`cast(timezone(${trips.timeZone}, cast(${now.toISOString()} as timestamptz)) as date)`;

/**
 * A date no trip's today is before: the UTC date less a day (every zone's date is within a day of UTC's). A constant,
 * so a range on an indexed date column can still use its index beside the per-row comparison.
 */
export const earliestTripTodaySql = (now: Date): SQL => sql`cast(${addDays(utcToday(now), -1)} as date)`;
