// Paying the balance with Affirm (PAY-008), shown only when the server's affirmAvailable (the domain's rule) says so:
// the option, then Affirm's page; PayBalancePage finishes the payment when Affirm sends the traveler back.
import type { CurrencyCode } from '@caravan/domain';
import { useState } from 'react';
import { affirmDrafts } from '../../public/booking/affirm-return.js';
import { travelerApi } from '../api.js';
import { IdempotencyKeys } from '../idempotency.js';
import { AffirmOptions } from './AffirmOptions.js';

/** The sessionStorage key of the option chosen before leaving for Affirm's page. */
export const affirmBalanceDraftKey = (bookingId: string) => `balance.${bookingId}`;

export function AffirmBalance({
  booking,
}: {
  booking: { _id: string; minimumDue: number; dueAmount: number; currency: CurrencyCode };
}) {
  const [keys] = useState(() => new IdempotencyKeys());
  return (
    <AffirmOptions
      id="affirm-balance-title"
      currency={booking.currency}
      amounts={{ minimum: booking.minimumDue, full: booking.dueAmount }}
      start={async (option) => {
        const body = { paymentOptionType: option, returnPath: window.location.pathname };
        const checkout = await keys.run('affirm-checkout', body, (key) =>
          travelerApi.startAffirmCheckout(booking._id, body, key),
        );
        affirmDrafts.save(affirmBalanceDraftKey(booking._id), { paymentOptionType: option });
        return checkout.redirectUrl;
      }}
    />
  );
}
