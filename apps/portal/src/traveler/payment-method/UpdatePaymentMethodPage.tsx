// Update Payment Method (TRV-068..070): a page without the trip header and tabs; the card on file, a new card saved
// through the payments sandbox (the embedded payments app's stand-in), then 'Payment method updated!'.
import { type ReactNode, useState } from 'react';
import { Alert, Button, Card, Form, Link, Select, Spinner } from '@caravan/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client.js';
import { loadStateOf } from '../../api/queries.js';
import { SANDBOX_CARDS } from '../manage-booking/sandbox-cards.js';
import { tripPath } from '../routes.js';
import { useTrip } from '../shell/TripContext.js';
import { fetchPaymentMethod, paymentMethodQueryKey, updatePaymentMethod } from './payment-method-api.js';

/** The spec's success words (TRV-070). */
export const PAYMENT_METHOD_UPDATED = 'Payment method updated!';

export function UpdatePaymentMethodPage() {
  const { trip, booking } = useTrip();
  const back = (
    <Link href={tripPath(trip.id, 'trip-overview')} variant="standalone">
      Back to Trip Overview
    </Link>
  );
  if (!booking || booking.travelerType !== 'traveler-primary')
    return (
      <div className="tv-Checkout-page">
        <h1 className="tv-PageTitle">Update Payment Method</h1>
        <Card>
          <p>Only the traveler who made the booking can change its payment method.</p>
          {back}
        </Card>
      </div>
    );
  return <PaymentMethodForm bookingId={booking._id} orderId={booking.orderId} back={back} />;
}

function PaymentMethodForm({ bookingId, orderId, back }: { bookingId: string; orderId: string; back: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: paymentMethodQueryKey(bookingId),
    queryFn: ({ signal }) => fetchPaymentMethod(bookingId, signal),
  });
  const state = loadStateOf(query);
  const [cardToken, setCardToken] = useState<string>(SANDBOX_CARDS[0].id);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const save = async () => {
    setPending(true);
    setError(null);
    try {
      const saved = await updatePaymentMethod(bookingId, cardToken);
      queryClient.setQueryData(paymentMethodQueryKey(bookingId), saved);
      setDone(true);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'There was an error processing your request');
    } finally {
      setPending(false);
    }
  };

  const current = state.data;
  return (
    <div className="tv-Checkout-page">
      <h1 className="tv-PageTitle">Update Payment Method</h1>
      <output aria-live="polite" className="tv-Live">
        {done ? (
          <Alert tone="success" title={PAYMENT_METHOD_UPDATED}>
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
          <Form
            className="tv-Checkout"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            {error ? (
              <Alert tone="danger" title="We couldn't save this card">
                {error}
              </Alert>
            ) : null}
            <Select
              label="Card"
              description="Sandbox test cards: nothing is charged now."
              options={SANDBOX_CARDS}
              selectedKey={cardToken}
              onSelectionChange={(key) => {
                if (key !== null) setCardToken(String(key));
              }}
            />
            <Button type="submit" size="lg" isPending={pending}>
              Save payment method
            </Button>
          </Form>
        </Card>
      )}
      {back}
    </div>
  );
}
