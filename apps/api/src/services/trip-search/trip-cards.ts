// Trips as cards (MKT-026): the one select every card list reads (the search, the home, a host's profile) and the
// card a row becomes, its spots said by the domain's bookability rule.
import {
  CURRENCIES,
  type CurrencyCode,
  PUBLIC_HOST_PROFILE_PATH_PREFIX,
  type TripCard,
  calendarDateOf,
  currencyCodeSchema,
  minorOfWhole,
  tripBookability,
  tripLengthDays,
} from '@caravan/domain';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import { hosts, trips, users } from '../../db/schema/index.js';
import type { Exec, TripRow } from '../booking/booking-records.js';
import { bookableOf, publicTripBasics } from '../booking/create-booking/public-trip.js';

/** A trip row with what its card says of the host. */
export interface CardRow {
  trip: TripRow;
  host: { displayName: string | null; pagePath: string | null } | null;
  user: { firstName: string; lastName: string; active: boolean };
}

/** A trip's length in days, as SQL: first and last day counted, as `tripLengthDays` counts them. */
export const tripLengthSql = sql`(coalesce(${trips.endDate}, ${trips.startDate}) - ${trips.startDate} + 1)`;

/**
 * A whole-unit price bound in each trip's own currency's minor units, as SQL: the search's price range is in whole
 * units of the trip's currency (see TRIP_SEARCH_PRICE_MAX), so the bound scales by the row's currency's exponent.
 */
export function priceBoundSql(whole: number): SQL {
  const cases = (Object.keys(CURRENCIES) as CurrencyCode[]).map(
    (code) => sql`when ${sql.raw(`'${code}'`)} then ${sql.raw(String(minorOfWhole(whole, code)))}`,
  );
  // A currency outside the platform's list matches no bound (null), rather than a guessed exponent.
  return sql`(case ${trips.currency} ${sql.join(cases, sql` `)} end)`;
}

/** The cards' select: the trip, its host's name and profile path, filtered and ordered by the caller. */
export function selectCardRows(db: Exec, where: SQL | undefined) {
  return db
    .select({
      trip: trips,
      host: { displayName: hosts.displayName, pagePath: hosts.pagePath },
      user: { firstName: users.firstName, lastName: users.lastName, active: users.active },
    })
    .from(trips)
    .innerJoin(users, eq(users.id, trips.hostId))
    .leftJoin(hosts, eq(hosts.userId, trips.hostId))
    .where(and(where));
}

/** The name a card gives the host: the public display name, else the person's name. */
const hostNameOf = (row: CardRow) =>
  row.host?.displayName?.trim() || `${row.user.firstName} ${row.user.lastName}`.trim() || 'Caravan host';

/** A card's availability from the domain's bookability rule: spots, the waitlist, booking to open, or closed. */
function availabilityOf(trip: TripRow, now: Date): TripCard['availability'] {
  const bookability = tripBookability(bookableOf(trip), now);
  if (bookability.kind === 'open') return { kind: 'open', spotsRemaining: bookability.spotsRemaining };
  if (bookability.kind === 'waitlist') return { kind: 'waitlist' };
  if (bookability.reason === 'notLaunched' && trip.launchDate && trip.launchDate > now)
    return { kind: 'upcoming', opensOn: calendarDateOf(trip.launchDate) };
  return { kind: 'closed' };
}

/** MKT-026: the card of a trip row. */
export function tripCardOf(row: CardRow, now: Date): TripCard {
  const { trip } = row;
  const basics = publicTripBasics(trip);
  return {
    id: basics.id,
    path: basics.path,
    name: basics.name,
    summary: basics.summary,
    hostName: hostNameOf(row),
    hostPath: row.host?.pagePath && row.user.active ? `${PUBLIC_HOST_PROFILE_PATH_PREFIX}${row.host.pagePath}` : null,
    destination: basics.destination,
    country: basics.country,
    startDate: basics.startDate,
    endDate: basics.endDate,
    lengthDays: tripLengthDays(trip.startDate, trip.endDate),
    heroImageUrl: basics.heroImageUrl,
    currency: currencyCodeSchema.parse(trip.currency),
    priceFrom: trip.priceInitial ?? 0,
    availability: availabilityOf(trip, now),
  };
}
