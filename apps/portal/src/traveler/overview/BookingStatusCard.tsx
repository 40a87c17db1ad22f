// The overview's Booking Status card (TRV-034, TRV-043..051, MKT-043): the booking's badge and the trip's confirmation,
// both in the domain's words (tripOverviewStatus), and the status message under them.
import { type MyTripDetails, tripOverviewStatus } from '@caravan/domain';
import { Badge, Card } from '@caravan/ui';
import { bookingStatusBadge } from '../shell/status-view.js';

/** Badge tones of the trip's traveler-facing status. */
const TRIP_TONES = { pending: 'warning', confirmed: 'success', complete: 'info', cancelled: 'danger' } as const;

/** The badges and message of the traveler's booking on the trip; without a booking, 'unknown status'. */
export function BookingStatusCard({ trip }: { trip: Pick<MyTripDetails, 'booking' | 'status' | 'minimumSpots'> }) {
  const status = tripOverviewStatus({
    booking: trip.booking,
    tripStatus: trip.status,
    minimumSpots: trip.minimumSpots,
  });
  const badge = status.booking ? bookingStatusBadge(status.booking.status) : undefined;
  return (
    <Card title="Booking Status">
      {badge || status.trip ? (
        <dl className="tv-StatusPair">
          {badge ? (
            <div>
              <dt>Your booking</dt>
              <dd>
                <Badge tone={badge.tone}>{badge.label}</Badge>
              </dd>
            </div>
          ) : null}
          {status.trip ? (
            <div>
              <dt>The trip</dt>
              <dd>
                <Badge tone={TRIP_TONES[status.trip.status]}>{status.trip.label}</Badge>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <p>{status.message}</p>
    </Card>
  );
}
