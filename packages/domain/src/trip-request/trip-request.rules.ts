// Pure rules of the trip request: defaults, validation, instant approval and what the form offers.
import { addDays, type CalendarDate } from '../shared/dates.js';
import type { Decision, FieldErrors } from '../shared/errors.js';
import { allow, deny } from '../shared/errors.js';
import type { PackageLevel, TripRequestStatus } from '../shared/statuses.js';
import {
  bedCountMessage,
  HOST_ROOM_SLEEPING_PLACES,
  hostCompanionsLimitMessage,
  TRIP_REQUEST_INSTANT_APPROVAL_PACKAGE_LEVELS,
  MIN_HOST_ROOMS,
  MIN_OPTIONAL_ACTIVITY_ATTENDANCE,
  MIN_WORKSHOP_HOURS,
  NO_INVENTORY_ITEMS_ERROR_TEXT,
  PRE_POST_ACCOMMODATION_NIGHTS,
  roomsLimitMessage,
  TRIP_REQUEST_MESSAGES,
  TRIP_REQUEST_PACKAGE_ORDER,
  workshopHoursLimitMessage,
} from './trip-request.constants.js';
import {
  type HostRoom,
  type HostRoomType,
  type ItineraryAvailability,
  type PackageAvailability,
  type PrePostAccommodation,
  type SuggestedSellPrice,
  type TripRequestCompanion,
  type TripRequestCompanionDraft,
  type TripRequestFormDraft,
  type TripRequestFormInput,
  type TripRequestFormValues,
  type TripRequestSubmitPayload,
  tripRequestCompanionSchema,
  tripRequestFormValuesSchema,
} from './trip-request.schema.js';

// ---------- pricing occupancy ----------

/** The occupancy a host room is priced at: one bed is single; two beds (twin) and shared bed are double (CAT-028). */
export function hostRoomPricingOccupancy(roomType: HostRoomType): 'single' | 'double' {
  return roomType === 'one-bed' ? 'single' : 'double';
}

// ---------- defaults ----------

/** The packages of an availability that are enabled, in the order standard, economy, premium. */
export function enabledTripRequestPackages(availability: ItineraryAvailability): PackageLevel[] {
  return TRIP_REQUEST_PACKAGE_ORDER.filter((level) => availability[level]?.isPackageEnabled === true);
}

/** The default package: the first enabled in the order standard, economy, premium (CAT-035). */
export function defaultTripRequestPackage(availability: ItineraryAvailability): PackageLevel | null {
  return enabledTripRequestPackages(availability)[0] ?? null;
}

/** Whether a package can be instantly approved: a standard package without inventory (CAT-036). */
export function isInstantApprovalEligiblePackage(
  level: PackageLevel,
  pkg: Pick<PackageAvailability, 'isInventoryEnabled'> | undefined,
): boolean {
  return TRIP_REQUEST_INSTANT_APPROVAL_PACKAGE_LEVELS.includes(level) && pkg !== undefined && !pkg.isInventoryEnabled;
}

/** The default start date: the first instant-approval date for an eligible package, else none (CAT-036). */
export function defaultTripRequestStartDate(
  level: PackageLevel,
  pkg: Pick<PackageAvailability, 'isInventoryEnabled' | 'instantApprovalDates'> | undefined,
): CalendarDate | null {
  if (!pkg || !isInstantApprovalEligiblePackage(level, pkg)) return null;
  return [...pkg.instantApprovalDates].sort()[0] ?? null;
}

/** The default reservation form: default package, its default start date, 1 host room of type one bed (CAT-034). */
export function defaultTripRequestFormValues(availability: ItineraryAvailability): TripRequestFormValues | null {
  const selectedPackage = defaultTripRequestPackage(availability);
  if (!selectedPackage) return null;
  return tripRequestFormValuesSchema.parse({
    selectedPackage,
    startDate: defaultTripRequestStartDate(selectedPackage, availability[selectedPackage]),
  } satisfies TripRequestFormInput);
}

// ---------- instant approval ----------

/** Whether a request is an instant-approval request: instantlyApproved, trovaAutoPriced and accepted (CAT-037). */
export function isInstantApprovalTripRequest(request: {
  instantlyApproved: boolean;
  trovaAutoPriced: boolean;
  status: TripRequestStatus;
}): boolean {
  return request.instantlyApproved && request.trovaAutoPriced && request.status === 'accepted';
}

/** Whether the request has additional requests entered (non-blank). */
export const hasAdditionalRequests = (additionalRequests: string | null | undefined): boolean =>
  (additionalRequests ?? '').trim().length > 0;

/** Whether Instant Approval stays on: entering additional requests turns it off (CAT-047). */
export function keepsInstantApproval(instantApproval: boolean, additionalRequests: string | null | undefined): boolean {
  return instantApproval && !hasAdditionalRequests(additionalRequests);
}

/** The warning shown while additional requests are entered, or null (CAT-048). */
export function additionalRequestsWarning(additionalRequests: string | null | undefined): string | null {
  return hasAdditionalRequests(additionalRequests) ? TRIP_REQUEST_MESSAGES.additionalRequestsWarning : null;
}

// ---------- availability and suggested price ----------

/** Classes an availability error: text containing 'no inventory items found' is no-inventory-items, else generic (CAT-018). */
export function classifyTripRequestAvailabilityError(
  errorText: string | null | undefined,
): 'no-inventory-items' | 'generic' {
  return (errorText ?? '').toLowerCase().includes(NO_INVENTORY_ITEMS_ERROR_TEXT) ? 'no-inventory-items' : 'generic';
}

/** Whether the suggested sell price is fetched: only when its feature flag is on (CAT-033). */
export const shouldFetchSuggestedSellPrice = (flagOn: boolean): boolean => flagOn;

/** The suggested price when the flag is off: min and max both equal the trip price (CAT-033). */
export function suggestedSellPriceFallback(tripPrice: number): SuggestedSellPrice {
  return { minPrice: tripPrice, maxPrice: tripPrice };
}

/** The dietary options of the selected package: its foodOptions (CAT-053). */
export function dietaryOptionsForPackage(availability: ItineraryAvailability, level: PackageLevel): string[] {
  return availability[level]?.foodOptions ?? [];
}

/** The form after a package change: the dietary choice resets to none (CAT-054). */
export function changeTripRequestPackage<F extends TripRequestFormDraft>(values: F, level: PackageLevel): F {
  if (values.selectedPackage === level) return values;
  return { ...values, selectedPackage: level, dietaryRestriction: null };
}

// ---------- date picker ----------

/** Whether a date can be picked: in the enabled list when one exists, and never a blackout date (CAT-058, CAT-059). */
export function isTripRequestDateSelectable(
  date: CalendarDate,
  pkg: Pick<PackageAvailability, 'enabledDates' | 'blackoutDates'>,
): boolean {
  if (pkg.enabledDates && !pkg.enabledDates.includes(date)) return false;
  return !pkg.blackoutDates.includes(date);
}

/** Whether a date is an instant-approval date, highlighted in the picker (CAT-060). */
export function isInstantApprovalDate(
  date: CalendarDate,
  pkg: Pick<PackageAvailability, 'instantApprovalDates'>,
): boolean {
  return pkg.instantApprovalDates.includes(date);
}

/** Whether the instant-approval highlight stays after a date is selected: only on an instant-approval date (CAT-061). */
export function isInstantApprovalHighlighted(
  selectedDate: CalendarDate | null,
  pkg: Pick<PackageAvailability, 'instantApprovalDates'>,
): boolean {
  return selectedDate !== null && isInstantApprovalDate(selectedDate, pkg);
}

// ---------- companions ----------

/** A companion row as added to the form: every field empty, each one required on Reserve (CAT-038, CAT-039). */
export const emptyTripRequestCompanion = (): TripRequestCompanionDraft => ({
  firstName: '',
  lastName: '',
  ageRange: '',
});

/** The companions as the request sends them, or null while any row is incomplete (CAT-038). */
export function completeTripRequestCompanions(
  companions: readonly TripRequestCompanionDraft[],
): TripRequestCompanion[] | null {
  const complete: TripRequestCompanion[] = [];
  for (const companion of companions) {
    const parsed = tripRequestCompanionSchema.safeParse(companion);
    if (!parsed.success) return null;
    complete.push(parsed.data);
  }
  return complete;
}

// ---------- validation ----------

/** Field errors of the companions: each missing firstName, lastName or ageRange is 'This field is required' (CAT-038, CAT-039). */
export function validateTripRequestCompanions(companions: readonly unknown[]): FieldErrors {
  const errors: FieldErrors = {};
  companions.forEach((companion, index) => {
    const result = tripRequestCompanionSchema.safeParse(companion ?? {});
    if (result.success) return;
    for (const issue of result.error.issues) {
      const field = issue.path[0] === undefined ? 'firstName' : String(issue.path[0]);
      errors[`companions.${index}.${field}`] = issue.message;
    }
  });
  return errors;
}

/** Whether the host rooms count equals companions plus one, as submission requires (CAT-040). */
export function isTripRequestRoomCountMatchingCompanions(hostRoomsCount: number, companionsCount: number): boolean {
  return hostRoomsCount === companionsCount + 1;
}

/** The most rooms a request can hold: companions plus the host (CAT-043). */
export const maxHostRooms = (companionsCount: number): number => companionsCount + 1;

/** The total-rooms message: at least 1, at most companions + 1 ('{n} Room(s) Limit'), or null (CAT-042, CAT-043). */
export function validateHostRoomTotal(totalRooms: number, companionsCount: number): string | null {
  if (!Number.isInteger(totalRooms) || totalRooms < MIN_HOST_ROOMS) return TRIP_REQUEST_MESSAGES.roomsMinimum;
  const max = maxHostRooms(companionsCount);
  return totalRooms > max ? roomsLimitMessage(max) : null;
}

/** Beds the rooms give the companions: sleeping places across the rooms minus the host's own (CAT-044). */
export function tripRequestCompanionBedCount(rooms: readonly Pick<HostRoom, 'roomType'>[]): number {
  const places = rooms.reduce((acc, room) => acc + HOST_ROOM_SLEEPING_PLACES[room.roomType], 0);
  return Math.max(0, places - 1);
}

/** The bed message when the companion beds differ from the companions, or null (CAT-044). */
export function validateHostRoomBeds(
  rooms: readonly Pick<HostRoom, 'roomType'>[],
  companionsCount: number,
): string | null {
  const beds = tripRequestCompanionBedCount(rooms);
  return beds === companionsCount ? null : bedCountMessage(beds, companionsCount);
}

/** The attendance message: at least 0, at most host plus companions ('N Host + Companions Limit'), or null (CAT-045). */
export function validateOptionalActivityAttendance(numberOptingIn: number, companionsCount: number): string | null {
  if (!Number.isInteger(numberOptingIn) || numberOptingIn < MIN_OPTIONAL_ACTIVITY_ATTENDANCE)
    return TRIP_REQUEST_MESSAGES.attendanceMinimum;
  const max = companionsCount + 1;
  return numberOptingIn > max ? hostCompanionsLimitMessage(max) : null;
}

/** The workshop-hours message: at least 1, at most the service's hours available ('N Hour(s) Limit'), or null (CAT-046). */
export function validateWorkshopHours(hours: number, hoursAvailable: number): string | null {
  if (!Number.isInteger(hours) || hours < MIN_WORKSHOP_HOURS) return TRIP_REQUEST_MESSAGES.workshopHoursMinimum;
  return hours > hoursAvailable ? workshopHoursLimitMessage(hoursAvailable) : null;
}

/** The rooms of a form: quantityHostRooms when set, else the number of host rooms. */
const totalHostRooms = (values: Pick<TripRequestFormValues, 'hostRooms' | 'quantityHostRooms'>): number =>
  values.quantityHostRooms ?? values.hostRooms.length;

/** Every field error of the trip request form, keyed by field path (CAT-038, CAT-042..CAT-046). */
export function validateTripRequestForm(values: TripRequestFormDraft): FieldErrors {
  const companions = values.companions.length;
  const errors: FieldErrors = { ...validateTripRequestCompanions(values.companions) };
  const rooms = validateHostRoomTotal(totalHostRooms(values), companions);
  if (rooms) errors.quantityHostRooms = rooms;
  const beds = validateHostRoomBeds(values.hostRooms, companions);
  if (beds) errors.hostRooms = beds;
  values.hostSelectedOptionalActivities.forEach((a, i) => {
    const m = validateOptionalActivityAttendance(a.numberOptingIn, companions);
    if (m) errors[`hostSelectedOptionalActivities.${i}.numberOptingIn`] = m;
  });
  values.hostSelectedOptionalServices.forEach((s, i) => {
    const m = validateOptionalActivityAttendance(s.numberOptingIn, companions);
    if (m) errors[`hostSelectedOptionalServices.${i}.numberOptingIn`] = m;
  });
  values.selectedWorkshopSpaces.forEach((w, i) => {
    const m = validateWorkshopHours(w.length, w.service.hoursAvailable ?? 0);
    if (m) errors[`selectedWorkshopSpaces.${i}.length`] = m;
  });
  return errors;
}

/** Whether the request can be submitted: rooms equal companions + 1 and the form validates (CAT-040, CAT-041). */
export function canSubmitTripRequest(values: TripRequestFormDraft): Decision {
  if (!isTripRequestRoomCountMatchingCompanions(values.hostRooms.length, values.companions.length))
    return deny('ROOM_COUNT_MISMATCH', roomsLimitMessage(maxHostRooms(values.companions.length)));
  if (Object.keys(validateTripRequestForm(values)).length > 0)
    return deny('VALIDATION_FAILED', TRIP_REQUEST_MESSAGES.attentionToast);
  return allow();
}

/**
 * The submit payload: the form values plus the itinerary id, hostRooms and companions (CAT-025); null while a
 * companion is incomplete (Reserve shows which field, CAT-039).
 */
export function buildTripRequestSubmitPayload(
  values: TripRequestFormDraft,
  itineraryId: string,
): TripRequestSubmitPayload | null {
  const companions = completeTripRequestCompanions(values.companions);
  if (!companions) return null;
  return { ...values, itinerary: { id: itineraryId }, hostRooms: values.hostRooms, companions };
}

// ---------- optional activities, pre/post accommodation and transfers ----------

/**
 * How many attendees pay for an optional activity: the host joins free of charge (CAT-051). The host counts as one
 * of those opting in unless told otherwise; with nobody opting in, the floor at 0 leaves nobody to pay.
 */
export function optionalActivityPaidAttendees(numberOptingIn: number, hostAttends = true): number {
  return Math.max(0, numberOptingIn - (hostAttends ? 1 : 0));
}

/** What an optional activity costs the party in minor units: the price per paying attendee (CAT-051). */
export function optionalActivityCost(pricePerPerson: number, numberOptingIn: number, hostAttends = true): number {
  return pricePerPerson * optionalActivityPaidAttendees(numberOptingIn, hostAttends);
}

/**
 * Whether pre/post-trip accommodation is offered: the itinerary has it, and every room type of the
 * configuration is priced above 0 (twin as double) or a priced accommodation service exists (CAT-055).
 */
export function isPrePostAccommodationOffered(input: {
  itineraryHasAccommodation: boolean;
  roomTypes: readonly HostRoomType[];
  accommodation: PrePostAccommodation | null | undefined;
  pricedServiceExists?: boolean;
}): boolean {
  if (!input.itineraryHasAccommodation) return false;
  if (input.pricedServiceExists) return true;
  if (input.roomTypes.length === 0) return false;
  return input.roomTypes.every((type) => (input.accommodation?.[hostRoomPricingOccupancy(type)]?.price ?? 0) > 0);
}

/** The stay of pre/post-trip accommodation: one night before the start or after the last day (CAT-056). */
export function prePostAccommodationStay(
  startDate: CalendarDate,
  tripLengthDays: number,
  side: 'before' | 'after',
): { checkIn: CalendarDate; checkOut: CalendarDate; nights: number } {
  const nights = PRE_POST_ACCOMMODATION_NIGHTS;
  if (side === 'before') return { checkIn: addDays(startDate, -nights), checkOut: startDate, nights };
  const lastDay = addDays(startDate, Math.max(1, tripLengthDays) - 1);
  return { checkIn: lastDay, checkOut: addDays(lastDay, nights), nights };
}

/** Whether a pre or post transfer is offered: the transfer service has a price and the item defines that side's price (CAT-057). */
export function isPrePostTransferOffered(
  side: 'before' | 'after',
  transferService: { price?: number | null | undefined } | null | undefined,
  item:
    | { preTransferPrice?: number | null | undefined; postTransferPrice?: number | null | undefined }
    | null
    | undefined,
): boolean {
  const servicePriced = typeof transferService?.price === 'number' && transferService.price > 0;
  const itemPrice = side === 'before' ? item?.preTransferPrice : item?.postTransferPrice;
  return servicePriced && typeof itemPrice === 'number';
}
