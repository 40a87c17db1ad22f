// One trip card of the host dashboard (HOM-007, HOM-024, HOM-041): name, badge, the date range as MMM dd, yyyy, and
// when open the stage stepper (never for cancelled trips; Plan Trip noting review or reservation, HOM-028/029), spots
// and the trip's history.
import { HOME_STAGE_LABELS, type HomeTripView, homeTripReservationNote } from '@caravan/domain';
import { Link } from '@caravan/ui';
import { TimelineCard } from '../../shell/TimelineCard.js';
import { HomeTripBadge } from './HomeTripBadge.js';

/**
 * DECIDE: the Plan Trip step's note (HOM-028, HOM-029); the spec says a request is under review or the host finalizes
 * the reservation, not the words.
 */
export const RESERVATION_NOTE_COPY = {
  'under-review': 'Under review',
  'finalize-reservation': 'Finalize your reservation',
} as const;

export function HomeTripCard({
  trip,
  expanded,
  onToggle,
}: {
  trip: HomeTripView;
  expanded: boolean;
  onToggle: () => void;
}) {
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
                {step.stage === 'plan-trip' && step.state === 'current' ? (
                  <span className="hs-Stepper-note">
                    {' '}
                    ({RESERVATION_NOTE_COPY[homeTripReservationNote(trip.status.tripStatus)]})
                  </span>
                ) : null}
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
