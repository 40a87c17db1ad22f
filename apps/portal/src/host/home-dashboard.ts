// The host dashboard's view model (HOM-006..008, HOM-012): home trip views from the organiser's trips, by the domain's
// home rules, and the Important Dates panel's names of the date keys.
import type { BadgeTone } from '@caravan/ui';
import {
  buildHomeTripView,
  type HomeBadgeColorScheme,
  type HomeTripView,
  type ImportantDateKey,
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

/** The panel's name of each date key, as the spec words the keys (host-and-platform §9). */
export const IMPORTANT_DATE_LABELS: Readonly<Record<ImportantDateKey, string>> = {
  'earnings-50-percent-and-report': '50% earnings plus report',
  'earnings-remaining-50-percent': 'Remaining 50% earnings',
  'form-reminder': 'Form reminder',
  'launch-scheduled': 'Launch scheduled',
  'launch-schedule-reminder': 'Launch schedule reminder',
  'minimum-bookings-deadline': 'Minimum bookings deadline',
  'payments-due': 'Payments due',
  'payment-reminder-1': 'Payment reminder 1',
  'payment-reminder-2': 'Payment reminder 2',
  'payment-reminder-3': 'Payment reminder 3',
  'payment-reminder-4': 'Payment reminder 4',
  'roommate-assignments': 'Roommate assignments',
  'trip-closed': 'Trip closed',
  'trip-guide-intro': 'Trip guide intro',
  'trip-start': 'Trip start',
};

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
