// The Manage Booking success page as rendered from the manage-booking machine: its title when the server says a
// refund is needed (MBK-056) and when nothing is owed after the change.
import type { MyTripDetails, TravelerBooking } from '@caravan/domain';
import { manageBookingMachine, sampleManagedBooking } from '@caravan/machines';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { initialTransition, transition } from 'xstate';
import { ManageBookingCtx, type ManageBookingContextValue } from '../manage-booking/ManageBookingContext.js';
import { ManageBookingActor } from '../manage-booking/manage-booking-actor.js';
import { TripContext } from '../shell/TripContext.js';
import { SuccessPage } from './SuccessPage.js';

type Snap = ReturnType<typeof initialTransition<typeof manageBookingMachine>>[0];
type Event = Parameters<typeof transition<typeof manageBookingMachine>>[2];

const send = (s: Snap, ...events: Event[]): Snap =>
  events.reduce((acc, e) => transition(manageBookingMachine, acc, e)[0], s);
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;

/** The success page's heading after a change the server answered with `refundNeeded`, nothing left to pay. */
function successTitle(refundNeeded: boolean): string {
  // A booking with a balance; removing a booked activity leaves the balance at zero or above: no payment step.
  let s = send(initialTransition(manageBookingMachine)[0], {
    type: 'manageBooking.init',
    booking: { ...sampleManagedBooking, dueAmount: 10_000 },
  });
  s = send(s, { type: 'addOn.toggle', addOnId: 'act-1' });
  if (s.matches({ insurance: 'repricing' }))
    s = send(s, done('repriceInsurance', { insuranceChange: 0, repricedAddOns: [] }));
  s = send(s, { type: 'confirmation.open' }, { type: 'booking.confirm' }, done('updateBooking', { refundNeeded }));
  expect(s.matches({ flow: 'success' })).toBe(true);
  const value = {} as unknown as ManageBookingContextValue;
  const trip = { id: 't1', name: 'Machu Picchu with Hana' } as MyTripDetails;
  const booking = { orderId: 'ORD-5001' } as TravelerBooking;
  const html = renderToStaticMarkup(
    <Router ssrPath="/app/traveler/trips/t1/manage-booking/success">
      <TripContext.Provider value={{ trip, booking, reload: async () => {} }}>
        <ManageBookingActor.Provider logic={manageBookingMachine} options={{ snapshot: s }}>
          <ManageBookingCtx.Provider value={value}>
            <SuccessPage />
          </ManageBookingCtx.Provider>
        </ManageBookingActor.Provider>
      </TripContext.Provider>
    </Router>,
  );
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
}

describe('Manage Booking success page', () => {
  it("[MBK-056] says 'Refund Processing' when the server says a refund is needed", () => {
    expect(successTitle(true)).toBe('Refund Processing');
  });
  it('says Changes Confirmed for the same change when no refund is needed', () => {
    expect(successTitle(false)).toBe('Changes Confirmed');
  });
});
