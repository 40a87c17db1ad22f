// Manage Booking's transfer-date warning for booked rides (MBK-048), over the airport-transfer date and date rules.
import type { CalendarDate } from '../shared/dates.js';
import { airportTransferDate, transferDateWarning } from './manage-booking.rules.js';

/**
 * MBK-048: the transfer-date warning for booked rides: a ride (not cancelled) whose pickup date is not the date its
 * accommodation puts it on, with the extra nights as they stand after the pending changes.
 */
export function bookedTransferDateWarning(input: {
  rides: readonly { stage: 'arrival' | 'departure'; pickupLocalTime: string; status: string }[];
  tripStartDate: CalendarDate;
  tripEndDate: CalendarDate;
  hasPreTripAccommodation: boolean;
  hasPostTripAccommodation: boolean;
}): string | undefined {
  for (const ride of input.rides) {
    if (ride.status === 'cancelled') continue;
    const accommodationDate = airportTransferDate({ ...input, type: ride.stage });
    const warning = transferDateWarning(ride.pickupLocalTime.slice(0, 10), accommodationDate);
    if (warning) return warning;
  }
  return undefined;
}
