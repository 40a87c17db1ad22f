// The host dashboard's view model (HOM-006..008, HOM-012, HOM-039): home trip views from the organiser's trips, and
// the Important Dates panel's dates, built by the domain's home rules.
import type { BadgeTone } from '@caravan/ui';
import {
  buildHomeTripView,
  type CalendarDate,
  compareDates,
  type HomeBadgeColorScheme,
  type HomeTripView,
  type ImportantDate,
  type ImportantDateKey,
  paymentReminderDates,
  sortImportantDates,
  type TripStatus,
} from '@caravan/domain';

/** What the dashboard reads of a trip (the organiser view of GET /api/me/trips). */
export interface DashboardTripSource {
  id: string;
  name: string;
  status: TripStatus;
  startDate: string;
  endDate: string | null;
  launchDate: string | null;
  heroPhoto: string | null;
  maximumSpots: number;
  spotsTaken: number;
}

/** The home trip view of each trip, in the order given (a trip without an end date ends the day it starts). */
export function dashboardTrips(trips: readonly DashboardTripSource[], now: Date): HomeTripView[] {
  return trips.map((t) =>
    buildHomeTripView(
      {
        id: t.id,
        name: t.name,
        ...(t.heroPhoto ? { image: t.heroPhoto } : {}),
        startDate: t.startDate,
        endDate: t.endDate ?? t.startDate,
        status: t.status,
        launchDate: t.launchDate ? new Date(t.launchDate) : null,
        remainingSpots: t.maximumSpots - t.spotsTaken,
        isSoldOut: t.spotsTaken >= t.maximumSpots,
        link: `/app/host/trips/${t.id}`,
      },
      now,
    ),
  );
}

/** DECIDE: the panel's wording of the date keys it shows; the spec names the keys, not their text. */
export const IMPORTANT_DATE_LABELS: Readonly<Partial<Record<ImportantDateKey, string>>> = {
  'trip-start': 'Trip starts',
  'payment-reminder-1': 'First payment reminder',
  'payment-reminder-2': 'Second payment reminder',
  'payment-reminder-3': 'Third payment reminder',
  'payment-reminder-4': 'Final payment reminder',
};

const REMINDER_KEYS = ['payment-reminder-1', 'payment-reminder-2', 'payment-reminder-3', 'payment-reminder-4'] as const;

/**
 * The Important Dates of the upcoming trips from today on: each trip's start and its four payment reminders (HOM-039),
 * in date order. The other date keys need dates the trip view does not carry yet.
 */
export function dashboardImportantDates(trips: readonly HomeTripView[], today: CalendarDate): ImportantDate[] {
  const dates: ImportantDate[] = [];
  for (const trip of trips) {
    if (trip.group !== 'upcoming') continue;
    const base = { isSimpleDate: true, tripName: trip.name, tripId: trip.id };
    dates.push({ ...base, key: 'trip-start', date: trip.dates.start });
    paymentReminderDates(trip.dates.start).forEach((date, i) => {
      dates.push({ ...base, key: REMINDER_KEYS[i] ?? 'payment-reminder-4', date });
    });
  }
  return sortImportantDates(dates.filter((d) => compareDates(d.date, today) >= 0));
}

/** The design system's tone nearest each home badge colour (HOM-031..037); the colour itself is kept as data. */
export const BADGE_TONE: Readonly<Record<HomeBadgeColorScheme, BadgeTone>> = {
  warning: 'warning',
  lightgrey: 'neutral',
  blue: 'info',
  green: 'success',
  purple: 'brand',
  teal: 'success',
  red: 'danger',
};
