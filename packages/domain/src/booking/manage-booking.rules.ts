// Pure manage-booking rules: editability, finality, private rooms, accommodation and transfer dates, confirmation and messages.
import { isAddOnHeld } from '../add-on/add-on.rules.js';
import type { RoomType } from '../add-on/add-on.schema.js';
import { postTripAccommodationDateAfter, preTripAccommodationDate } from '../ground-transfer/transfer-window.rules.js';
import { addDays, type CalendarDate, compareDates } from '../shared/dates.js';
import { formatMinor } from '../shared/money.js';
import type { AddOnStatus, BookingStatus, TripStatus } from '../shared/statuses.js';
import { travelerAgeInYears } from '../traveler/traveler.rules.js';
import {
  ADD_ON_VISIBILITY_PRIVILEGED_ROLES,
  BOOKING_SUCCESS_TITLES,
  type CONFIRMATION_MODES,
  DEFAULT_BOOKINGS_DEADLINE_DAYS,
  MANAGE_BOOKING_MESSAGES,
  SINGLE_SUPPLEMENT_UNAVAILABLE_CODE,
} from './booking.constants.js';

type ConfirmationModeValue = (typeof CONFIRMATION_MODES)[number];

/** The date from which a booking is final: trip start minus bookingsDeadline days (default when unset). */
export function bookingFinalDate(tripStartDate: CalendarDate, bookingsDeadline?: number | null): CalendarDate {
  return addDays(tripStartDate, -(bookingsDeadline ?? DEFAULT_BOOKINGS_DEADLINE_DAYS));
}

/** Whether the booking is final on `today`. */
export function isBookingFinal(
  input: { tripStartDate: CalendarDate; bookingsDeadline?: number | null | undefined },
  today: CalendarDate,
): boolean {
  return compareDates(today, bookingFinalDate(input.tripStartDate, input.bookingsDeadline ?? null)) >= 0;
}

/** The intro line on when the booking becomes final. */
export function bookingFinalNotice(bookingsDeadline?: number | null): string {
  return MANAGE_BOOKING_MESSAGES.finalNotice.replace(
    '{bookingsDeadline}',
    String(bookingsDeadline ?? DEFAULT_BOOKINGS_DEADLINE_DAYS),
  );
}

/** Booking statuses whose add-ons and rooms may be edited. */
const EDITABLE_BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];
/** Trip statuses on which bookings may be edited. */
const EDITABLE_TRIP_STATUSES: readonly TripStatus[] = ['live', 'ready-to-confirm', 'early-confirmed', 'confirmed'];

/**
 * DECIDE: a booking is editable by the primary traveler only, when the booking is pending or confirmed (not pending
 * cancellation), the trip is live through confirmed, and the booking is not yet final, because only the payer
 * changes what is paid and closed or finished trips are locked with the operator.
 */
export function isBookingEditable(
  input: {
    travelerType: 'traveler-primary' | 'traveler-secondary' | undefined;
    tripStatus: TripStatus;
    bookingStatus: BookingStatus;
    isPendingCancellation?: boolean | undefined;
    tripStartDate: CalendarDate;
    bookingsDeadline?: number | null | undefined;
  },
  today: CalendarDate,
): boolean {
  return (
    input.travelerType === 'traveler-primary' &&
    EDITABLE_BOOKING_STATUSES.includes(input.bookingStatus) &&
    !input.isPendingCancellation &&
    EDITABLE_TRIP_STATUSES.includes(input.tripStatus) &&
    !isBookingFinal(input, today)
  );
}

/** Whether the Manage Booking editor is enabled: single-traveler bookings need a private-room right or a booked single supplement, others an editable booking. */
export function canEditManagedBooking(input: {
  travelersCount: number;
  mayUpdatePrivateRoom: boolean;
  hasSingleSupplement: boolean;
  bookingEditable: boolean;
}): boolean {
  if (input.travelersCount <= 1) return input.mayUpdatePrivateRoom || input.hasSingleSupplement;
  return input.bookingEditable;
}

/** Whether the room selection form changed (the Update button is enabled): any room's type or travelers differ. */
export function isRoomSelectionChanged(
  initial: readonly { roomType: RoomType; travelers?: readonly string[] | undefined }[],
  edited: readonly { roomType: RoomType; travelers?: readonly string[] | undefined }[],
): boolean {
  const key = (rooms: typeof initial) =>
    JSON.stringify(rooms.map((r) => [r.roomType, [...(r.travelers ?? [])].sort()]));
  return key(initial) !== key(edited);
}

/** Whether the private-room switch is shown: more than one traveler. */
export function isPrivateRoomSwitchShown(travelersCount: number): boolean {
  return travelersCount > 1;
}

/** Whether the last room may be private: an odd number of travelers. */
export function mayLastRoomBePrivate(travelersCount: number): boolean {
  return travelersCount > 0 && travelersCount % 2 === 1;
}

/** The available single supplement from the inventory check response (singleSupplement.available), 0 when absent. */
export function availableSingleSupplement(
  inventory: { singleSupplement?: { available?: number | null } | null } | null | undefined,
): number {
  return Math.max(inventory?.singleSupplement?.available ?? 0, 0);
}

/**
 * Whether the private-room upgrade is available: single supplements left above 0, or the required-count condition.
 * DECIDE: the required-count condition is met when the booking already holds at least as many single supplements as
 * the selection requires, because keeping rooms already paid for needs no new inventory.
 */
export function isPrivateRoomUpgradeAvailable(input: {
  singleSupplementAvailable: number;
  requiredCount: number;
  heldSingleSupplements: number;
}): boolean {
  return (
    input.singleSupplementAvailable > 0 ||
    (input.requiredCount > 0 && input.heldSingleSupplements >= input.requiredCount)
  );
}

/** The pre-trip accommodation night: check in the day before the start, check out on the start. */
export function preTripAccommodationNight(tripStartDate: CalendarDate): {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
} {
  return { checkIn: preTripAccommodationDate(tripStartDate), checkOut: tripStartDate };
}

/** The post-trip accommodation night: check in on the end date, check out the day after. */
export function postTripAccommodationNight(tripEndDate: CalendarDate): {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
} {
  return { checkIn: tripEndDate, checkOut: postTripAccommodationDateAfter(tripEndDate) };
}

/** The date an airport transfer departs: the arrival on the first accommodation night, the departure on the last checkout. */
export function airportTransferDate(input: {
  type: 'arrival' | 'departure';
  tripStartDate: CalendarDate;
  tripEndDate: CalendarDate;
  hasPreTripAccommodation: boolean;
  hasPostTripAccommodation: boolean;
}): CalendarDate {
  if (input.type === 'arrival')
    return input.hasPreTripAccommodation ? preTripAccommodationNight(input.tripStartDate).checkIn : input.tripStartDate;
  return input.hasPostTripAccommodation ? postTripAccommodationNight(input.tripEndDate).checkOut : input.tripEndDate;
}

/** The transfer-date warning when the selected transfer date differs from its accommodation date. */
export function transferDateWarning(selectedDate: CalendarDate, accommodationDate: CalendarDate): string | undefined {
  return selectedDate === accommodationDate ? undefined : MANAGE_BOOKING_MESSAGES.transferDateDiffers;
}

/** The booked-transfer warning when pending accommodation changes touch a booked transfer. */
export function bookedTransferWarning(input: {
  accommodationChanged: boolean;
  hasBookedTransfer: boolean;
}): string | undefined {
  return input.accommodationChanged && input.hasBookedTransfer ? MANAGE_BOOKING_MESSAGES.transferAffected : undefined;
}

/**
 * The insurance-required warning (MBK-046) for trips that require traveler insurance, only when no policy covers the
 * booking (isBookingCoveredByInsurance): a traveler holding a policy is not told to buy one elsewhere.
 */
export function insuranceRequiredWarning(
  travelerInsuranceRequired: boolean,
  coveredByPolicy = false,
): string | undefined {
  return travelerInsuranceRequired && !coveredByPolicy ? MANAGE_BOOKING_MESSAGES.insuranceRequired : undefined;
}

/** What confirming leads to: payment when a balance is due, finishing without payment when it is zero or negative. */
export function confirmationModeForBalance(balance: number): ConfirmationModeValue {
  return balance > 0 ? 'payment' : 'finish';
}

/** The success title: negative balance, refund needed, zero balance, otherwise paid. */
export function bookingSuccessTitle(input: { balance: number; refundNeeded: boolean }): string {
  if (input.balance < 0) return BOOKING_SUCCESS_TITLES.negativeBalance;
  if (input.refundNeeded) return BOOKING_SUCCESS_TITLES.refundNeeded;
  if (input.balance === 0) return BOOKING_SUCCESS_TITLES.zeroBalance;
  return BOOKING_SUCCESS_TITLES.paid;
}

/** The cart button label: 'n Change' for one, 'n Changes' otherwise. */
export function pendingChangesLabel(count: number): string {
  return `${count} ${count === 1 ? 'Change' : 'Changes'}`;
}

/** Whether 'Clear all' is shown: more than one pending change. */
export function isClearAllShown(pendingChangeCount: number): boolean {
  return pendingChangeCount > 1;
}

/** Whether leaving prompts for confirmation: pending changes and a target outside the Manage Booking routes. */
export function shouldPromptBeforeLeavingManageBooking(input: {
  pendingChangeCount: number;
  manageBookingPath: string;
  targetPath: string;
}): boolean {
  if (input.pendingChangeCount === 0) return false;
  const root = input.manageBookingPath.replace(/\/+$/, '');
  return !(input.targetPath === root || input.targetPath.startsWith(`${root}/`));
}

/** Whether a viewer sees the add-ons of every user of the booking (privileged) or only their own. */
export function visibleBookingAddOns<T extends { user: string }>(
  addOns: readonly T[],
  viewer: { userId: string; roles: readonly string[] },
): T[] {
  const privileged = viewer.roles.some((r) => (ADD_ON_VISIBILITY_PRIVILEGED_ROLES as readonly string[]).includes(r));
  return privileged ? [...addOns] : addOns.filter((a) => a.user === viewer.userId);
}

/** Whether the booking has insurance (the policies section shows): an insurance-plan add-on held, or a policy status. */
export function bookingHasInsurance(booking: {
  addOns: readonly { type: string; status: AddOnStatus; deleted?: boolean | undefined }[];
  insurancePolicyStatus?: string | undefined;
}): boolean {
  return (
    booking.insurancePolicyStatus !== undefined ||
    booking.addOns.some((a) => a.type === 'insurance-plan' && !a.deleted && isAddOnHeld(a.status))
  );
}

/** The credit available on a booking: the magnitude of a negative dueAmount, else undefined. */
export function bookingAvailableCredit(dueAmount: number): number | undefined {
  return dueAmount < 0 ? -dueAmount : undefined;
}

/** A total as shown: USD with two decimals, flagged negative (shown in red). */
export function formatTripSummaryTotal(minor: number): { text: string; isNegative: boolean } {
  return { text: formatMinor(minor), isNegative: minor < 0 };
}

export type BookingUpdateErrorView = { title: string; description: string; privateRoomSwitchAvailable: boolean };

/** The dialog of a failed booking update: by error code (private rooms sold out customised), else the generic message. */
export function bookingUpdateErrorView(
  error: { code?: string | undefined; message?: string | undefined } | undefined,
  messagesByCode: Readonly<Record<string, string>> = {},
): BookingUpdateErrorView {
  if (error?.code === SINGLE_SUPPLEMENT_UNAVAILABLE_CODE)
    return {
      title: MANAGE_BOOKING_MESSAGES.privateRoomsSoldOutTitle,
      description: MANAGE_BOOKING_MESSAGES.privateRoomsSoldOut,
      privateRoomSwitchAvailable: true,
    };
  if (error?.code)
    return {
      title: 'Error',
      description: messagesByCode[error.code] ?? error.message ?? MANAGE_BOOKING_MESSAGES.updateFailed,
      privateRoomSwitchAvailable: false,
    };
  return { title: 'Error', description: MANAGE_BOOKING_MESSAGES.updateFailed, privateRoomSwitchAvailable: false };
}

/** The Traveler Information table rows: primary first and marked, with name, age, gender and email. */
export function travelerInformationRows(
  booking: {
    customer: {
      _id: string;
      firstName: string;
      lastName: string;
      email: string;
      gender?: string | undefined;
      dateOfBirth?: string | undefined;
    };
    additionalParticipants: readonly {
      _id: string;
      firstName: string;
      lastName: string;
      email: string;
      gender?: string | undefined;
      dateOfBirth?: string | undefined;
    }[];
  },
  today: CalendarDate,
): {
  id: string;
  name: string;
  age: number | undefined;
  gender: string | undefined;
  email: string;
  isPrimary: boolean;
}[] {
  return [booking.customer, ...booking.additionalParticipants].map((p, i) => ({
    id: p._id,
    name: `${p.firstName} ${p.lastName}`.trim(),
    age: p.dateOfBirth ? travelerAgeInYears(p.dateOfBirth, today) : undefined,
    gender: p.gender,
    email: p.email,
    isPrimary: i === 0,
  }));
}
