// Whether a user may book ground transfers on a booking, with the spec's named reasons (GTR-014..021, GTF-012).
import { type CalendarDate, compareDates } from '../shared/dates.js';
import { isSecondaryRole, type UserRole } from '../shared/statuses.js';
import type { GROUND_TRANSFER_INELIGIBILITY_REASONS } from './ground-transfer.constants.js';

export type GroundTransferIneligibilityReason = (typeof GROUND_TRANSFER_INELIGIBILITY_REASONS)[number];

/** What eligibility looks at: the trip, the booking, the user and (for hosts) the free-of-charge travelers. */
export interface GroundTransferEligibilityInput {
  /** The trip offers ground transfers (its itinerary has arrival and departure locations the provider serves). */
  tripSupportsGroundTransfer: boolean;
  tripStartDate: CalendarDate;
  /** Trip status in canonical spelling; `complete` blocks booking. */
  tripStatus: string;
  adminTechnicalItineraryApproved: boolean | null | undefined;
  /** Booking status in canonical spelling; `cancelled` blocks booking. */
  bookingStatus: string | null | undefined;
  userRole: UserRole | null | undefined;
  /** For a host: the free-of-charge travelers and how many already have host-booked transfers. */
  freeOfChargeTravelers?: { count: number; coveredCount: number } | undefined;
}

/** Eligibility: `{ ok: true }` or the first reason it is refused. */
export type GroundTransferEligibility = { ok: true } | { ok: false; reason: GroundTransferIneligibilityReason };

/** Whether the trip has started on `today` (the trip's start date has been reached). */
export function hasGroundTransferTripStarted(tripStartDate: CalendarDate, today: CalendarDate): boolean {
  return compareDates(today, tripStartDate) >= 0;
}

/**
 * Whether ground transfers may be booked. Checked in order: trip support and secondary role
 * (ground-transfer-not-bookable), complete trip, cancelled booking, trip started (ground-transfer-not-bookable),
 * technical itinerary approval, FOCs covered. A complete trip has started, so it is checked first to be reported.
 */
export function groundTransferEligibility(
  input: GroundTransferEligibilityInput,
  today: CalendarDate,
): GroundTransferEligibility {
  const no = (reason: GroundTransferIneligibilityReason): GroundTransferEligibility => ({ ok: false, reason });
  if (!input.tripSupportsGroundTransfer) return no('ground-transfer-not-bookable');
  if (isSecondaryRole(input.userRole)) return no('ground-transfer-not-bookable');
  if (input.tripStatus === 'complete') return no('trip-is-complete');
  if (input.bookingStatus === 'cancelled') return no('booking-is-cancelled');
  if (hasGroundTransferTripStarted(input.tripStartDate, today)) return no('ground-transfer-not-bookable');
  if (input.adminTechnicalItineraryApproved !== true) return no('admin-technical-itinerary-not-approved');
  const focs = input.freeOfChargeTravelers;
  if (focs && focs.coveredCount >= focs.count) return no('host-booked-transfers-for-all-focs');
  return { ok: true };
}
