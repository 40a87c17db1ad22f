// Trip Overview (TRV-026..029): Welcome, Booking Status, Remaining Balance / Paid in Full, Upcoming For You, Trip
// support (only around the trip) and help cards.
import {
  balanceCardTitle,
  bookingStatusMessage,
  calendarDateOf,
  daysUntilTripStart,
  formatDate,
  formatMinor,
  formatPaymentDueDate,
  isPaymentOverdue,
  isTripSupportCardShown,
  PAYMENT_OVERDUE_MESSAGE,
  welcomeCardTitle,
} from '@caravan/domain';
import { Alert, Badge, Card, Link } from '@caravan/ui';
import { useProfile } from '../../shell/session.js';
import { manageBookingPath } from '../routes.js';
import { bookingStatusBadge } from '../shell/status-view.js';
import { useTrip } from '../shell/TripContext.js';

/** DECIDE: the support contact shown to travelers (TRV-029); the spec leaves {email} and {phone} open. */
export const TRAVELER_SUPPORT = { email: 'support@caravan.test', phone: '+1 (555) 010-0199' } as const;

const LONG_DATE = 'MMMM d, yyyy';

export function TripOverviewTab() {
  const profile = useProfile();
  const { trip, booking } = useTrip();
  const today = calendarDateOf(new Date());
  const summary = trip.booking;
  const badge = summary ? bookingStatusBadge(summary.displayStatus) : undefined;
  const due = booking?.dueAmount ?? summary?.dueAmount ?? 0;
  const currency = booking?.currency ?? summary?.currency ?? 'USD';
  const endDate = trip.endDate ?? trip.startDate;
  const daysOut = daysUntilTripStart(trip.startDate, today);
  const overdue = booking
    ? isPaymentOverdue({ dueAmount: booking.dueAmount, paymentDueDate: booking.paymentDueDate }, today)
    : false;

  return (
    <div className="tv-Overview">
      <Card tone="brand" title={welcomeCardTitle(profile.firstName)} className="tv-Overview-welcome">
        <p>
          {daysOut > 0 ? `${daysOut} days until ${trip.name} begins in ${trip.destination}.` : `Enjoy ${trip.name}!`}
        </p>
      </Card>

      <Card title="Booking Status">
        {badge ? <Badge tone={badge.tone}>{badge.label}</Badge> : null}
        <p>
          {summary
            ? bookingStatusMessage({
                bookingStatus: summary.status,
                tripStatus: trip.status,
                minimumSpots: trip.minimumSpots,
              })
            : 'unknown status'}
        </p>
      </Card>

      <Card title={balanceCardTitle(due)}>
        <p className="tv-Amount">{formatMinor(Math.max(due, 0), currency)}</p>
        {booking ? <p className="tv-Muted">Paid so far: {formatMinor(booking.paidAmount, currency)}</p> : null}
        {booking?.paymentDueDate && due > 0 ? (
          <p className="tv-Muted">Due by {formatPaymentDueDate(booking.paymentDueDate)}</p>
        ) : null}
        {overdue ? <Alert tone="danger">{PAYMENT_OVERDUE_MESSAGE}</Alert> : null}
        {due > 0 && booking?.travelerType === 'traveler-primary' ? (
          <Link href={manageBookingPath(trip.id, 'pay-balance')} variant="button">
            Pay balance
          </Link>
        ) : null}
      </Card>

      <Card title="Upcoming For You">
        <ul className="tv-List">
          <li>
            <strong>Trip starts</strong> {formatDate(trip.startDate, LONG_DATE)}
          </li>
          <li>
            <strong>Trip ends</strong> {formatDate(endDate, LONG_DATE)}
          </li>
          <li>
            <strong>Booking final</strong> {formatDate(trip.bookingFinalDate, LONG_DATE)}
          </li>
        </ul>
      </Card>

      {isTripSupportCardShown({ tripStartDate: trip.startDate, tripEndDate: endDate }, today) ? (
        <Card title="Trip support">
          <p>
            On the road and need help? Call our emergency line at{' '}
            <a href={`tel:${TRAVELER_SUPPORT.phone}`}>{TRAVELER_SUPPORT.phone}</a>.
          </p>
        </Card>
      ) : null}

      <Card title="Need help?" tone="sunken">
        <p>
          Write to <a href={`mailto:${TRAVELER_SUPPORT.email}`}>{TRAVELER_SUPPORT.email}</a> or call{' '}
          <a href={`tel:${TRAVELER_SUPPORT.phone}`}>{TRAVELER_SUPPORT.phone}</a>.
        </p>
        <p className="tv-Muted">
          Changes to rooms and add-ons close on {formatDate(trip.bookingFinalDate, LONG_DATE)}.
        </p>
      </Card>
    </div>
  );
}
