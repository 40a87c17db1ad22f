// The Manage Booking payment route (PAY-005, PAY-006): the changes, then the embedded payments app offering the minimum
// or full payment (PAY-010), and Affirm where offered (PAY-008); its success message goes to the machine (PAY-012),
// which sends the booking update.
import { checkoutPaymentOptions, type CurrencyCode, formatTripSummaryTotal } from '@caravan/domain';
import { selectConfirmation, selectTripSummary } from '@caravan/machines';
import { Alert, Button, Card } from '@caravan/ui';
import { waitFor } from 'xstate';
import { PaymentsApp } from '../payments-app/PaymentsApp.js';
import { PAYMENTS_APP_ENVIRONMENT, type PaymentsAppConfig } from '../payments-app/payments-app.js';
import { useTrip } from '../shell/TripContext.js';
import { AffirmChange } from './AffirmChange.js';
import { changeCheckoutAmount } from './checkout-amounts.js';
import { ManageBookingActor } from '../manage-booking/manage-booking-actor.js';

/** The payments app's config for checking out pending changes: minimum or full, with what the changes add. */
export function changeCheckoutConfig(
  amounts: Parameters<typeof changeCheckoutAmount>[1],
  currency: CurrencyCode,
): PaymentsAppConfig {
  return {
    contextType: 'checkout',
    additionalAmount: Math.max(amounts.changeTotal, 0),
    sections: ['payment-options', 'card'],
    paymentOptions: checkoutPaymentOptions().map((type) =>
      type === 'custom'
        ? { type, maximum: amounts.dueAfterChanges }
        : { type, amount: changeCheckoutAmount(type, amounts) },
    ),
    currency,
  };
}

export function PaymentPage() {
  const { trip, booking } = useTrip();
  const manage = ManageBookingActor.useActorRef();
  const summary = ManageBookingActor.useSelector(selectTripSummary);
  const confirmation = ManageBookingActor.useSelector(selectConfirmation);
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
          <PaymentsApp
            tripId={trip.id}
            orderId={booking?.orderId ?? ''}
            environment={PAYMENTS_APP_ENVIRONMENT}
            config={changeCheckoutConfig(amounts, currency)}
            onSuccess={(result) => {
              manage.send({ type: 'payments.message', data: result, card: { cardToken: result.cardToken } });
              // The app stays busy while the machine sends the booking update.
              return waitFor(manage, (s) => !s.matches({ flow: 'finishing' }));
            }}
          />
          {trip.affirmAvailable && booking ? (
            <AffirmChange
              booking={booking}
              amounts={{
                minimum: changeCheckoutAmount('minimum', amounts),
                full: changeCheckoutAmount('full', amounts),
              }}
            />
          ) : null}
        </Card>
      </div>
    </div>
  );
}
