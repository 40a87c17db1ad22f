// What the Manage Booking screens share: the manage-booking and cancel-booking actors, the checkout card and the data.
import { createContext, type RefObject, useContext } from 'react';
import type { TripAddOnOffer } from '@caravan/domain';
import type { cancelBookingMachine, manageBookingMachine } from '@caravan/machines';
import type { ActorRefFrom } from 'xstate';
import type { CheckoutCard } from './manage-booking-data.js';

export interface ManageBookingContextValue {
  manage: ActorRefFrom<typeof manageBookingMachine>;
  cancel: ActorRefFrom<typeof cancelBookingMachine>;
  /** The card the checkout collected; read by the updateBooking actor. */
  checkoutCard: RefObject<CheckoutCard | null>;
  offers: readonly TripAddOnOffer[];
  /** Whether the narrow (mobile / tablet) layout is on: cart button and summary dialog. */
  narrow: boolean;
}

export const ManageBookingCtx = createContext<ManageBookingContextValue | null>(null);

export function useManageBooking(): ManageBookingContextValue {
  const value = useContext(ManageBookingCtx);
  if (!value) throw new Error('useManageBooking must be used inside ManageBookingArea');
  return value;
}
