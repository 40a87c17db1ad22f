// Paying a booking change with Affirm (PAY-008), shown on the payment route only when the server's affirmAvailable
// (the domain's rule) says so: a checkout the server prices from this same change, the cart kept, then Affirm's page.
import type { CurrencyCode, TravelersRoom } from '@caravan/domain';
import { useState } from 'react';
import { travelerApi } from '../api.js';
import { IdempotencyKeys } from '../idempotency.js';
import { leaveKeepingChanges } from '../manage-booking/LeaveGuard.js';
import { toUpdateBookingRequest } from '../manage-booking/manage-booking-data.js';
import { affirmChangeDrafts, pendingCartOf } from './affirm-change.js';
import { type AffirmOption, AffirmOptions } from './AffirmOptions.js';
import { ManageBookingActor } from '../manage-booking/manage-booking-actor.js';

export function AffirmChange({
  booking,
  amounts,
}: {
  booking: { _id: string; currency: CurrencyCode; travelersRooms: TravelersRoom[] };
  /** What each option pays, as the card checkout shows them. */
  amounts: Record<AffirmOption, number>;
}) {
  const manage = ManageBookingActor.useActorRef();
  const [keys] = useState(() => new IdempotencyKeys());
  return (
    <AffirmOptions
      id="affirm-change-title"
      currency={booking.currency}
      amounts={amounts}
      start={async (option) => {
        const { context } = manage.getSnapshot();
        // The same change the update will send, so the server prices the loan as the update will charge it.
        const change = toUpdateBookingRequest(
          { bookingId: booking._id, addOns: context.addOns, travelersRooms: context.rooms },
          booking.travelersRooms,
          null,
        );
        const body = { ...change, payment: { paymentOptionType: option }, returnPath: window.location.pathname };
        const checkout = await keys.run('affirm-change-checkout', body, (key) =>
          travelerApi.startChangeAffirmCheckout(booking._id, body, key),
        );
        affirmChangeDrafts.save(booking._id, {
          ...pendingCartOf(manage, booking.travelersRooms),
          paymentOptionType: option,
          paymentAmount: checkout.amount,
        });
        // The cart is kept for the return: leaving for Affirm's page is not leaving the changes behind.
        leaveKeepingChanges();
        return checkout.redirectUrl;
      }}
    />
  );
}
