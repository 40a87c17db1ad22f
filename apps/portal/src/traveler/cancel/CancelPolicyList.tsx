// The Cancel Booking section's policy lines (CAN-020..026): cancel policy, fee, refund policy and refund timing, each
// from the domain rule that also decides the refund the server offers, so the texts never promise otherwise.
import {
  type BookingStatus,
  CANCELLATION_MESSAGES,
  type CalendarDate,
  cancellationFeeLine,
  cancelPolicyText,
  daysUntilTripStart,
  refundPolicyText,
} from '@caravan/domain';

export function CancelPolicyList(props: {
  tripStartDate: CalendarDate;
  cancellationFee: number | undefined;
  bookingStatus: BookingStatus;
  isRezdyTrip: boolean;
  today: CalendarDate;
}) {
  const { tripStartDate, bookingStatus, today } = props;
  const daysOut = daysUntilTripStart(tripStartDate, today);
  const fee = cancellationFeeLine({ daysOut, cancellationFee: props.cancellationFee });
  return (
    <ul className="tv-List">
      <li>{cancelPolicyText({ daysOut, isRezdyTrip: props.isRezdyTrip, bookingStatus })}</li>
      {fee ? <li>{fee}</li> : null}
      <li>{refundPolicyText({ tripStartDate, today, bookingStatus, isRezdyTrip: props.isRezdyTrip })}</li>
      <li>{CANCELLATION_MESSAGES.refundTiming}</li>
    </ul>
  );
}
