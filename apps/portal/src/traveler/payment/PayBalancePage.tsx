// The pay-balance page (PAY-013, PAY-014, CAN-008): 'Are you sure?' before cancelling with a balance owed, offering
// the payment alternatives (minimum, full, custom) and Affirm where offered (PAY-008); redirects to Manage Booking when
// nothing is due. Back from Affirm's page, it finishes the payment with the checkout token.
import { useEffect, useState } from 'react';
import {
  type CurrencyCode,
  formatMinor,
  shouldRedirectFromPayBalance,
  TRAVELER_ANALYTICS_EVENTS,
} from '@caravan/domain';
import { selectCancelBookingStep } from '@caravan/machines';
import { Alert, Button, Card, Spinner } from '@caravan/ui';
import { useSelector } from '@xstate/react';
import { Redirect, useLocation } from 'wouter';
import { affirmDrafts, forgetAffirmReturn, readAffirmReturn } from '../../public/booking/affirm-return.js';
import { useAnalytics } from '../../shell/analytics-context.js';
import { travelerApi } from '../api.js';
import { IdempotencyKeys } from '../idempotency.js';
import { useManageBooking } from '../manage-booking/ManageBookingContext.js';
import { manageBookingPath } from '../routes.js';
import { useTrip } from '../shell/TripContext.js';
import { AffirmBalance, affirmBalanceDraftKey } from './AffirmBalance.js';
import { PaymentsApp } from '../payments-app/PaymentsApp.js';
import {
  balancePaymentOptions,
  PAYMENTS_APP_ENVIRONMENT,
  type PaymentsAppConfig,
} from '../payments-app/payments-app.js';

/** Pay-balance offers every option, custom included (PAY-007); checkout after changes offers minimum and full only. */
const PAY_BALANCE_OPTIONS = ['minimum', 'full', 'custom'] as const;

/** The payments app's config for paying the balance: nothing changed, every option, custom up to the balance. */
export const payBalanceConfig = (booking: {
  minimumDue: number;
  dueAmount: number;
  currency: CurrencyCode;
}): PaymentsAppConfig => ({
  contextType: 'checkout',
  additionalAmount: 0,
  sections: ['payment-options', 'card'],
  paymentOptions: balancePaymentOptions(PAY_BALANCE_OPTIONS, booking),
  currency: booking.currency,
});

export function PayBalancePage() {
  const { trip, booking, reload } = useTrip();
  const { cancel } = useManageBooking();
  const [, navigate] = useLocation();
  const cancelling = useSelector(cancel, selectCancelBookingStep) === 'pay-balance';
  const [keys] = useState(() => new IdempotencyKeys());
  const analytics = useAnalytics();
  const [error, setError] = useState<string | null>(null);
  const [paidTitle, setPaidTitle] = useState<string | null>(null);
  const root = manageBookingPath(trip.id);
  // Back from Affirm's page: the payment is finished with its token (the server answers a decline's message).
  const [affirmReturn] = useState(() => readAffirmReturn(window.location.search));
  const [finishingAffirm, setFinishingAffirm] = useState(affirmReturn !== null);
  const bookingId = booking?._id;
  useEffect(() => {
    if (!affirmReturn || !bookingId) return;
    forgetAffirmReturn();
    const draft = affirmDrafts.load<{ paymentOptionType: 'minimum' | 'full' }>(affirmBalanceDraftKey(bookingId));
    const body = {
      paymentOptionType: draft?.paymentOptionType ?? 'minimum',
      affirmCheckoutToken: affirmReturn.checkoutToken,
    };
    keys
      .run('pay-balance-affirm', body, (key) => travelerApi.payBalance(bookingId, body, key))
      .then(async (paid) => {
        affirmDrafts.clear(affirmBalanceDraftKey(bookingId));
        setPaidTitle(paid.successTitle);
        await reload();
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : 'There was an error processing your request'))
      .finally(() => setFinishingAffirm(false));
  }, [affirmReturn, bookingId, keys, reload]);
  if (!booking) return null;
  if (finishingAffirm) return <Spinner label="Finishing your Affirm payment…" />;
  if (paidTitle)
    return (
      <div className="tv-Checkout-page tv-Success">
        <Card tone="brand">
          <p className="tv-Success-icon" aria-hidden="true">
            ✓
          </p>
          <h1 className="tv-PageTitle">{paidTitle}</h1>
          <p>Thank you! Your balance is now {formatMinor(Math.max(booking.dueAmount, 0), booking.currency)}.</p>
          <Button onPress={() => navigate(root)}>Back to Manage Booking</Button>
        </Card>
      </div>
    );
  if (shouldRedirectFromPayBalance(booking.dueAmount)) return <Redirect to={root} replace />;

  const keep = () => {
    if (cancelling) cancel.send({ type: 'cancel.dismiss' });
    navigate(root);
  };

  return (
    <div className="tv-Checkout-page">
      <Button variant="quiet" size="sm" onPress={keep}>
        ← Back to Manage Booking
      </Button>
      <h1 className="tv-PageTitle">{cancelling ? 'Are you sure?' : 'Pay your balance'}</h1>
      <p>
        {cancelling
          ? `You still owe ${formatMinor(booking.dueAmount, booking.currency)} on this booking. You can pay it, or part of it, and keep your trip, or go on to cancel: you will see what you get back before anything is final.`
          : `Your remaining balance for ${trip.name} is ${formatMinor(booking.dueAmount, booking.currency)}.`}
      </p>
      <div className="tv-Checkout-grid">
        <Card title="Payment alternatives" headingLevel={2}>
          {error ? (
            <Alert tone="danger" title="Payment failed">
              {error}
            </Alert>
          ) : null}
          <PaymentsApp
            tripId={trip.id}
            orderId={booking.orderId}
            environment={PAYMENTS_APP_ENVIRONMENT}
            config={payBalanceConfig(booking)}
            onSuccess={async (result) => {
              if (result.status !== 'payment-succeeded') return;
              const option = result.paymentOptionType;
              const body = {
                paymentOptionType: option,
                cardToken: result.cardToken,
                ...(option === 'custom' ? { paymentAmount: result.paymentAmount } : {}),
              };
              setError(null);
              try {
                const paid = await keys.run('pay-balance', body, (key) =>
                  travelerApi.payBalance(booking._id, body, key),
                );
                // The re-fetch restarts the cancel flow from the new balance (see ManageBookingArea): the dialog
                // opens when nothing is owed any more (CAN-008).
                analytics.track(TRAVELER_ANALYTICS_EVENTS.balancePaid, {
                  tripId: trip.id,
                  amount: result.paymentAmount,
                });
                if (!cancelling || paid.booking.dueAmount > 0) setPaidTitle(paid.successTitle);
                await reload();
              } catch (e) {
                setError(e instanceof Error ? e.message : 'There was an error processing your request');
              }
            }}
          />
          {trip.affirmAvailable ? <AffirmBalance booking={booking} /> : null}
        </Card>
        <div className="tv-Checkout-side">
          <Card title="Keep your trip" headingLevel={2} tone="sunken">
            <p>Changed your mind? Your booking stays exactly as it is.</p>
            <Button variant="secondary" onPress={keep}>
              Keep my booking
            </Button>
          </Card>
          {cancelling ? (
            <Card title="Cancel without paying" headingLevel={2} tone="sunken">
              <p>
                Go on to cancel: you choose a reason and see your refund figures before you confirm. The balance owed is
                not charged.
              </p>
              <Button variant="danger" onPress={() => cancel.send({ type: 'cancel.continue' })}>
                Go on to cancel
              </Button>
            </Card>
          ) : null}
        </div>
      </div>
    </div>
  );
}
