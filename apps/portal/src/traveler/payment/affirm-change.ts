// Paying a booking change with Affirm (PAY-008): the pending cart kept in sessionStorage across Affirm's page, and,
// back from it, the cart put back into the manage-booking machine and the update finished with the checkout token,
// through the same machine steps as a card (payment route, finishing, success page or the error in the summary).
import type { TravelersRoom } from '@caravan/domain';
import type { manageBookingMachine } from '@caravan/machines';
import { useEffect, useRef, useState } from 'react';
import { type ActorRefFrom, waitFor } from 'xstate';
import { affirmDrafts, forgetAffirmReturn, readAffirmReturn } from '../../public/booking/affirm-return.js';

type ManageActor = ActorRefFrom<typeof manageBookingMachine>;

/** What is kept across Affirm's page: the pending add-on toggles, the rooms when changed, the option and its amount. */
export interface AffirmChangeDraft {
  toggles: string[];
  rooms: TravelersRoom[] | null;
  paymentOptionType: 'minimum' | 'full';
  paymentAmount: number;
}

/** The sessionStorage key of a booking's pending change while the traveler is on Affirm's page. */
export const affirmChangeDraftKey = (bookingId: string) => `change.${bookingId}`;

/** The cart as it stands: the add-ons with a pending status, and the rooms when they differ from the booked ones. */
export function pendingCartOf(
  manage: ManageActor,
  bookedRooms: readonly TravelersRoom[],
): Pick<AffirmChangeDraft, 'toggles' | 'rooms'> {
  const { addOns, rooms } = manage.getSnapshot().context;
  return {
    toggles: addOns.filter((a) => a.status.startsWith('PENDING_')).map((a) => a.addOnId),
    rooms: JSON.stringify(rooms) === JSON.stringify(bookedRooms) ? null : rooms,
  };
}

/**
 * Back from Affirm: replays the kept cart into the freshly loaded machine, confirms it (to the payment route, as the
 * card path), and sends the payment with the Affirm token; the machine then sends the update and shows its outcome.
 */
export async function finishAffirmChange(
  manage: ManageActor,
  draft: AffirmChangeDraft,
  checkoutToken: string,
): Promise<void> {
  await waitFor(manage, (s) => s.matches({ flow: { editing: 'browsing' } }));
  for (const addOnId of draft.toggles) manage.send({ type: 'addOn.toggle', addOnId });
  if (draft.rooms) {
    manage.send({ type: 'rooms.edit' });
    manage.send({ type: 'rooms.change', rooms: draft.rooms });
    manage.send({ type: 'rooms.update' });
  }
  // Confirming waits for the pricing (the insurance reprice) to settle, as the Update Booking button does.
  await waitFor(manage, (s) => s.can({ type: 'confirmation.open' }));
  manage.send({ type: 'confirmation.open' });
  manage.send({ type: 'booking.confirm' });
  await waitFor(manage, (s) => s.matches({ flow: 'payment' }));
  manage.send({
    type: 'payments.message',
    card: { affirmCheckoutToken: checkoutToken },
    data: {
      source: 'payments-app',
      status: 'payment-succeeded',
      paymentOptionType: draft.paymentOptionType,
      paymentAmount: draft.paymentAmount,
    },
  });
}

export const affirmChangeDrafts = {
  save: (bookingId: string, draft: AffirmChangeDraft) => affirmDrafts.save(affirmChangeDraftKey(bookingId), draft),
  load: (bookingId: string) => affirmDrafts.load<AffirmChangeDraft>(affirmChangeDraftKey(bookingId)),
  clear: (bookingId: string) => affirmDrafts.clear(affirmChangeDraftKey(bookingId)),
};

/**
 * On the payment route back from Affirm's page with a kept change: finishes it (finishAffirmChange), once. The return
 * is read on the first render, before the route is moved back to the root while the booking loads (MBK-014).
 */
export function useAffirmChangeReturn(manage: ManageActor, bookingId: string): void {
  const [back] = useState(() => {
    const returned = window.location.pathname.endsWith('/payment') ? readAffirmReturn(window.location.search) : null;
    const draft = returned ? affirmChangeDrafts.load(bookingId) : undefined;
    return returned && draft ? { checkoutToken: returned.checkoutToken, draft } : null;
  });
  const started = useRef(false);
  useEffect(() => {
    if (!back || started.current) return;
    started.current = true;
    forgetAffirmReturn();
    // The cart goes back into the machine now; a failed update keeps it there, with the error in the summary.
    affirmChangeDrafts.clear(bookingId);
    void finishAffirmChange(manage, back.draft, back.checkoutToken);
  }, [back, bookingId, manage]);
}
