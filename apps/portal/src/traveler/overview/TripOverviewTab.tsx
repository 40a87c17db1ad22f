// Trip Overview (TRV-026..032): Welcome, Booking Status, Remaining Balance / Paid in Full, Upcoming For You, the visa
// card, Trip support (only around the trip) and the help cards.
import {
  balanceCardTitle,
  type CurrencyCode,
  tripToday,
  daysUntilTripStart,
  formatDate,
  formatMinor,
  formatPaymentDueDate,
  isPaymentOverdue,
  isPayBalanceOffered,
  PAYMENT_OVERDUE_MESSAGE,
  TRAVELER_EMERGENCY_PHONE,
  TRAVELER_SUPPORT_EMAIL,
  welcomeCardTitle,
} from '@caravan/domain';
import { Alert, Card, Link } from '@caravan/ui';
import { useProfile } from '../../shell/session.js';
import { TimelineCard } from '../../shell/TimelineCard.js';
import { manageBookingPath } from '../routes.js';
import { useTrip } from '../shell/TripContext.js';
import { BookingStatusCard } from './BookingStatusCard.js';
import { HelpCards } from './HelpCards.js';
import { PaymentScheduleCard } from './PaymentScheduleCard.js';
import { TripSupportCard } from './TripSupportCard.js';
import { VisaCard } from './VisaCard.js';
import { WaitlistOfferBanner } from '../waitlist/WaitlistOfferBanner.js';

/** The support contact (TRV-029, decided in @caravan/domain); Manage Booking's insurance error view reads it here. */
export const TRAVELER_SUPPORT = { email: TRAVELER_SUPPORT_EMAIL, phone: TRAVELER_EMERGENCY_PHONE } as const;

const LONG_DATE = 'MMMM d, yyyy';

export function TripOverviewTab() {
  const profile = useProfile();
  const { trip, booking } = useTrip();
  // The trip's own day (its place's zone), the one the API's payment and editability rules read (decision 038).
  const today = tripToday(trip, new Date());
  const summary = trip.booking;
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

      <WaitlistOfferBanner />
      <BookingStatusCard trip={trip} />

      <Card title={balanceCardTitle(due)}>
        <p className="tv-Amount">{formatMinor(Math.max(due, 0), currency)}</p>
        {booking ? <p className="tv-Muted">Paid so far: {formatMinor(booking.paidAmount, currency)}</p> : null}
        {booking?.paymentDueDate && due > 0 ? (
          <p className="tv-Muted">Due by {formatPaymentDueDate(booking.paymentDueDate)}</p>
        ) : null}
        {overdue ? <Alert tone="danger">{PAYMENT_OVERDUE_MESSAGE}</Alert> : null}
        {isPayBalanceOffered({ dueAmount: due, travelerType: booking?.travelerType }) ? (
          <Link href={manageBookingPath(trip.id, 'pay-balance')} variant="button">
            Pay balance
          </Link>
        ) : null}
      </Card>

      {trip.paymentSchedule ? (
        <PaymentScheduleCard schedule={trip.paymentSchedule} currency={currency as CurrencyCode} />
      ) : null}

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

      <VisaCard />

      {booking ? <TimelineCard subject={{ booking: booking._id }} title="Booking history" /> : null}

      <TripSupportCard startDate={trip.startDate} endDate={endDate} today={today} />

      <HelpCards />
    </div>
  );
}
