// The operator's traveler manifest (GET /api/me/trips/{id}/traveler-manifest): one row per traveler, as CSV.
import { type CsvCell, toCsv } from '../shared/csv.js';
import { calendarDateOf } from '../shared/date-rules.js';

/**
 * DECIDE: the manifest's columns are what an operator needs to run the trip on the ground (who, how to reach them,
 * documents, flights, rooms, care) because the spec names the download but not its fields.
 */
export const TRIP_MANIFEST_COLUMNS = [
  'Booking',
  'Traveler type',
  'Status',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Gender',
  'Date of birth',
  'Country',
  'Passport name',
  'Passport number',
  'Nationality',
  'Passport expiration',
  'Arrival flight',
  'Departure flight',
  'Private room',
  'Roommate request',
  'Medical and mobility',
  'Special requests',
  'Emergency contact',
  'Emergency phone',
] as const;

/** One traveler's manifest fields; absent values are blank cells. */
export interface TripManifestTraveler {
  orderId: string;
  type: string;
  status: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null | undefined;
  gender?: string | null | undefined;
  dateOfBirth?: string | null | undefined;
  countryCode?: string | null | undefined;
  passportName?: string | undefined;
  passportNumber?: string | undefined;
  nationality?: string | undefined;
  passportExpiration?: Date | string | undefined;
  arrivalFlight?: string | undefined;
  departureFlight?: string | undefined;
  privateRoom: boolean;
  roommate?: string | undefined;
  medical?: string | undefined;
  specialRequests?: string | undefined;
  emergencyName?: string | undefined;
  emergencyPhone?: string | undefined;
}

/** A flight as one cell: airline, number, date and time, whichever are known. */
export function manifestFlight(
  f: {
    airline?: string | undefined;
    flightNumber?: string | undefined;
    date?: Date | string | undefined;
    time?: unknown;
  } = {},
) {
  const time = typeof f.time === 'string' ? f.time : '';
  return [f.airline, f.flightNumber, manifestDate(f.date), time].filter(Boolean).join(' ');
}

/** A date or instant as its calendar date (YYYY-MM-DD), blank when absent or invalid. */
function manifestDate(value: Date | string | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string') return value.slice(0, 10);
  // A stored flight date is a calendar date kept as UTC midnight, so its UTC date is the date written.
  return Number.isNaN(value.getTime()) ? '' : calendarDateOf(value);
}

/** The manifest CSV: the header, then one row per traveler in the order given (formula-looking text neutralised). */
export function tripManifestCsv(travelers: readonly TripManifestTraveler[]): string {
  const rows: CsvCell[][] = travelers.map((t) => [
    t.orderId,
    t.type,
    t.status,
    t.firstName,
    t.lastName,
    t.email,
    t.phone,
    t.gender,
    t.dateOfBirth,
    t.countryCode,
    t.passportName,
    t.passportNumber,
    t.nationality,
    manifestDate(t.passportExpiration),
    t.arrivalFlight,
    t.departureFlight,
    t.privateRoom ? 'Yes' : 'No',
    t.roommate,
    t.medical,
    t.specialRequests,
    t.emergencyName,
    t.emergencyPhone,
  ]);
  return toCsv(TRIP_MANIFEST_COLUMNS, rows);
}

/** The download's file name: the trip's short id, so two trips' manifests never overwrite each other. */
export const tripManifestFileName = (shortId: string) =>
  `traveler-manifest-${shortId.replace(/[^A-Za-z0-9-]/g, '')}.csv`;
