// The overview's Booking Status card (TRV-034, TRV-043..051): the status badge and the domain's status message.
import { bookingStatusMessage, BOOKING_STATUS_MESSAGES, type MyTripDetails } from '@caravan/domain';
import { Badge, Card } from '@caravan/ui';
import { bookingStatusBadge } from '../shell/status-view.js';

/** The badge and message of the traveler's booking on the trip; without a booking, 'unknown status'. */
export function BookingStatusCard({ trip }: { trip: Pick<MyTripDetails, 'booking' | 'status' | 'minimumSpots'> }) {
  const summary = trip.booking;
  const badge = summary ? bookingStatusBadge(summary.displayStatus) : undefined;
  return (
    <Card title="Booking Status">
      {badge ? <Badge tone={badge.tone}>{badge.label}</Badge> : null}
      <p>
        {summary
          ? bookingStatusMessage({
              bookingStatus: summary.status,
              tripStatus: trip.status,
              minimumSpots: trip.minimumSpots,
            })
          : BOOKING_STATUS_MESSAGES.unknown}
      </p>
    </Card>
  );
}
