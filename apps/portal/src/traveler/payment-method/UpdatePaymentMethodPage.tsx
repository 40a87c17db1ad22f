// Update Payment Method (TRV-068..070): a page without the trip header and tabs; the card on file, a new card from
// the embedded payments app (PAY-010) saved through the payments port, then 'Payment method updated!'.
import { type ReactNode, useState } from 'react';
import { type CurrencyCode, PAYMENT_METHOD_UPDATED_MESSAGE, TRAVELER_ANALYTICS_EVENTS } from '@caravan/domain';
import { Alert, Card, Link, Spinner } from '@caravan/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client.js';
import { loadStateOf } from '../../api/queries.js';
import { useAnalytics } from '../../shell/analytics-context.js';
import { PaymentsApp } from '../payments-app/PaymentsApp.js';
import { PAYMENTS_APP_ENVIRONMENT, type PaymentsAppConfig } from '../payments-app/payments-app.js';
import { tripPath } from '../routes.js';
import { useTrip } from '../shell/TripContext.js';
import { fetchPaymentMethod, paymentMethodQueryKey, updatePaymentMethod } from './payment-method-api.js';

/** The payments app's config for saving a card: the card section only, nothing to pay. */
export const paymentMethodConfig = (currency: CurrencyCode): PaymentsAppConfig => ({
  contextType: 'update-payment-method',
  additionalAmount: 0,
  sections: ['card'],
  paymentOptions: [],
  currency,
});

export function UpdatePaymentMethodPage() {
  const { trip, booking } = useTrip();
  const back = (
    <Link href={tripPath(trip.id, 'trip-overview')} variant="standalone">
      Back to Trip Overview
    </Link>
  );
  if (booking?.travelerType !== 'traveler-primary')
    return (
      <div className="tv-Checkout-page">
        <h1 className="tv-PageTitle">Update Payment Method</h1>
        <Card>
          <p>Only the traveler who made the booking can change its payment method.</p>
          {back}
        </Card>
      </div>
    );
  return (
    <PaymentMethodForm
      tripId={trip.id}
      bookingId={booking._id}
      orderId={booking.orderId}
      currency={booking.currency}
      back={back}
    />
  );
}

function PaymentMethodForm({
  tripId,
  bookingId,
  orderId,
  currency,
  back,
}: {
  tripId: string;
  bookingId: string;
  orderId: string;
  currency: CurrencyCode;
  back: ReactNode;
}) {
  const queryClient = useQueryClient();
  const analytics = useAnalytics();
  const query = useQuery({
    queryKey: paymentMethodQueryKey(bookingId),
    queryFn: ({ signal }) => fetchPaymentMethod(bookingId, signal),
  });
  const state = loadStateOf(query);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const save = async (cardToken: string) => {
    setError(null);
    try {
      const saved = await updatePaymentMethod(bookingId, cardToken);
      queryClient.setQueryData(paymentMethodQueryKey(bookingId), saved);
      setDone(true);
      analytics.track(TRAVELER_ANALYTICS_EVENTS.paymentMethodUpdated, { tripId });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'There was an error processing your request');
    }
  };

  const current = state.data;
  return (
    <div className="tv-Checkout-page">
      <h1 className="tv-PageTitle">Update Payment Method</h1>
      <output aria-live="polite" className="tv-Live">
        {done ? (
          <Alert tone="success" title={PAYMENT_METHOD_UPDATED_MESSAGE}>
            Your automatic payments for booking {orderId} now use this card.
          </Alert>
        ) : null}
      </output>
      <Card title="Card on file">
        {state.status === 'failed' ? (
          <Alert tone="danger" title="We couldn't load your card">
            {state.message}
          </Alert>
        ) : state.status === 'loading' && current === undefined ? (
          <Spinner label="Loading your card…" />
        ) : current ? (
          <p>
            {current.brand} ending in {current.last4}
          </p>
        ) : (
          <p>No card saved for automatic payments yet.</p>
        )}
      </Card>
      {done ? null : (
        <Card title="New card">
          {error ? (
            <Alert tone="danger" title="We couldn't save this card">
              {error}
            </Alert>
          ) : null}
          <PaymentsApp
            tripId={tripId}
            orderId={orderId}
            environment={PAYMENTS_APP_ENVIRONMENT}
            config={paymentMethodConfig(currency)}
            onSuccess={(result) => save(result.cardToken)}
          />
        </Card>
      )}
      {back}
    </div>
  );
}
