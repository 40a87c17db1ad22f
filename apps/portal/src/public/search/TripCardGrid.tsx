// A grid of trip cards (MKT-026), one column on a phone: the list the home, the search, Explore and a host's profile
// show. The first card's photo loads at once; the rest when scrolled near.
import type { TripCard } from '@caravan/domain';
import { TripCardItem } from './TripCardItem.js';
import './trip-search.css';

/**
 * DECIDE: only the first card's photo loads eagerly (with high priority): on a phone it is the only one in the first
 * screen, and on a desktop the lazy photos of the first row are in view, so the browser fetches them at once anyway.
 */
export const EAGER_CARDS = 1;

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
