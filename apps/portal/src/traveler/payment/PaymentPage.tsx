// The Manage Booking payment route (PAY-005, PAY-006): the changes, the minimum or full payment and the card; paying
// reports success to the machine as the payments app would (PAY-012), and the machine sends the booking update.
import { checkoutPaymentOptions, formatTripSummaryTotal } from '@caravan/domain';
import { paymentsAppMessage, selectConfirmation, selectTripSummary } from '@caravan/machines';
import { Alert, Button, Card } from '@caravan/ui';
import { useSelector } from '@xstate/react';
import { useManageBooking } from '../manage-booking/ManageBookingContext.js';
import { useTrip } from '../shell/TripContext.js';
import { CardCheckout } from './CardCheckout.js';
import { changeCheckoutAmount } from './checkout-amounts.js';

export function PaymentPage() {
  const { trip, booking } = useTrip();
  const { manage, checkoutCard } = useManageBooking();
  const summary = useSelector(manage, selectTripSummary);
  const confirmation = useSelector(manage, selectConfirmation);
  const finishing = useSelector(manage, (s) => s.matches({ flow: 'finishing' }));
  const lines = [
    ...summary.sections.added,
    ...summary.sections.removed,
    ...summary.sections.roomSelection,
    ...summary.sections.priceAdjustments,
  ];
  const currency = booking?.currency ?? 'USD';
  const amounts = {
    changeTotal: summary.totalWithInsurance,
    bookingMinimumDue: booking?.minimumDue ?? 0,
    dueAfterChanges: summary.bookingPaymentData.dueAmount,
  };

  return (
    <div className="tv-Checkout-page">
      <Button variant="quiet" size="sm" onPress={() => manage.send({ type: 'payment.back' })}>
        ← Back to Manage Booking
      </Button>
      <h1 className="tv-PageTitle">Payment</h1>
      <p className="tv-Muted">
        {trip.name} · Order {booking?.orderId}
      </p>
      <div className="tv-Checkout-grid">
        <Card title="Your changes" headingLevel={2}>
          <ul className="tv-Summary-lines">
            {lines.map((l) => (
              <li key={l.id} className="tv-Summary-line">
                <span className="tv-Summary-label">{l.label}</span>
                <span className="tv-Money" data-negative={l.amount < 0 || undefined}>
                  {formatTripSummaryTotal(l.amount).text}
                </span>
              </li>
            ))}
            {summary.insuranceAdjustment !== 0 ? (
              <li className="tv-Summary-line">
                <span className="tv-Summary-label">Insurance adjustment</span>
                <span className="tv-Money">{formatTripSummaryTotal(summary.insuranceAdjustment).text}</span>
              </li>
            ) : null}
          </ul>
          <dl className="tv-Totals">
            <div className="tv-Totals-grand">
              <dt>Total with insurance</dt>
              <dd>{formatTripSummaryTotal(summary.totalWithInsurance).text}</dd>
            </div>
            <div>
              <dt>Balance after changes</dt>
              <dd>{formatTripSummaryTotal(summary.bookingPaymentData.dueAmount).text}</dd>
            </div>
          </dl>
        </Card>
        <Card title="Payment" headingLevel={2}>
          {confirmation.error ? (
            <Alert tone="danger" title={confirmation.error.title}>
              {confirmation.error.description}
            </Alert>
          ) : null}
          {trip.affirmAvailable ? (
            <p className="tv-Muted">Prefer to pay over time? Affirm is available for this booking.</p>
          ) : null}
          <CardCheckout
            options={checkoutPaymentOptions()}
            amountOf={(option) => changeCheckoutAmount(option, amounts)}
            dueAmount={summary.bookingPaymentData.dueAmount}
            currency={currency}
            pending={finishing}
            onPay={({ option, amount, cardToken }) => {
              checkoutCard.current = { cardToken };
              const data = {
                source: 'payments-app',
                status: 'payment-succeeded',
                paymentAmount: amount,
                paymentOptionType: option,
              };
              if (paymentsAppMessage(data)) manage.send({ type: 'payments.message', data });
            }}
          />
        </Card>
      </div>
    </div>
  );
}
