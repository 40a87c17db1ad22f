// The parts of the flow's context a traveler's and a host's share: the trip with its transfer dates and pickup windows
// (GTR-022..026), and the eligibility with its named reason and message (GTR-021).
import {
  GROUND_TRANSFER_INELIGIBILITY_MESSAGES,
  type GroundTransferEligibility,
  tripToday,
  currencyCodeSchema,
  daysBetween,
  groundTransferPickupWindow,
  postTripAccommodationDate,
  preTripAccommodationDate,
} from '@caravan/domain';
import type { TransferContextView } from '../../views/transfer.view.js';
import type { TripRow } from '../booking/booking-records.js';

/** The extra nights a booking holds around the trip; transfers depart on the date of their accommodation. */
export interface TransferStays {
  preTrip: boolean;
  postTrip: boolean;
}
/** No extra nights: a host's free transfers, or a booking without pre/post-trip accommodation. */
export const NO_STAYS: TransferStays = { preTrip: false, postTrip: false };

/**
 * The arrival date is the trip's start, or the pre-trip night's date when the booking holds one (GTR-023); the
 * departure date is the trip's stored end (start + days, GTR-022), or the day after it with a post-trip night (GTR-024).
 * The pickup windows are drawn around those dates (GTR-025, GTR-026).
 */
export function transferDates(
  trip: Pick<TripRow, 'startDate' | 'endDate' | 'timeZone'>,
  now: Date,
  stays: TransferStays = NO_STAYS,
) {
  const today = tripToday(trip, now);
  const endDate = trip.endDate ?? trip.startDate;
  const arrivalDate = stays.preTrip ? preTripAccommodationDate(trip.startDate) : trip.startDate;
  const departureDate = stays.postTrip
    ? postTripAccommodationDate(trip.startDate, daysBetween(trip.startDate, endDate))
    : endDate;
  return {
    today,
    departureDate,
    windows: {
      arrival: groundTransferPickupWindow('arrival', { arrivalDate, departureDate, today }),
      departure: groundTransferPickupWindow('departure', { arrivalDate, departureDate, today }),
    },
  };
}

/** The context's trip, eligibility and windows for `trip` on `now`. */
export function contextTripParts(
  trip: TripRow,
  eligibility: GroundTransferEligibility,
  now: Date,
  stays: TransferStays = NO_STAYS,
): Pick<TransferContextView, 'trip' | 'eligibility' | 'windows'> {
  const dates = transferDates(trip, now, stays);
  return {
    trip: {
      id: trip.id,
      name: trip.name,
      destination: trip.destination,
      startDate: trip.startDate,
      endDate: trip.endDate ?? trip.startDate,
      currency: currencyCodeSchema.parse(trip.currency),
      status: trip.status,
    },
    eligibility: eligibility.ok
      ? { ok: true, reason: null, message: null }
      : { ok: false, reason: eligibility.reason, message: GROUND_TRANSFER_INELIGIBILITY_MESSAGES[eligibility.reason] },
    windows: dates.windows,
  };
}
