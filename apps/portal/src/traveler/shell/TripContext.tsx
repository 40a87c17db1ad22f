// The trip being shown and the traveler's booking on it, shared by the header, the tabs and the booking screens.
import { createContext, useContext } from 'react';
import type { MyTripDetails, TravelerBooking } from '@caravan/domain';

export interface TripContextValue {
  trip: MyTripDetails;
  /** The traveler's booking on the trip (null when they have none). */
  booking: TravelerBooking | null;
  /** Re-fetches the trip record, the booking record and the trip list (CAN-019, after payments and changes). */
  reload: () => Promise<void>;
}

export const TripContext = createContext<TripContextValue | null>(null);

/** The current trip; only inside the trip page. */
export function useTrip(): TripContextValue {
  const value = useContext(TripContext);
  if (!value) throw new Error('useTrip must be used inside the trip page');
  return value;
}
