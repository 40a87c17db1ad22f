// /app/host/home/dashboard (HOM-006..008): the host's trips grouped What's Next / Past Trips / Cancelled, cards that
// expand and collapse (the first upcoming open), beside the Important Dates panel (the API's dates of the host's
// trips), and the home's modals (HOM-009..011); a failed load is told once in a toast (HOM-043).
import {
  defaultExpandedHomeTripId,
  formatImportantDate,
  groupHomeTrips,
  HOME_MESSAGES,
  HOME_TRIP_GROUP_LABELS,
  HOME_TRIP_GROUPS,
  toggleHomeTripCard,
} from '@caravan/domain';
import { Button, Link, PageHeader, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../shell/notify.js';
import { dashboardTrips, IMPORTANT_DATE_LABELS } from './home-dashboard.js';
import { HomeModals } from './home/HomeModals.js';
import { HomeTripCard } from './home/HomeTripCard.js';
import { hostApi, hostKeys } from './host.api.js';

export function HostDashboardPage() {
  const query = useQuery({ queryKey: hostKeys.dashboardTrips(), queryFn: ({ signal }) => hostApi.trips(signal) });
  const now = new Date();
  const trips = query.isSuccess ? dashboardTrips(query.data, now) : [];
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const open = expanded ?? [defaultExpandedHomeTripId(trips)].filter((id): id is string => id !== null);
  const groups = groupHomeTrips(trips);
  const dates = useQuery({
    queryKey: hostKeys.importantDates(),
    queryFn: ({ signal }) => hostApi.importantDates(signal),
  });
  // HOM-043: a failed load is told once, as a toast (top right); a retry that fails again does not repeat it.
  const told = useRef(false);
  useEffect(() => {
    if (!query.isError || told.current) return;
    told.current = true;
    notify({ title: HOME_MESSAGES.loadErrorTitle, description: HOME_MESSAGES.loadErrorDescription, tone: 'danger' });
  }, [query.isError]);

  return (
    <>
      <PageHeader eyebrow="Host Portal" title="Home" />
      <HomeModals />
      {query.isPending ? <Spinner label="Loading your trips" /> : null}
      {query.isError ? (
        <p>
          Your trips could not be loaded.{' '}
          <Button variant="secondary" size="sm" isDisabled={query.isFetching} onPress={() => void query.refetch()}>
            Try again
          </Button>
        </p>
      ) : null}
      {query.isSuccess ? (
        <div className="hs-Dashboard">
          <div className="hs-TripList">
            {HOME_TRIP_GROUPS.map((group) => (
              <section key={group} aria-labelledby={`hs-group-${group}`} className="hs-TripGroup">
                <h2 id={`hs-group-${group}`}>{HOME_TRIP_GROUP_LABELS[group]}</h2>
                {groups[group].length === 0 && group === 'upcoming' ? (
                  <p>
                    {HOME_MESSAGES.noUpcomingTrips}.{' '}
                    <Link href="/app/host/itineraries">{HOME_MESSAGES.browseItineraries}</Link>
                  </p>
                ) : null}
                <ul className="hs-TripCards">
                  {groups[group].map((trip) => (
                    <HomeTripCard
                      key={trip.id}
                      trip={trip}
                      expanded={open.includes(trip.id)}
                      onToggle={() => setExpanded(toggleHomeTripCard(open, trip.id))}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <section aria-labelledby="hs-dates" className="hs-Dates">
            <h2 id="hs-dates">Important Dates</h2>
            {dates.isPending ? <Spinner size="sm" label="Loading your important dates" /> : null}
            {dates.isError ? <p>{HOME_MESSAGES.loadErrorDescription}</p> : null}
            {dates.isSuccess && dates.data.length === 0 ? (
              <p>
                {HOME_MESSAGES.noImportantDates}.{' '}
                <Link href="/app/host/itineraries">{HOME_MESSAGES.browseItineraries}</Link>
              </p>
            ) : null}
            <ul>
              {(dates.data ?? []).map((d) => (
                <li key={d.id}>
                  <strong>{formatImportantDate(d.date)}</strong> {IMPORTANT_DATE_LABELS[d.key]} · {d.tripName}
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}
    </>
  );
}
