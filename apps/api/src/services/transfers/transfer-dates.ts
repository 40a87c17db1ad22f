// The parts of the flow's context a traveler's and a host's share: the trip with its transfer dates and pickup windows
// (GTR-022..026), and the eligibility with its named reason and message (GTR-021).
import {
  GROUND_TRANSFER_INELIGIBILITY_MESSAGES,
  type GroundTransferEligibility,
  calendarDateOf,
  currencyCodeSchema,
  groundTransferPickupWindow,
} from '@caravan/domain';
import type { TransferContextView } from '../../views/transfer.view.js';
import type { TripRow } from '../booking/booking-records.js';

/**
 * The trip's arrival date is its start date and its departure date its stored end date (start + days, GTR-022).
 * DECIDE: pre/post-trip accommodation does not move these dates, because the windows already span a week either side.
 */
export function transferDates(trip: Pick<TripRow, 'startDate' | 'endDate'>, now: Date) {
  const today = calendarDateOf(now);
  const arrivalDate = trip.startDate;
  const departureDate = trip.endDate ?? trip.startDate;
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
): Pick<TransferContextView, 'trip' | 'eligibility' | 'windows'> {
  const dates = transferDates(trip, now);
  return {
    trip: {
      id: trip.id,
      name: trip.name,
      destination: trip.destination,
      startDate: trip.startDate,
      endDate: dates.departureDate,
      currency: currencyCodeSchema.parse(trip.currency),
      status: trip.status,
    },
    eligibility: eligibility.ok
      ? { ok: true, reason: null, message: null }
      : { ok: false, reason: eligibility.reason, message: GROUND_TRANSFER_INELIGIBILITY_MESSAGES[eligibility.reason] },
    windows: dates.windows,
  };
}
