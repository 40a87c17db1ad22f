// The trip search's rules (MKT-026, MKT-027): the departure window of a month or date range, a trip's length, a
// price bound in minor units, and what a card says about spots.
// Dates from calendar-format.ts and no money rules: the home and the search show cards without date-fns or dinero.
import {
  addDays,
  type CalendarDate,
  daysBetween,
  formatCalendarDate as formatDate,
  utcCalendarDateOf,
} from '../shared/calendar-format.js';
import type { CurrencyCode } from '../shared/currencies.js';
import { CURRENCY_EXPONENTS } from '../shared/money-format.js';
import { TRIP_SEARCH_MONTHS_AHEAD } from './trip-search.constants.js';
import type { TripCard, TripCardAvailability, TripSearchFilters } from './trip-search.schema.js';

/** The first day of a YYYY-MM month and the first day of the month after it. */
function monthRange(month: string): [CalendarDate, CalendarDate] {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

/** The departure dates a search admits: on or after `from`, before `before` (each absent when open). */
export function departureWindow(filters: Pick<TripSearchFilters, 'month' | 'from' | 'to'>): {
  from?: CalendarDate;
  before?: CalendarDate;
} {
  if (filters.month) {
    const [from, before] = monthRange(filters.month);
    return { from, before };
  }
  return {
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { before: addDays(filters.to, 1) } : {}),
  };
}

/** A trip's length in days, its first and last day counted. */
export function tripLengthDays(startDate: CalendarDate, endDate: CalendarDate | null): number {
  if (!endDate) return 1;
  return Math.max(daysBetween(startDate, endDate) + 1, 1);
}

/** A whole-unit price bound (the search's) in a currency's minor units: 1500 USD is 150000. */
export const minorOfWhole = (amount: number, currency: CurrencyCode): number =>
  amount * 10 ** CURRENCY_EXPONENTS[currency];

/** The months a search offers, from this month on: `{ id: 'YYYY-MM', label: 'May 2027' }`. */
export function tripSearchMonths(today: Date, count = TRIP_SEARCH_MONTHS_AHEAD): { id: string; label: string }[] {
  const months: { id: string; label: string }[] = [];
  let day = `${utcCalendarDateOf(today).slice(0, 7)}-01`;
  while (months.length < count) {
    const id = day.slice(0, 7);
    if (months.at(-1)?.id !== id) months.push({ id, label: formatDate(day, 'MMMM yyyy') });
    day = addDays(day, 28);
  }
  return months;
}

/** What a card says about spots: how many are left, the waitlist, when booking opens, or closed. */
export function tripCardAvailabilityLabel(availability: TripCardAvailability): string {
  switch (availability.kind) {
    case 'open':
      return `${availability.spotsRemaining} ${availability.spotsRemaining === 1 ? 'spot' : 'spots'} left`;
    case 'waitlist':
      return 'Full — join the waitlist';
    case 'upcoming':
      return `Booking opens ${formatDate(availability.opensOn, 'MMM d, yyyy')}`;
    case 'closed':
      return 'Bookings closed';
  }
}

/** A card's dates: 'May 10 – May 17, 2027', or one day. */
export function tripCardDates(card: Pick<TripCard, 'startDate' | 'endDate'>): string {
  if (!card.endDate || card.endDate === card.startDate) return formatDate(card.startDate, 'MMM d, yyyy');
  const sameYear = card.startDate.slice(0, 4) === card.endDate.slice(0, 4);
  return `${formatDate(card.startDate, sameYear ? 'MMM d' : 'MMM d, yyyy')} – ${formatDate(card.endDate, 'MMM d, yyyy')}`;
}

/** How many filters a search sets (the sort is not a filter): what the page's 'Clear filters' has to clear. */
export function activeTripSearchFilters(filters: TripSearchFilters): number {
  const { sort: _sort, ...rest } = filters;
  return Object.values(rest).filter((v) => v !== undefined && v !== '').length;
}
