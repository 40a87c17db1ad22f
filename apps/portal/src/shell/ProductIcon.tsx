// The small line icons of the product links, shown in the mobile bottom navigation.
import type { ShellProductLinkKey } from '@caravan/domain';

type IconKind = 'home' | 'suitcase' | 'people' | 'map' | 'compass' | 'flag' | 'mail' | 'alert';

const ICON_BY_LINK: Record<ShellProductLinkKey, IconKind> = {
  'host-home': 'home',
  'host-trips': 'suitcase',
  'host-audience': 'people',
  'host-itineraries': 'map',
  'operator-itineraries': 'map',
  'operator-trips': 'suitcase',
  'traveler-trips': 'suitcase',
  'traveler-explore': 'compass',
  'admin-users': 'people',
  'admin-trips': 'suitcase',
  'admin-bookings': 'flag',
  'admin-marketing-lists': 'mail',
  'admin-failed-jobs': 'alert',
};

const PATHS: Record<IconKind, string[]> = {
  home: ['M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z'],
  suitcase: ['M4 7h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z', 'M9 7V5h6v2', 'M3 13h18'],
  people: [
    'M9 11.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
    'M2.5 20c.8-3.6 3.3-5.5 6.5-5.5s5.7 1.9 6.5 5.5',
    'M16.5 11a2.5 2.5 0 1 0 0-5',
    'M18 14.7c1.9.5 3.1 1.9 3.5 4.3',
  ],
  map: ['M9 4 3 6.5V20l6-2.5 6 2.5 6-2.5V4l-6 2.5z', 'M9 4v13.5', 'M15 6.5V20'],
  compass: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'm15.5 8.5-2 5-5 2 2-5z'],
  flag: ['M5 21V4', 'M5 4h12l-2.5 4 2.5 4H5'],
  alert: ['M12 3.5 2.5 20h19z', 'M12 10v4.5', 'M12 17.2v.3'],
  mail: ['M4 6h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z', 'm3.5 7 8.5 6 8.5-6'],
};

/** A decorative icon for a product link (the link's label names it). */
export function ProductIcon({ link }: { link: ShellProductLinkKey }) {
  return (
    <svg
      className="pt-ProductIcon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[ICON_BY_LINK[link]].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
