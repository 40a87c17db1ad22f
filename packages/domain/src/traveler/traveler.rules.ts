// Pure traveler rules: who the signed-in traveler is, the waiver gate, age, preparation file and PDF name.
import { calendarDateOf, type CalendarDate } from '../shared/dates.js';
import { PREPARATION_CONTENT_ONLY_QUERY } from './traveler.constants.js';
import type { TravelerType } from './traveler.schema.js';

interface BookingPeople {
  customer: { _id?: string; email: string };
  additionalParticipants?: readonly { _id?: string; email: string }[] | undefined;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the profile is the booking's primary booker: the customer whose email matches the profile email. */
export function isPrimaryBooker(booking: BookingPeople, profileEmail: string): boolean {
  return sameEmail(booking.customer.email, profileEmail);
}

/** The signed-in traveler's type on a booking: primary booker, secondary participant, or undefined when neither. */
export function travelerTypeOnBooking(booking: BookingPeople, profileEmail: string): TravelerType | undefined {
  if (isPrimaryBooker(booking, profileEmail)) return 'traveler-primary';
  if ((booking.additionalParticipants ?? []).some((p) => sameEmail(p.email, profileEmail))) return 'traveler-secondary';
  return undefined;
}

interface WaiverState {
  dateSigned?: Date | string | null | undefined;
  minorDisclaimer?: boolean | null | undefined;
}

/** Whether the waiver counts as signed: dateSigned or minorDisclaimer present. */
export function isWaiverSigned(waiver: WaiverState | null | undefined): boolean {
  if (!waiver) return false;
  return (
    (waiver.dateSigned !== undefined && waiver.dateSigned !== null && waiver.dateSigned !== '') ||
    waiver.minorDisclaimer === true
  );
}

/** Whether the trip may be shown: waiver signed, or an admin is impersonating the user. */
export function passesWaiverGate(input: {
  waiver: WaiverState | null | undefined;
  isAdminImpersonating: boolean;
}): boolean {
  return input.isAdminImpersonating || isWaiverSigned(input.waiver);
}

/** Age in whole years from a date of birth on `today` (calendar arithmetic, zone-free). */
export function travelerAgeInYears(dateOfBirth: CalendarDate, today: CalendarDate): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** The URL the Preparation tab frames: a .pdf as given, otherwise with the content-only query; undefined without a URL. */
export function preparationFileUrl(url: string | null | undefined): string | undefined {
  const trimmed = url?.trim();
  if (!trimmed) return undefined;
  // The URL's path: what comes before its query or fragment.
  const path = trimmed.replace(/[?#].*/s, '');
  if (path.toLowerCase().endsWith('.pdf')) return trimmed;
  const hashAt = trimmed.indexOf('#');
  const base = hashAt >= 0 ? trimmed.slice(0, hashAt) : trimmed;
  const hash = hashAt >= 0 ? trimmed.slice(hashAt) : '';
  return `${base}${base.includes('?') ? '&' : '?'}${PREPARATION_CONTENT_ONLY_QUERY}${hash}`;
}

/** The itinerary PDF file name from trip name, destination and first date: 'Name - Destination - YYYY-MM-DD.pdf'. */
export function itineraryPdfFileName(input: {
  tripName: string;
  destination: string;
  firstDate: CalendarDate | Date;
}): string {
  const date = typeof input.firstDate === 'string' ? input.firstDate : calendarDateOf(input.firstDate);
  // Each character a file name cannot hold becomes a space; the runs of spaces this leaves fold into one below.
  const clean = (s: string) =>
    s
      .replace(/[\\/:*?"<>|]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return `${[clean(input.tripName), clean(input.destination), date].filter(Boolean).join(' - ')}.pdf`;
}
