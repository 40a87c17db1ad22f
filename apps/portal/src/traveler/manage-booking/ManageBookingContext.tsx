// What the Manage Booking screens share: the manage-booking and cancel-booking actors and the data.
import { createContext, useContext } from 'react';
import type { TripAddOnOffer } from '@caravan/domain';
import type { cancelBookingMachine, manageBookingMachine } from '@caravan/machines';
import type { ActorRefFrom } from 'xstate';

export interface ManageBookingContextValue {
  manage: ActorRefFrom<typeof manageBookingMachine>;
  cancel: ActorRefFrom<typeof cancelBookingMachine>;
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
