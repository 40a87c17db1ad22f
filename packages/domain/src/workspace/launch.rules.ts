// Trip page launch: the stepper bio, the launch date and time form, scheduling eligibility and the launch deadlines.
import { fromZonedTime } from 'date-fns-tz';
import { z } from 'zod';
import { addDays, type CalendarDate, calendarDateSchema, formatInstant } from '../shared/dates.js';
import type { FieldErrors } from '../shared/errors.js';
import type { TripStatus } from '../shared/statuses.js';
import {
  LAUNCH_BIO_MAX_LENGTH,
  LAUNCH_BIO_MAX_MESSAGE,
  LAUNCH_BIO_MIN_LENGTH,
  LAUNCH_BIO_MIN_MESSAGE,
  LAUNCH_DEADLINE_DAYS,
  LAUNCH_DEADLINE_HOST_LEVELS,
  LAUNCH_DEFAULT_TIME,
  LAUNCH_FAILURE_TOAST_TITLE,
  LAUNCH_FORM_MESSAGES,
  LAUNCH_MIN_BOOKINGS,
  LAUNCH_MIN_BOOKINGS_WINDOW_DAYS,
  LAUNCH_SCHEDULING_ELIGIBLE_STATUSES,
  LAUNCH_TIME_HOUR_STEP,
  LAUNCH_TIME_STEP_MINUTES,
  OTHER_HOSTS_MIN_BOOKINGS_WINDOW_DAYS,
  WELCOME_MODAL_PROFILE_STEP,
  WELCOME_MODAL_STEPS,
  WELCOME_MODAL_TRIP_STATUS,
} from './workspace.constants.js';

// ── Stepper bio ──────────────────────────────────────────────────────────────────────────────────

/** The launch stepper bio: 100 to 350 characters, trimmed (WSP-025, WSP-026). */
export const launchStepperBioSchema = z
  .string()
  .trim()
  .min(LAUNCH_BIO_MIN_LENGTH, LAUNCH_BIO_MIN_MESSAGE)
  .max(LAUNCH_BIO_MAX_LENGTH, LAUNCH_BIO_MAX_MESSAGE);

/** The bio counter text 'n / 350' (WSP-027). */
export const launchBioCounter = (bio: string): string => `${bio.length} / ${LAUNCH_BIO_MAX_LENGTH}`;

// ── Launch date and time ─────────────────────────────────────────────────────────────────────────

/** Every selectable launch time, 'HH:mm' in 10-minute steps with an hour step of 1 (WSP-035). */
export const LAUNCH_TIME_OPTIONS: readonly string[] = Array.from(
  { length: 24 / LAUNCH_TIME_HOUR_STEP },
  (_, h) => h * LAUNCH_TIME_HOUR_STEP,
).flatMap((h) =>
  Array.from(
    { length: 60 / LAUNCH_TIME_STEP_MINUTES },
    (_, i) => `${String(h).padStart(2, '0')}:${String(i * LAUNCH_TIME_STEP_MINUTES).padStart(2, '0')}`,
  ),
);

/** Whether a time is one of the launch time options (WSP-035). */
const isLaunchTimeOption = (time: string): boolean => LAUNCH_TIME_OPTIONS.includes(time);

/** The launch date and time form values: a calendar date and an 'HH:mm' time, each possibly unset. */
export interface LaunchScheduleValues {
  date: CalendarDate | null | undefined;
  time: string | null | undefined;
}

/** The launch form's field errors (WSP-033, WSP-034, WSP-035); `{}` when date and time are valid. */
export function validateLaunchSchedule(values: LaunchScheduleValues, today: CalendarDate): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.date) errors.date = LAUNCH_FORM_MESSAGES.dateRequired;
  else if (!calendarDateSchema.safeParse(values.date).success) errors.date = LAUNCH_FORM_MESSAGES.dateInvalid;
  else if (values.date < today) errors.date = LAUNCH_FORM_MESSAGES.dateInPast;
  if (!values.time) errors.time = LAUNCH_FORM_MESSAGES.timeRequired;
  else if (!isLaunchTimeOption(values.time)) errors.time = LAUNCH_FORM_MESSAGES.timeInvalid;
  return errors;
}

/** Whether 'Schedule Launch' is enabled: the date and time are valid and differ from the saved ones (WSP-032). */
export function canScheduleLaunch(saved: LaunchScheduleValues, current: LaunchScheduleValues, today: CalendarDate) {
  const changed = (saved.date ?? null) !== (current.date ?? null) || (saved.time ?? null) !== (current.time ?? null);
  return changed && Object.keys(validateLaunchSchedule(current, today)).length === 0;
}

/** The launch instant of a valid date and time in the host's `timeZone`. */
export function launchInstantOf(values: { date: CalendarDate; time: string }, timeZone: string): Date {
  return fromZonedTime(`${values.date}T${values.time}:00`, timeZone);
}

/** The form values of a stored launch date in `timeZone`; unscheduled gives no date and the default 09:00. */
export function launchScheduleValuesOf(launchDate: Date | null, timeZone: string): LaunchScheduleValues {
  if (launchDate === null) return { date: null, time: LAUNCH_DEFAULT_TIME };
  return {
    date: formatInstant(launchDate, 'yyyy-MM-dd', timeZone),
    time: formatInstant(launchDate, 'HH:mm', timeZone),
  };
}

/** Whether the launch date has passed at `now`, so the form becomes read-only text (WSP-038). */
export const hasLaunchDatePassed = (launchDate: Date | null, now: Date): boolean =>
  launchDate !== null && launchDate.getTime() <= now.getTime();

/** Whether the launch fields are enabled: an eligible status and a launch not yet passed (WSP-039). */
export function isLaunchSchedulingEligible(trip: { status: TripStatus; launchDate: Date | null }, now: Date): boolean {
  return LAUNCH_SCHEDULING_ELIGIBLE_STATUSES.includes(trip.status) && !hasLaunchDatePassed(trip.launchDate, now);
}

/** The message of a failed (un)scheduling (WSP-040, WSP-041). */
export const launchSchedulingErrorMessage = (action: 'scheduling' | 'unscheduling'): string =>
  `There was an error ${action} your trip launch date, please try again.`;

/** The toast of a launch failure: 'Something went wrong' with the error message (WSP-042). */
export const launchFailureToast = (message: string): { title: string; description: string } => ({
  title: LAUNCH_FAILURE_TOAST_TITLE,
  description: message,
});

// ── Deadlines in the copy ────────────────────────────────────────────────────────────────────────

/** Whether a host level is bound by the 14-day launch and booking deadlines (levels ONE and TWO). */
const isLaunchDeadlineHostLevel = (level: number): boolean => LAUNCH_DEADLINE_HOST_LEVELS.includes(level);

/** The launch rules copy for a host level (WSP-043, WSP-044, WSP-045). */
export function launchRulesCopy(level: number): string[] {
  return isLaunchDeadlineHostLevel(level)
    ? [
        `You must launch your trip within ${LAUNCH_DEADLINE_DAYS} days of your reservation or the itinerary is released.`,
        `After launch you must obtain ${LAUNCH_MIN_BOOKINGS} traveler bookings within ${LAUNCH_MIN_BOOKINGS_WINDOW_DAYS} days or the trip is cancelled.`,
      ]
    : [
        `You need at least ${LAUNCH_MIN_BOOKINGS} bookings within ${OTHER_HOSTS_MIN_BOOKINGS_WINDOW_DAYS} days after launch.`,
      ];
}

/** The last day to launch: 14 days after the reservation (WSP-046). */
export const launchDeadlineOf = (reservedOn: CalendarDate): CalendarDate => addDays(reservedOn, LAUNCH_DEADLINE_DAYS);

/** The last day to reach the minimum bookings after launch: 14 days for levels ONE and TWO, 30 otherwise. */
export const minimumBookingsDeadlineOf = (launchedOn: CalendarDate, level: number): CalendarDate =>
  addDays(
    launchedOn,
    isLaunchDeadlineHostLevel(level) ? LAUNCH_MIN_BOOKINGS_WINDOW_DAYS : OTHER_HOSTS_MIN_BOOKINGS_WINDOW_DAYS,
  );

// ── Welcome modal ────────────────────────────────────────────────────────────────────────────────

/** Whether the welcome modal shows: host-approved and the promote tutorial not completed (WSP-047). */
export const shouldShowWelcomeModal = (trip: { status: TripStatus; hasHostCompletedPromoteTutorial: boolean }) =>
  trip.status === WELCOME_MODAL_TRIP_STATUS && !trip.hasHostCompletedPromoteTutorial;

/** The welcome modal steps, with a profile step when the bio or profile picture is missing (WSP-048). */
export function welcomeModalSteps(profile: {
  bio?: string | null | undefined;
  profilePictureUrl?: string | null | undefined;
}): string[] {
  const incomplete = !profile.bio?.trim() || !profile.profilePictureUrl?.trim();
  return incomplete
    ? [...WELCOME_MODAL_STEPS.slice(0, -1), WELCOME_MODAL_PROFILE_STEP, ...WELCOME_MODAL_STEPS.slice(-1)]
    : [...WELCOME_MODAL_STEPS];
}
