// The ground-transfers card of the itinerary (RID-004..006): the arrival and departure rides with their status, each
// opening its details dialog (RID-007); loaded for everyone on the booking, the price only for some (RID-005, RID-008).
import { useState } from 'react';
import {
  type CalendarDate,
  type UserRole,
  formatRidePickup,
  ridesByStage,
  shouldLoadGroundTransfers,
  rideLocationLabel,
} from '@caravan/domain';
import { Badge, Button, Card, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { loadStateOf } from '../../../api/queries.js';
import { LoadFailed } from '../../shell/LoadFailed.js';
import { useTrip } from '../../shell/TripContext.js';
import { RideDialog } from './RideDialog.js';
import { type RideItem, fetchRides, ridesQueryKey, toDomainRide } from './rides-api.js';
import { rideStatusView } from './ride-status-view.js';
import './rides.css';

const STAGE_TITLES = { arrival: 'Arrival', departure: 'Departure' } as const;

/** The traveler's card in the itinerary area: their booking's rides. */
export function RidesCard() {
  const { trip, booking } = useTrip();
  const role = (booking?.travelerType ?? null) as UserRole | null;
  return (
    <RidesList tripId={trip.id} tripStartDate={trip.startDate} role={role} isHostType={false} hasBooking={!!booking} />
  );
}

/** The rides of the viewer on a trip: a traveler's on their booking, or the host's for the trip's FOC travelers. */
export function RidesList({
  tripId,
  tripStartDate = null,
  role,
  isHostType,
  hasBooking,
}: {
  tripId: string;
  /** The trip's start, for rebooking a cancelled ride (GTR-028); a host's list leaves it out. */
  tripStartDate?: CalendarDate | null;
  role: UserRole | null;
  isHostType: boolean;
  hasBooking: boolean;
}) {
  const enabled = shouldLoadGroundTransfers({ isHostType, role, hasBooking });
  const query = useQuery({
    queryKey: ridesQueryKey(tripId),
    queryFn: ({ signal }) => fetchRides(tripId, signal),
    enabled,
  });
  const state = loadStateOf(query);
  const [openId, setOpenId] = useState<string | null>(null);
  if (!enabled) return null;
  if (state.status === 'failed')
    return (
      <LoadFailed
        title="We couldn't load your transfers"
        message={state.message}
        onRetry={() => void query.refetch()}
      />
    );
  const rides = state.data;
  if (!rides) return <Spinner label="Loading your transfers…" />;
  if (rides.length === 0) return null;
  const open = rides.find((r) => r.id === openId) ?? null;

  return (
    <Card title="Ground transfers" className="tv-Rides">
      {ridesByStage(rides.map((r) => ({ ...r, journey: { type: r.stage } }))).map(({ stage, rides: list }) => (
        <section key={stage} className="tv-Rides-stage" aria-labelledby={`rides-${stage}`}>
          <h3 id={`rides-${stage}`}>{STAGE_TITLES[stage]}</h3>
          {list.length === 0 ? (
            <p className="tv-Muted">No {stage} transfer booked.</p>
          ) : (
            <ul className="tv-Rides-list">
              {list.map((r) => (
                <RideRow key={r.id} ride={r} onOpen={() => setOpenId(r.id)} />
              ))}
            </ul>
          )}
        </section>
      ))}
      {open ? (
        <RideDialog
          key={open.id}
          tripId={tripId}
          ride={toDomainRide(open)}
          item={open}
          role={role}
          tripStartDate={tripStartDate}
          onClose={() => setOpenId(null)}
        />
      ) : null}
    </Card>
  );
}

function RideRow({ ride, onOpen }: { ride: RideItem; onOpen: () => void }) {
  const domain = toDomainRide(ride);
  const status = rideStatusView(ride.status);
  return (
    <li className="tv-Ride" aria-label={`${STAGE_TITLES[ride.stage]} transfer ${ride.code}`}>
      <div>
        <p className="tv-Ride-route">
          {rideLocationLabel(domain.journey.origin)} → {rideLocationLabel(domain.journey.destination)}
        </p>
        <p className="tv-Muted">
          {formatRidePickup(domain.journey.pickup)} · {ride.vehicleCategory} · {ride.traveler.flightNumber}
        </p>
      </div>
      <Badge tone={status.tone}>{status.label}</Badge>
      <Button size="sm" variant="secondary" onPress={onOpen} aria-label={`Details of ride ${ride.code}`}>
        Details
      </Button>
    </li>
  );
}
