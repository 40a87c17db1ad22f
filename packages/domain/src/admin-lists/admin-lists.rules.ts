import { type CurrencyCode, currencyCodeSchema, money, toMajor } from '../shared/money.js';
import { toCsv } from '../shared/csv.js';
import { utcToday } from '../shared/today.js';
import type { TripStatus } from '../shared/statuses.js';

/** DECIDE: a CSV export holds at most this many rows, so one download cannot tie up the server; narrow the filters. */
export const ADMIN_LIST_CSV_MAX_ROWS = 10_000;

/** A trip status in words for the admin ('ready-to-confirm' reads 'Ready to confirm'). */
export function adminTripStatusLabel(status: TripStatus): string {
  const words = status.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether a from/to date filter is a range: either end may be open, and from is not after to (YYYY-MM-DD). */
export function isDateRange(from: string | undefined, to: string | undefined): boolean {
  return from === undefined || to === undefined || from <= to;
}

/** Minor units as a plain decimal in the currency's major unit ('1234.5' for 123450 USD), for a spreadsheet. */
function major(minor: number, currency: string): number {
  const code = currencyCodeSchema.safeParse(currency);
  return toMajor(money(minor, code.success ? (code.data as CurrencyCode) : 'USD'));
}

export interface AdminTripCsvRow {
  shortId: string;
  name: string;
  status: TripStatus;
  hostName: string;
  hostEmail: string;
  startDate: string;
  endDate: string | null;
  spotsTaken: number;
  maximumSpots: number;
  bookings: number;
}

export const ADMIN_TRIPS_CSV_HEADER = [
  'Trip ID',
  'Trip',
  'Status',
  'Host',
  'Host email',
  'Departure',
  'Return',
  'Spots taken',
  'Spots',
  'Bookings',
] as const;

/** The admin's trips as CSV, one line per trip (formula-safe, RFC 4180). */
export function adminTripsCsv(rows: readonly AdminTripCsvRow[]): string {
  return toCsv(
    ADMIN_TRIPS_CSV_HEADER,
    rows.map((r) => [
      r.shortId,
      r.name,
      adminTripStatusLabel(r.status),
      r.hostName,
      r.hostEmail,
      r.startDate,
      r.endDate,
      r.spotsTaken,
      r.maximumSpots,
      r.bookings,
    ]),
  );
}

export interface AdminBookingCsvRow {
  id: string;
  orderId: string;
  tripShortId: string;
  tripName: string;
  customerName: string;
  customerEmail: string;
  statusLabel: string;
  spots: number;
  currency: string;
  travelAmount: number;
  paidAmount: number;
  dueAmount: number;
  createdAt: string;
}

export const ADMIN_BOOKINGS_CSV_HEADER = [
  'Booking ID',
  'Order',
  'Trip ID',
  'Trip',
  'Traveler',
  'Traveler email',
  'Status',
  'Spots',
  'Currency',
  'Total',
  'Paid',
  'Due',
  'Booked at',
] as const;

/** The admin's bookings as CSV, one line per booking, amounts in the currency's major unit. */
export function adminBookingsCsv(rows: readonly AdminBookingCsvRow[]): string {
  return toCsv(
    ADMIN_BOOKINGS_CSV_HEADER,
    rows.map((r) => [
      r.id,
      r.orderId,
      r.tripShortId,
      r.tripName,
      r.customerName,
      r.customerEmail,
      r.statusLabel,
      r.spots,
      r.currency,
      major(r.travelAmount, r.currency),
      major(r.paidAmount, r.currency),
      major(r.dueAmount, r.currency),
      r.createdAt,
    ]),
  );
}

/** The file name of an export: the list and the day it was taken, so several sort by date. */
export const adminListCsvFileName = (list: 'trips' | 'bookings', now: Date) => `caravan-${list}-${utcToday(now)}.csv`;
