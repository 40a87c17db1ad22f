// The trip tab bar (TRV-018): route links with the current one marked; Manage Booking hidden for some travelers (TRV-020).
import { TRAVELER_TRIP_TABS } from '@caravan/domain';
import { Link } from '@caravan/ui';
import { useLocation } from 'wouter';
import { tripPath } from '../routes.js';

/**
 * DECIDE: the Itinerary (a trip route, TRV-012, with no label in the spec's tab list) is linked right after Trip
 * Overview, because a route no link reaches is a route travelers never find.
 */
const ITINERARY_TAB = { route: '/itinerary', label: 'Itinerary' } as const;

export function TripTabs({ tripId, manageShown }: { tripId: string; manageShown: boolean }) {
  const [location] = useLocation();
  const shown = TRAVELER_TRIP_TABS.filter((t) => manageShown || t.route !== '/manage-booking');
  const tabs = [shown[0], ITINERARY_TAB, ...shown.slice(1)].filter((t) => t !== undefined);
  return (
    <nav aria-label="Trip sections" className="tv-Tabs">
      <ul>
        {tabs.map((tab) => {
          const href = tripPath(tripId, tab.route);
          const current = location === href || location.startsWith(`${href}/`);
          return (
            <li key={tab.route}>
              <Link
                href={href}
                variant="standalone"
                className="tv-Tab"
                {...(current ? { 'aria-current': 'page' as const } : {})}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
