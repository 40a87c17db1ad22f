// /app/host/home/dashboard (HOM-006..008): the host's trips grouped What's Next / Past Trips / Cancelled, cards that
// expand and collapse (the first upcoming open), beside the Important Dates panel (the API's dates of the host's trips), and the home's modals (HOM-009..011).
import {
  defaultExpandedHomeTripId,
  formatImportantDate,
  groupHomeTrips,
  HOME_MESSAGES,
  HOME_STAGE_LABELS,
  HOME_TRIP_GROUP_LABELS,
  HOME_TRIP_GROUPS,
  type HomeTripView,
  toggleHomeTripCard,
} from '@caravan/domain';
import { Alert, Link, PageHeader, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dashboardTrips, IMPORTANT_DATE_LABELS } from './home-dashboard.js';
import { HomeTripBadge } from './home/HomeTripBadge.js';
import { TimelineCard } from '../shell/TimelineCard.js';
import { hostApi, hostKeys } from './host.api.js';
import { HomeModals } from './home/HomeModals.js';

function TripCard({ trip, expanded, onToggle }: { trip: HomeTripView; expanded: boolean; onToggle: () => void }) {
  const bodyId = `hs-trip-${trip.id}`;
  return (
    <li className="hs-TripCard" data-expanded={expanded || undefined}>
      <h3 className="hs-TripCard-title">
        <button type="button" aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
          {trip.name}
        </button>
      </h3>
      <HomeTripBadge status={trip.status} />
      <p className="hs-TripCard-dates">{trip.stringDates.startEnd}</p>
      <div id={bodyId} hidden={!expanded}>
        {trip.steps.length > 0 ? (
          <ol className="hs-Stepper" aria-label="Trip stage">
            {trip.steps.map((step) => (
              <li
                key={step.stage}
                data-state={step.state}
                {...(step.state === 'current' ? { 'aria-current': 'step' as const } : {})}
              >
                {HOME_STAGE_LABELS[step.stage]}
              </li>
            ))}
          </ol>
        ) : null}
        <p>{trip.isSoldOut ? 'Sold out' : `${trip.remainingSpots} spots left`}</p>
        <Link href={trip.link} variant="standalone">
          Open {trip.name}
        </Link>
        {/* Loaded only once the card is open: a closed card's history is never asked for. */}
        {expanded ? <TimelineCard subject={{ trip: trip.id }} title={`History of ${trip.name}`} /> : null}
      </div>
    </li>
  );
}

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

  return (
    <>
      <PageHeader eyebrow="Host Portal" title="Home" />
      <HomeModals />
      {query.isPending ? <Spinner label="Loading your trips" /> : null}
      {query.isError ? (
        <Alert tone="danger" title={HOME_MESSAGES.loadErrorTitle}>
          {HOME_MESSAGES.loadErrorDescription}
        </Alert>
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
                    <TripCard
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
