// Trip edit rights: field groups by status, price tier add/remove, and the technical-itinerary window.
import { clampTripTierTravelers, type TripFocLike, type TripSpotsLike } from '../pricing/trip-pricing.rules.js';
import { addDays, type CalendarDate } from '../shared/dates.js';
import type { TripStatus } from '../shared/statuses.js';
import {
  TECHNICAL_ITINERARY_CLOSED_STATUSES,
  TECHNICAL_ITINERARY_EDIT_CUTOFF_DAYS_BEFORE_START,
  TECHNICAL_ITINERARY_SUBMIT_STATUSES,
  TRIP_DEFAULT_EDITABLE_FIELD_GROUPS,
  TRIP_EDITABLE_FIELD_GROUPS,
  TRIP_MESSAGES,
  TRIP_TIER_ADD_STATUSES,
  type TripFieldGroup,
} from './trip.constants.js';
import type { OperatorTripModel } from './trip.rules.js';

/** Field groups a trip request keeps editable: everything but pricing, which is off for requests. */
const TRIP_REQUEST_EDITABLE_FIELD_GROUPS: readonly TripFieldGroup[] = ['details', 'services', 'operatorCode'];

/** The field groups editable for a trip in a status (model=trip when not given); trip requests have no pricing. */
export function tripEditableFieldGroups(status: TripStatus, model?: OperatorTripModel): readonly TripFieldGroup[] {
  if (model === 'tripRequest') return TRIP_REQUEST_EDITABLE_FIELD_GROUPS;
  return TRIP_EDITABLE_FIELD_GROUPS[status] ?? TRIP_DEFAULT_EDITABLE_FIELD_GROUPS;
}

/** Whether a field group of a trip is editable in a status. */
export function isTripFieldGroupEditable(
  status: TripStatus,
  group: TripFieldGroup,
  model?: OperatorTripModel,
): boolean {
  return tripEditableFieldGroups(status, model).includes(group);
}

/** Whether the trip pricing fields (spots, single supplement price, tier prices) are editable: created only. */
export function canEditTripPricing(status: TripStatus): boolean {
  return status === 'created';
}

/** Whether the price tiers already on the trip are locked: once the trip is past created. */
export function areExistingTripTiersLocked(status: TripStatus): boolean {
  return !canEditTripPricing(status);
}

/** Whether a price tier may be added in a status (see TRIP_TIER_ADD_STATUSES). */
export function canAddTripPriceTier(status: TripStatus): boolean {
  return TRIP_TIER_ADD_STATUSES.includes(status);
}

/**
 * Whether a price tier may be removed: only in created, only while another tier remains, and only
 * when its traveler count lies within the allowed range (minimum to maximum spots, including FOC).
 */
export function canRemoveTripPriceTier(input: {
  status: TripStatus;
  tiers: readonly { numberOfTravelers: number }[];
  index: number;
  spots: TripSpotsLike;
  foc?: TripFocLike | undefined;
}): boolean {
  const tier = input.tiers[input.index];
  if (input.status !== 'created' || !tier || input.tiers.length < 2) return false;
  return clampTripTierTravelers(tier.numberOfTravelers, input.spots, input.foc ?? {}) === tier.numberOfTravelers;
}

/** The trip fields the technical-itinerary rules read. */
interface TechnicalItineraryTripLike {
  status: TripStatus;
  startDate: CalendarDate;
  operatorTechnicalItineraryApproved?: boolean | undefined;
  adminTechnicalItineraryApproved?: boolean | undefined;
}

/** Whether today lies within the technical-itinerary editable window (see the DECIDE constant). */
export function isWithinTechnicalItineraryWindow(
  trip: Pick<TechnicalItineraryTripLike, 'status' | 'startDate'>,
  today: CalendarDate,
): boolean {
  if (TECHNICAL_ITINERARY_CLOSED_STATUSES.includes(trip.status)) return false;
  return today < addDays(trip.startDate, -TECHNICAL_ITINERARY_EDIT_CUTOFF_DAYS_BEFORE_START);
}

/** Whether the trip's services may be edited: within the window and before any technical-itinerary approval. */
export function canEditTripServices(trip: TechnicalItineraryTripLike, today: CalendarDate): boolean {
  return (
    isWithinTechnicalItineraryWindow(trip, today) &&
    trip.operatorTechnicalItineraryApproved !== true &&
    trip.adminTechnicalItineraryApproved !== true
  );
}

/** The technical-itinerary control: offer to submit (confirmed or closed), show submitted, or nothing. */
export function technicalItineraryAction(
  trip: Pick<TechnicalItineraryTripLike, 'status' | 'operatorTechnicalItineraryApproved'>,
): { kind: 'submit' | 'submitted'; label: string } | undefined {
  if (trip.operatorTechnicalItineraryApproved === true)
    return { kind: 'submitted', label: TRIP_MESSAGES.technicalItinerarySubmitted };
  if (TECHNICAL_ITINERARY_SUBMIT_STATUSES.includes(trip.status))
    return { kind: 'submit', label: TRIP_MESSAGES.submitTechnicalItinerary };
  return undefined;
}

/** The change submitting the technical itinerary makes. */
export function submitTechnicalItineraryPatch(): { operatorTechnicalItineraryApproved: true } {
  return { operatorTechnicalItineraryApproved: true };
}

/** The message after a technical itinerary submission. */
export function technicalItinerarySubmitMessage(ok: boolean): string {
  return ok ? TRIP_MESSAGES.technicalItineraryApproved : TRIP_MESSAGES.technicalItineraryFailed;
}
