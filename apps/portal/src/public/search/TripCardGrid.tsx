// A grid of trip cards (MKT-026), one column on a phone: the list the home, the search, Explore and a host's profile
// show. The first cards' photos load at once; the rest when scrolled near.
import type { TripCard } from '@caravan/domain';
import { TripCardItem } from './TripCardItem.js';
import './trip-search.css';

/** DECIDE: the first 3 cards (one desktop row, the first screens of a phone) are above the fold and load eagerly. */
export const EAGER_CARDS = 3;

export function TripCardGrid({
  trips,
  label = 'Trips',
  eagerCount = EAGER_CARDS,
}: {
  trips: readonly TripCard[];
  label?: string;
  eagerCount?: number;
}) {
  return (
    <ul className="ts-Grid" aria-label={label}>
      {trips.map((trip, i) => (
        <li key={trip.id}>
          <TripCardItem trip={trip} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
