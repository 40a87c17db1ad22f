// The Cancel Booking section's policy lines (CAN-020..026): cancel policy, fee, refund policy and refund timing, each
// from the domain rule that also decides the refund the server offers, so the texts never promise otherwise. The days
// out count from the trip's today (tripToday in its zone, decision 038), as the server's refund does.
import {
  type BookingStatus,
  CANCELLATION_MESSAGES,
  type CalendarDate,
  cancellationFeeLine,
  cancelPolicyText,
  daysUntilTripStart,
  refundPolicyText,
  tripToday,
} from '@caravan/domain';

export function CancelPolicyList(props: {
  trip: { startDate: CalendarDate; cancellationFee?: number | undefined; timeZone: string };
  bookingStatus: BookingStatus;
  isRezdyTrip: boolean;
  /** The instant shown (the browser's clock); the date is the trip's. */
  now: Date;
}) {
  const { trip, bookingStatus } = props;
  const tripStartDate = trip.startDate;
  const today = tripToday(trip, props.now);
  const daysOut = daysUntilTripStart(tripStartDate, today);
  const fee = cancellationFeeLine({ daysOut, cancellationFee: trip.cancellationFee });
  return (
    <ul className="tv-List">
      <li>{cancelPolicyText({ daysOut, isRezdyTrip: props.isRezdyTrip, bookingStatus })}</li>
      {fee ? <li>{fee}</li> : null}
      <li>{refundPolicyText({ tripStartDate, today, bookingStatus, isRezdyTrip: props.isRezdyTrip })}</li>
      <li>{CANCELLATION_MESSAGES.refundTiming}</li>
    </ul>
  );
}
