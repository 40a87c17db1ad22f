// Host home rules: stage and stepper, trip group, review note, tab priority, badges, important dates, landing (HOM).
import { capHostLevel } from '../host/host.schema.js';
import { isHostLevelQualifying } from '../host/host-level.rules.js';
import { addDays, type CalendarDate, formatDate } from '../shared/dates.js';
import { type TripStatus, tripStatusSchema } from '../shared/statuses.js';
import {
  HOME_BADGE_BY_STATUS,
  HOME_BADGE_COLORS,
  HOME_MESSAGES,
  HOME_ROUTES,
  HOME_STAGE_BY_STATUS,
  HOME_STEPPER_STAGES,
  HOME_TRIP_DATE_FORMAT,
  type HomeBadgeColorScheme,
  type HomeBadgeText,
  type HomeStage,
  type HomeTripGroup,
  HOST_TRIP_TAB_PRIORITY,
  IMPORTANT_DATE_FORMAT,
  PAYMENT_REMINDER_DAYS_BEFORE_TRIP_START,
  UNDER_REVIEW_TRIP_STATUSES,
} from './home.constants.js';
import type { HomeStepperStep, HomeTripView, ImportantDate } from './home.schema.js';

/**
 * The home stage of a trip: status rules first (cancelled Canceled; created, partner or pricing approved Plan Trip;
 * host approved, early confirmed Launch Trip; live, ready to confirm Promote; confirmed Trip Prep; else Travel
 * Time); the launch date decides only for an unknown status (HOM-014..020).
 */
export function homeStageForTrip(
  trip: { status: TripStatus | string | null | undefined; launchDate?: Date | null | undefined },
  now: Date,
): HomeStage {
  const parsed = tripStatusSchema.safeParse(trip.status);
  const status = parsed.success ? parsed.data : undefined;
  if (status) return HOME_STAGE_BY_STATUS[status];
  if (trip.launchDate) return trip.launchDate.getTime() > now.getTime() ? 'launch-trip' : 'promote';
  return 'travel-time';
}

/** Whether the home stepper shows: not for cancelled trips (HOM-024). */
export function isHomeStepperVisible(stage: HomeStage): boolean {
  return stage !== 'canceled';
}

/**
 * The stepper for a trip: stages before the current are past, the current is current, later are future; a complete
 * trip shows every stage as past; none for a cancelled trip (HOM-021..024).
 */
export function homeStepperSteps(stage: HomeStage, status?: TripStatus | null): HomeStepperStep[] {
  if (!isHomeStepperVisible(stage)) return [];
  const current = HOME_STEPPER_STAGES.indexOf(stage as (typeof HOME_STEPPER_STAGES)[number]);
  return HOME_STEPPER_STAGES.map((s, i) => ({
    stage: s,
    state: status === 'complete' || i < current ? 'past' : i === current ? 'current' : 'future',
  }));
}

/** The dashboard group of a trip: complete past, cancelled canceled, otherwise upcoming (HOM-025..027). */
export function homeTripGroup(status: TripStatus): HomeTripGroup {
  if (status === 'complete') return 'past';
  if (status === 'cancelled') return 'canceled';
  return 'upcoming';
}

/** Whether the trip is under review (created, partner approved) or the host must finalize the reservation (HOM-028, HOM-029). */
export function homeTripReservationNote(status: TripStatus): 'under-review' | 'finalize-reservation' {
  return (UNDER_REVIEW_TRIP_STATUSES as readonly string[]).includes(status) ? 'under-review' : 'finalize-reservation';
}

/** The host trip tab group priority of a status, 1 (requests) to 5 (cancelled) (HOM-030). */
export function hostTripTabPriority(status: TripStatus): 1 | 2 | 3 | 4 | 5 {
  return HOST_TRIP_TAB_PRIORITY[status];
}

/** Trips ordered by tab group priority, keeping the given order inside a group (HOM-030): Array sort is stable. */
export function sortByHostTripTabPriority<T extends { status: TripStatus }>(trips: readonly T[]): T[] {
  return [...trips].sort((a, b) => hostTripTabPriority(a.status) - hostTripTabPriority(b.status));
}

/** The home badge of a trip status: its text and colour scheme (HOM-031..037). */
export function homeTripBadge(status: TripStatus): { text: HomeBadgeText; colorScheme: HomeBadgeColorScheme } {
  const text = HOME_BADGE_BY_STATUS[status];
  return { text, colorScheme: HOME_BADGE_COLORS[text] };
}

/** The four payment reminder dates before a trip start, earliest first (HOM-039). */
export function paymentReminderDates(tripStart: CalendarDate): ImportantDate['date'][] {
  return PAYMENT_REMINDER_DAYS_BEFORE_TRIP_START.map((days) => addDays(tripStart, -days));
}

/** An important date as shown: MM/dd (HOM-040). */
export function formatImportantDate(date: CalendarDate): string {
  return formatDate(date, IMPORTANT_DATE_FORMAT);
}

/** A trip date range as shown: 'MMM dd, yyyy - MMM dd, yyyy' (HOM-041). */
export function formatHomeTripDateRange(start: CalendarDate, end: CalendarDate): string {
  return `${formatDate(start, HOME_TRIP_DATE_FORMAT)} - ${formatDate(end, HOME_TRIP_DATE_FORMAT)}`;
}

/** Where /app/host/home lands: the dashboard with at least one trip, else the progress welcome (HOM-002, HOM-003). */
export function homeLandingPath(homeTripCount: number): string {
  return homeTripCount > 0 ? HOME_ROUTES.dashboard : HOME_ROUTES.progress;
}

/** The welcome a host sees: survey-first for level ZERO or no host record, else find a trip (HOM-004, HOM-005). */
export function homeWelcome(host: { level: number } | null | undefined): { title: string; href: string } {
  if (!host || isHostLevelQualifying(capHostLevel(host.level)))
    return { title: HOME_MESSAGES.surveyFirstWelcome, href: '/app/host/audience' };
  return { title: HOME_MESSAGES.findTripWelcome, href: '/app/host/itineraries' };
}

/** The card open by default: the first upcoming trip, or null (HOM-008). */
export function defaultExpandedHomeTripId(trips: readonly Pick<HomeTripView, 'id' | 'group'>[]): string | null {
  return trips.find((t) => t.group === 'upcoming')?.id ?? null;
}

/** Trips split into the dashboard groups, in the given order (HOM-006). */
export function groupHomeTrips<T extends Pick<HomeTripView, 'group'>>(trips: readonly T[]): Record<HomeTripGroup, T[]> {
  return {
    upcoming: trips.filter((t) => t.group === 'upcoming'),
    past: trips.filter((t) => t.group === 'past'),
    canceled: trips.filter((t) => t.group === 'canceled'),
  };
}

/** What the home trip view model is built from. */
interface HomeTripSource {
  id: string;
  name: string;
  image?: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  status: TripStatus;
  launchDate?: Date | null;
  isCustomizable?: boolean;
  isSoldOut?: boolean;
  remainingSpots: number;
  deadlines?: Partial<Record<'tripFormDue' | 'hostAgreementDue' | 'first2BookingDue' | 'tripClose', CalendarDate>>;
  link: string;
}

/** The home trip view model of a trip (HOM-012): badge, stage steps, group and display dates. */
export function buildHomeTripView(source: HomeTripSource, now: Date): HomeTripView {
  const stage = homeStageForTrip(source, now);
  const stringDates: HomeTripView['stringDates'] = {
    startEnd: formatHomeTripDateRange(source.startDate, source.endDate),
  };
  const deadlines = source.deadlines ?? {};
  for (const key of ['tripFormDue', 'hostAgreementDue', 'first2BookingDue', 'tripClose'] as const) {
    const date = deadlines[key];
    if (date) stringDates[key] = formatDate(date, HOME_TRIP_DATE_FORMAT);
  }
  const view: HomeTripView = {
    id: source.id,
    name: source.name,
    dates: { start: source.startDate, end: source.endDate },
    stringDates,
    isCustomizable: source.isCustomizable ?? false,
    isSoldOut: source.isSoldOut ?? false,
    remainingSpots: Math.max(0, source.remainingSpots),
    status: { ...homeTripBadge(source.status), tripStatus: source.status },
    steps: homeStepperSteps(stage, source.status),
    group: homeTripGroup(source.status),
    link: source.link,
  };
  if (source.image !== undefined) view.image = source.image;
  return view;
}

/** The expanded card ids after a card is toggled: open cards close, closed cards open (HOM-007). */
export function toggleHomeTripCard(expandedIds: readonly string[], id: string): string[] {
  return expandedIds.includes(id) ? expandedIds.filter((x) => x !== id) : [...expandedIds, id];
}
