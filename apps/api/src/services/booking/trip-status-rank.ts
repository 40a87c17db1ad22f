// The traveler's trip list's status rank in SQL (TRV-052), derived from the domain's rules so the order has one truth.
import {
  BOOKING_STATUSES,
  TRAVELER_STATUSES,
  TRIP_STATUSES,
  computeBookingStatus,
  statusDisplayPriority,
} from '@caravan/domain';
import { type SQL, sql } from 'drizzle-orm';
import { bookings, travelers, trips } from '../../db/schema/index.js';

/** A status the priority list does not rank sorts after every ranked one. */
const UNRANKED = 1000;

/** The display priority of every stored (booking, trip, traveler) status triple, as the domain computes it. */
function ranksByTriple(): Map<number, string[]> {
  const byRank = new Map<number, string[]>();
  for (const bookingStatus of BOOKING_STATUSES)
    for (const tripStatus of TRIP_STATUSES)
      for (const travelerStatus of TRAVELER_STATUSES) {
        const rank =
          statusDisplayPriority(computeBookingStatus({ bookingStatus, tripStatus, travelerStatus })) ?? UNRANKED;
        // The statuses are the domain's own constants (no user text), so they are written as literals.
        const triple = `('${bookingStatus}', '${tripStatus}', '${travelerStatus}')`;
        byRank.set(rank, [...(byRank.get(rank) ?? []), triple]);
      }
  return byRank;
}

/**
 * `case when (booking, trip, traveler status) in (…) then 1 … else 1000 end`: the row's status display priority,
 * so the list is ordered by it in SQL and a page boundary never splits one status's trips from another's.
 */
export const tripStatusRank: SQL<number> = (() => {
  const tuple = sql`(${bookings.status}, ${trips.status}, ${travelers.status})`;
  const branches = [...ranksByTriple()]
    .filter(([rank]) => rank !== UNRANKED)
    .sort(([a], [b]) => a - b)
    .map(
      ([rank, triples]) => sql`when ${tuple} in ${sql.raw(`(${triples.join(', ')})`)} then ${sql.raw(String(rank))}`,
    );
  return sql<number>`(case ${sql.join(branches, sql` `)} else ${sql.raw(String(UNRANKED))} end)`;
})();
