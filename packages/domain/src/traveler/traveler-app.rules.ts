// Pure decisions of the traveler app shell: paths, chrome, tabs, first trip, overview cards, support and visa cards, terms frame.
import { type CalendarDate, compareDates } from '../shared/dates.js';
import type { BookingDisplayStatus, TripStatus } from '../shared/statuses.js';
import { tripToday } from '../shared/today.js';
import {
  MANAGE_BOOKING_HIDDEN_TRAVELER_TYPES,
  TRAVELER_APP_MESSAGES,
  TRAVELER_APP_ROOT,
  TRAVELER_EXTERNAL_LINKS,
  UNSUITABLE_FIRST_TRIP_STATUSES,
} from './traveler-app.constants.js';
import { isGroundTransferProductPath } from '../ground-transfer/transfer-flow.rules.js';
import { postTripAccommodationDateAfter, preTripAccommodationDate } from '../ground-transfer/transfer-window.rules.js';
import type { TravelerType } from './traveler.schema.js';

/** A trip path: {app}/trips/{tripId}/{action}. */
export function travelerTripPath(tripId: string, action: string, app: string = TRAVELER_APP_ROOT): string {
  return `${app.replace(/\/+$/, '')}/trips/${encodeURIComponent(tripId)}/${action.replace(/^\/+/, '')}`;
}

/**
 * Pages shown without the trip header and tab bar: manage-booking payment, success, pay-balance and
 * update-payment-method, and the Transfer product page with its hidden navigation (GTF-006).
 */
export function isTravelerChromeHidden(path: string): boolean {
  return (
    isGroundTransferProductPath(path) ||
    /\/manage-booking\/(payment|success|pay-balance)\/?$/.test(path) ||
    /\/update-payment-method\/?$/.test(path)
  );
}

/** Whether the Manage Booking tab is shown for a traveler type. */
export function isManageBookingTabShown(travelerType: TravelerType | undefined): boolean {
  return (
    travelerType !== undefined && !(MANAGE_BOOKING_HIDDEN_TRAVELER_TYPES as readonly string[]).includes(travelerType)
  );
}

/** The trip the root redirects to: the first suitable trip of the list, or undefined (the Welcome landing). */
export function firstSuitableTravelerTrip<T extends { id: string; status: TripStatus }>(
  trips: readonly T[],
): T | undefined {
  return trips.find((t) => !(UNSUITABLE_FIRST_TRIP_STATUSES as readonly string[]).includes(t.status));
}

/** Booking display statuses a traveler no longer travels on: the landing passes them by. */
const INACTIVE_BOOKING_DISPLAY_STATUSES: readonly BookingDisplayStatus[] = ['cancelled', 'pending-cancellation'];

/**
 * The trip a signed-in traveler lands on (MKT-043, TRV-016): among trips with an active booking on a trip that is not
 * cancelled, the nearest one not yet over (the trip under way, else the next departure); with none ahead, the most
 * recent past one; with no active booking at all, the first suitable trip of the list. Whether a trip is over is read
 * on its own today (tripToday, decision 038): the trips listed may run in different zones, so the rule takes the
 * instant, not one date.
 */
export function landingTravelerTrip<
  T extends {
    id: string;
    status: TripStatus;
    startDate: CalendarDate;
    endDate?: CalendarDate | undefined;
    timeZone: string;
    booking: { displayStatus: BookingDisplayStatus } | null;
  },
>(trips: readonly T[], now: Date): T | undefined {
  const active = trips.filter(
    (t) =>
      t.booking !== null &&
      !INACTIVE_BOOKING_DISPLAY_STATUSES.includes(t.booking.displayStatus) &&
      !(UNSUITABLE_FIRST_TRIP_STATUSES as readonly string[]).includes(t.status),
  );
  const byStart = [...active].sort((a, b) => compareDates(a.startDate, b.startDate));
  const ahead = byStart.find((t) => compareDates(t.endDate ?? t.startDate, tripToday(t, now)) >= 0);
  return ahead ?? byStart.at(-1) ?? firstSuitableTravelerTrip(trips);
}

/** The overview's balance card title: 'Remaining Balance' while something is due, else 'Paid in Full'. */
export function balanceCardTitle(dueAmount: number): string {
  return dueAmount > 0 ? TRAVELER_APP_MESSAGES.remainingBalance : TRAVELER_APP_MESSAGES.paidInFull;
}

/**
 * Whether the overview offers 'Pay balance': something is due and the viewer made the booking (a companion reads the
 * booking but does not pay it; the API's policy refuses them the payment too).
 */
export function isPayBalanceOffered(input: { dueAmount: number; travelerType: TravelerType | undefined }): boolean {
  return input.dueAmount > 0 && input.travelerType === 'traveler-primary';
}

/** The overview's welcome card title. */
export function welcomeCardTitle(firstName: string): string {
  return TRAVELER_APP_MESSAGES.welcomeCard.replace('{firstName}', firstName);
}

/** Whether the Trip support card shows: from the pre-trip night to the post-trip night inclusive. */
export function isTripSupportCardShown(
  input: { tripStartDate: CalendarDate; tripEndDate: CalendarDate },
  today: CalendarDate,
): boolean {
  return (
    compareDates(today, preTripAccommodationDate(input.tripStartDate)) >= 0 &&
    compareDates(today, postTripAccommodationDateAfter(input.tripEndDate)) <= 0
  );
}

/**
 * Whether the visa card shows: a confirmed booking on a trip that needs a visa. A booking whose shown status is
 * complete or pending cancellation is not confirmed any more, so it gets no card.
 */
export function isVisaCardShown(input: { bookingStatus: BookingDisplayStatus; tripNeedsVisa: boolean }): boolean {
  return input.bookingStatus === 'confirmed' && input.tripNeedsVisa;
}

/**
 * Whether a trip needs a visa. DECIDE: a trip that requires a passport needs one, because the trip (TRV-009) carries
 * no visa field and passportRequired marks a cross-border trip; the visa partner then checks the traveler's nationality.
 */
export function tripNeedsVisa(trip: { passportRequired: boolean }): boolean {
  return trip.passportRequired;
}

/** The external visa application link for a trip: the visa partner's page for the trip's country. */
export function travelerVisaApplicationUrl(trip: { country: string }): string {
  return `${TRAVELER_EXTERNAL_LINKS.visaApplication}?country=${encodeURIComponent(trip.country)}`;
}

/** The tel: link of a displayed phone number: its digits, with the leading + kept. */
export function telephoneHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** The flag a terms-frame message carries, or undefined when it carries none. */
export function travelerTermsFrameFlag(data: unknown): 'termsAccepted' | 'minorDisclaimer' | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const d = data as Record<string, unknown>;
  if (d.termsAccepted === true) return 'termsAccepted';
  if (d.minorDisclaimer === true) return 'minorDisclaimer';
  return undefined;
}

/** The profile or address save message for a section. */
export function accountSectionSaveMessage(section: string, ok: boolean): string {
  return (ok ? TRAVELER_APP_MESSAGES.sectionSaved : TRAVELER_APP_MESSAGES.sectionSaveFailed).replace(
    '{section}',
    section,
  );
}

/** The trip catalogue link of an Explore category: the catalogue URL filtered by the category. */
export function exploreCategoryUrl(catalogueUrl: string, category: string): string {
  return `${catalogueUrl}${catalogueUrl.includes('?') ? '&' : '?'}category=${encodeURIComponent(category)}`;
}

/** The trip header: photo, trip name, booking status badge, order id, country and destination. */
export function travelerTripHeader(
  trip: {
    name: string;
    country: string;
    destination: string;
    itinerary?: { photos?: { hero?: string | undefined } } | undefined;
  },
  booking: { orderId: string; statusLabel: string },
): {
  photo: string | undefined;
  name: string;
  statusBadge: string;
  orderId: string;
  country: string;
  destination: string;
} {
  return {
    photo: trip.itinerary?.photos?.hero,
    name: trip.name,
    statusBadge: booking.statusLabel,
    orderId: booking.orderId,
    country: trip.country,
    destination: trip.destination,
  };
}
