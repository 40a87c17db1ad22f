// What the Manage Booking screens share besides the manage-booking actor (ManageBookingActor): the cancel-booking
// actor, whose input follows the loaded booking (useCancelFlow), the add-on offers and the layout.
import { createContext, useContext } from 'react';
import type { TripAddOnOffer } from '@caravan/domain';
import type { cancelBookingMachine } from '@caravan/machines';
import type { ActorRefFrom } from 'xstate';

export interface ManageBookingContextValue {
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
