// The embedded payments app as checkout and payment-method update use it (PAY-010, TAP-026): the props each screen
// hands it, what it shows for them, and the result onSuccess receives, which the manage-booking machine reads.
import type { MyTripDetails, TravelerBooking } from '@caravan/domain';
import { manageBookingMachine, paymentsAppMessage, sampleManagedBooking } from '@caravan/machines';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { createActor } from 'xstate';
import { ManageBookingCtx, type ManageBookingContextValue } from '../manage-booking/ManageBookingContext.js';
import { ManageBookingActor } from '../manage-booking/manage-booking-actor.js';
import { PaymentPage } from '../payment/PaymentPage.js';
import { payBalanceConfig } from '../payment/PayBalancePage.js';
import { UpdatePaymentMethodPage } from '../payment-method/UpdatePaymentMethodPage.js';
import { TripContext } from '../shell/TripContext.js';
import { PaymentsApp } from './PaymentsApp.js';
import { type PaymentsAppConfig, paymentsAppResult } from './payments-app.js';

const trip = { id: 'trip-77', name: 'Machu Picchu with Hana' } as MyTripDetails;
const booking = {
  _id: 'bk-1',
  orderId: 'ORD-5001',
  travelerType: 'traveler-primary',
  currency: 'USD',
  minimumDue: 50_000,
  dueAmount: 180_000,
} as TravelerBooking;

/** The markup of a traveler screen inside its trip (and, for checkout, the manage-booking actors). */
function renderScreen(screen: ReactNode, path: string): string {
  const manage = createActor(manageBookingMachine).start();
  manage.send({ type: 'manageBooking.init', booking: { ...sampleManagedBooking, dueAmount: 180_000 } });
  const snapshot = manage.getPersistedSnapshot();
  const value = {} as unknown as ManageBookingContextValue;
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <Router ssrPath={path}>
        <TripContext.Provider value={{ trip, booking, reload: async () => {} }}>
          <ManageBookingActor.Provider logic={manageBookingMachine} options={{ snapshot }}>
            <ManageBookingCtx.Provider value={value}>{screen}</ManageBookingCtx.Provider>
          </ManageBookingActor.Provider>
        </TripContext.Provider>
      </Router>
    </QueryClientProvider>,
  );
}

/** The payments app's tag: its data attributes carry what the screen handed it. */
const appTag = (html: string) => /<form[^>]*data-payments-app[^>]*>/.exec(html)?.[0] ?? '';

describe('the embedded payments app', () => {
  it('[PAY-010] [TAP-026] checkout embeds it with tripId, orderId, environment and a checkout config (minimum and full)', () => {
    const html = renderScreen(<PaymentPage />, '/app/traveler/trips/trip-77/manage-booking/payment');
    const tag = appTag(html);
    expect(tag).toContain('data-payments-app="checkout"');
    expect(tag).toContain('data-trip-id="trip-77"');
    expect(tag).toContain('data-order-id="ORD-5001"');
    expect(tag).toContain('data-environment="sandbox"');
    // The config's payment options (PAY-006: minimum and full only) and the card section.
    expect(html).toContain('Minimum payment');
    expect(html).toContain('Pay in full');
    expect(html).not.toContain('Custom amount');
    expect(html).toContain('Sandbox test cards: no real money moves.');
  });

  it('[PAY-010] [TAP-026] payment-method update embeds it with the card section only and nothing to pay', () => {
    const html = renderScreen(<UpdatePaymentMethodPage />, '/app/traveler/trips/trip-77/update-payment-method');
    const tag = appTag(html);
    expect(tag).toContain('data-payments-app="update-payment-method"');
    expect(tag).toContain('data-trip-id="trip-77"');
    expect(tag).toContain('data-order-id="ORD-5001"');
    expect(html).toContain('Save payment method');
    expect(html).toContain('Sandbox test cards: nothing is charged now.');
    expect(html).not.toContain('How much would you like to pay?');
    expect(html).not.toMatch(/>Pay /);
  });

  it('[TAP-026] config drives the app: contextType, additionalAmount, sections and paymentOptions', () => {
    const config: PaymentsAppConfig = {
      contextType: 'checkout',
      additionalAmount: 12_500,
      sections: ['payment-options'],
      paymentOptions: [{ type: 'minimum', amount: 12_500 }],
      currency: 'USD',
    };
    const html = renderToStaticMarkup(
      <PaymentsApp tripId="t" orderId="o" environment="sandbox" config={config} onSuccess={() => {}} />,
    );
    expect(html).toContain('Your changes add $125.00 to this booking.');
    expect(html).toContain('$125.00');
    expect(html).not.toContain('Pay in full');
    // No card section named: no card picker.
    expect(html).not.toContain('Sandbox test cards');
  });

  it('[TAP-026] onSuccess receives the payment result the manage-booking machine reads (PAY-012), or the saved card', () => {
    const config = payBalanceConfig(booking);
    expect(config.paymentOptions).toEqual([
      { type: 'minimum', amount: 50_000 },
      { type: 'full', amount: 180_000 },
      { type: 'custom', maximum: 180_000 },
    ]);
    const paid = paymentsAppResult(config, { option: 'minimum', customText: '', cardToken: 'tok_visa' });
    expect(paid).toEqual({
      source: 'payments-app',
      status: 'payment-succeeded',
      paymentAmount: 50_000,
      paymentOptionType: 'minimum',
      cardToken: 'tok_visa',
    });
    expect(paymentsAppMessage(paid)).toEqual({
      kind: 'payment-succeeded',
      paymentAmount: 50_000,
      paymentOptionType: 'minimum',
    });
    // A custom amount is checked against the balance before anything is reported.
    expect(paymentsAppResult(config, { option: 'custom', customText: '2000', cardToken: 'tok_visa' })).toBeNull();
    expect(paymentsAppResult(config, { option: 'custom', customText: '250.50', cardToken: 'tok_visa' })).toMatchObject({
      paymentAmount: 25_050,
      paymentOptionType: 'custom',
    });

    const saved = paymentsAppResult(
      {
        contextType: 'update-payment-method',
        additionalAmount: 0,
        sections: ['card'],
        paymentOptions: [],
        currency: 'USD',
      },
      { option: 'full', customText: '', cardToken: 'tok_mastercard' },
    );
    expect(saved).toEqual({ source: 'payments-app', status: 'setup-intent-succeeded', cardToken: 'tok_mastercard' });
    expect(paymentsAppMessage(saved)).toEqual({ kind: 'setup-intent-succeeded' });
  });
});
