// The home's ways to browse below the featured trips (MKT-026, MKT-028): the countries and months of the trips
// departing soon, and trip lengths, each a search in /trips's URL (the domain's codec), so a visitor with no idea yet
// starts here and every link finds trips.
import {
  HOME_DESTINATIONS_MAX,
  HOME_LENGTHS,
  HOME_MONTHS_MAX,
  type SiteBrowseLink,
  type TripCard,
  tripDepartureMonths,
  tripDestinations,
  tripSearchUrl,
} from '@caravan/domain';
import { Link } from '@caravan/ui';
import { useMemo } from 'react';

const LENGTH_LINKS: SiteBrowseLink[] = HOME_LENGTHS.map(({ label, lengthMin, lengthMax }) => ({
  label,
  href: tripSearchUrl({ lengthMin, lengthMax }),
}));

export function HomeBrowse({ trips }: { trips: readonly TripCard[] }) {
  const destinations = useMemo(
    () => tripDestinations(trips, HOME_DESTINATIONS_MAX).map((d) => ({ label: d.country, href: d.href })),
    [trips],
  );
  const months = useMemo(() => tripDepartureMonths(trips, HOME_MONTHS_MAX), [trips]);
  if (trips.length === 0) return null;
  return (
    <div className="hm-Browse">
      <BrowseRow id="destinations" title="Destinations" links={destinations} />
      <BrowseRow id="months" title="Departing in" links={months} />
      <BrowseRow id="lengths" title="Trip length" links={LENGTH_LINKS} />
    </div>
  );
}

function BrowseRow({ id, title, links }: { id: string; title: string; links: readonly SiteBrowseLink[] }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ul className="hm-Chips">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} variant="standalone" className="hm-Chip">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
