// Tests of the launch stepper bio, the launch date and time form, scheduling, eligibility, deadlines and welcome modal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/dates.js';
import { TRIP_STATUSES } from '../shared/statuses.js';
import {
  canScheduleLaunch,
  hasLaunchDatePassed,
  isLaunchSchedulingEligible,
  LAUNCH_TIME_OPTIONS,
  launchBioCounter,
  launchDeadlineOf,
  launchFailureToast,
  launchInstantOf,
  launchRulesCopy,
  launchScheduleValuesOf,
  launchSchedulingErrorMessage,
  launchStepperBioSchema,
  minimumBookingsDeadlineOf,
  shouldShowWelcomeModal,
  validateLaunchSchedule,
  welcomeModalSteps,
} from './launch.rules.js';
import {
  LAUNCH_DIALOG_TITLE,
  LAUNCH_PROFILE_SAVE_ERROR,
  LAUNCH_STEPPER_STEPS,
  LAUNCH_TIME_VISIBLE_OPTIONS,
  TIPS_PAGE_HEADING,
} from './workspace.constants.js';

const today = '2025-03-10';
const now = new Date('2025-03-10T12:00:00Z');

describe('launch stepper', () => {
  it('[WSP-024] DECIDE: the stepper is Congratulations, review, profile, then the launch date and time step', () => {
    expect(LAUNCH_STEPPER_STEPS.map((s) => s.title)).toEqual([
      'Congratulations',
      "Let's Review Your Trip Page",
      'Finish Your Profile',
      'Trip Page Launch Date',
    ]);
  });

  it("[WSP-025] the bio needs at least 100 characters: 'Minimum 100 characters required'", () => {
    const r = launchStepperBioSchema.safeParse('a'.repeat(99));
    expect(r.error?.issues[0]?.message).toBe('Minimum 100 characters required');
    expect(launchStepperBioSchema.safeParse('a'.repeat(100)).success).toBe(true);
    expect(launchStepperBioSchema.safeParse(`${'a'.repeat(99)}    `).success).toBe(false);
  });

  it("[WSP-026] the bio allows at most 350 characters: 'Maximum 350 characters allowed'", () => {
    expect(launchStepperBioSchema.safeParse('a'.repeat(350)).success).toBe(true);
    expect(launchStepperBioSchema.safeParse('a'.repeat(351)).error?.issues[0]?.message).toBe(
      'Maximum 350 characters allowed',
    );
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 400 }), (s) => {
        const len = s.trim().length;
        expect(launchStepperBioSchema.safeParse(s).success).toBe(len >= 100 && len <= 350);
      }),
    );
  });

  it("[WSP-027] the bio counter reads 'n / 350'", () => {
    expect(launchBioCounter('')).toBe('0 / 350');
    expect(launchBioCounter('a'.repeat(120))).toBe('120 / 350');
  });
});

describe('launch date and time', () => {
  it("[HOM-042] an unscheduled trip's launch form starts at 09:00 with no date; a scheduled one shows its own time", () => {
    expect(launchScheduleValuesOf(null, 'America/New_York')).toEqual({ date: null, time: '09:00' });
    expect(launchScheduleValuesOf(new Date('2027-03-02T20:30:00Z'), 'UTC')).toEqual({
      date: '2027-03-02',
      time: '20:30',
    });
  });

  it('[WSP-032] Schedule Launch is enabled only when date and time changed and are valid', () => {
    const saved = { date: '2025-04-01', time: '09:00' };
    expect(canScheduleLaunch(saved, saved, today)).toBe(false);
    expect(canScheduleLaunch(saved, { ...saved, time: '09:10' }, today)).toBe(true);
    expect(canScheduleLaunch(saved, { ...saved, date: '2025-04-02' }, today)).toBe(true);
    expect(canScheduleLaunch(saved, { ...saved, time: '09:05' }, today)).toBe(false);
    expect(canScheduleLaunch(saved, { ...saved, date: '2025-03-09' }, today)).toBe(false);
    expect(canScheduleLaunch({ date: null, time: '09:00' }, { date: null, time: '09:10' }, today)).toBe(false);
  });

  it('[WSP-033] the launch date and the launch time are both required', () => {
    expect(validateLaunchSchedule({ date: null, time: '' }, today)).toEqual({
      date: 'Launch date is required',
      time: 'Launch time is required',
    });
    expect(validateLaunchSchedule({ date: '2025-03-10', time: '09:00' }, today)).toEqual({});
  });

  it('[WSP-034] the launch date must be a valid date not before today', () => {
    expect(validateLaunchSchedule({ date: '2025-02-30', time: '09:00' }, today)).toEqual({
      date: 'Enter a valid launch date',
    });
    expect(validateLaunchSchedule({ date: '2025-03-09', time: '09:00' }, today)).toEqual({
      date: 'Launch date cannot be before today',
    });
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (offset) => {
        const errors = validateLaunchSchedule({ date: addDays(today, offset), time: '12:00' }, today);
        expect('date' in errors).toBe(offset < 0);
      }),
    );
  });

  it('[WSP-035] launch times come in 10-minute steps with an hour step of 1', () => {
    expect(LAUNCH_TIME_OPTIONS).toHaveLength(144);
    expect(LAUNCH_TIME_OPTIONS.slice(0, 7)).toEqual(['00:00', '00:10', '00:20', '00:30', '00:40', '00:50', '01:00']);
    expect(LAUNCH_TIME_OPTIONS.at(-1)).toBe('23:50');
    expect(validateLaunchSchedule({ date: today, time: '09:15' }, today)).toEqual({
      time: 'Choose a launch time in 10-minute steps',
    });
  });

  it('[WSP-038] once the launch date has passed the launch form is read-only', () => {
    expect(hasLaunchDatePassed(new Date('2025-03-10T11:59:00Z'), now)).toBe(true);
    expect(hasLaunchDatePassed(new Date('2025-03-10T12:01:00Z'), now)).toBe(false);
    expect(hasLaunchDatePassed(null, now)).toBe(false);
    expect(hasLaunchDatePassed(new Date(now.getTime()), now)).toBe(true);
    expect(hasLaunchDatePassed(new Date(now.getTime() + 1), now)).toBe(false);
  });

  it('[WSP-039] DECIDE: scheduling is open for host-approved, early-confirmed, live and ready-to-confirm before launch', () => {
    const eligible = TRIP_STATUSES.filter((status) => isLaunchSchedulingEligible({ status, launchDate: null }, now));
    expect(eligible).toEqual(['host-approved', 'live', 'ready-to-confirm', 'early-confirmed']);
    expect(isLaunchSchedulingEligible({ status: 'live', launchDate: new Date('2025-03-01T00:00:00Z') }, now)).toBe(
      false,
    );
    expect(isLaunchSchedulingEligible({ status: 'live', launchDate: new Date('2025-04-01T00:00:00Z') }, now)).toBe(
      true,
    );
  });

  it('[WSP-040] [WSP-041] names the scheduling and unscheduling failures', () => {
    expect(launchSchedulingErrorMessage('scheduling')).toBe(
      'There was an error scheduling your trip launch date, please try again.',
    );
    expect(launchSchedulingErrorMessage('unscheduling')).toBe(
      'There was an error unscheduling your trip launch date, please try again.',
    );
  });

  it("[WSP-042] a launch failure toast is 'Something went wrong' with the message", () => {
    expect(launchFailureToast('Timeout')).toEqual({ title: 'Something went wrong', description: 'Timeout' });
  });

  it('round-trips every launch option through an instant in any zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LAUNCH_TIME_OPTIONS),
        fc.integer({ min: 0, max: 365 }),
        fc.constantFrom('UTC', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Kolkata'),
        (time, offset, zone) => {
          const date = addDays('2025-01-01', offset);
          const at = launchInstantOf({ date, time }, zone);
          const back = launchScheduleValuesOf(at, zone);
          // a wall time skipped by a DST jump moves forward; every other wall time round-trips exactly
          if (back.time === time) expect(back.date).toBe(date);
        },
      ),
    );
  });
});

describe('launch deadlines', () => {
  it('[WSP-043] [WSP-044] levels ONE and TWO must launch within 14 days, then get 2 bookings within 14 days', () => {
    for (const level of [1, 2])
      expect(launchRulesCopy(level)).toEqual([
        'You must launch your trip within 14 days of your reservation or the itinerary is released.',
        'After launch you must obtain 2 traveler bookings within 14 days or the trip is cancelled.',
      ]);
    expect(minimumBookingsDeadlineOf('2025-03-01', 1)).toBe('2025-03-15');
  });

  it('[WSP-045] other hosts need at least 2 bookings within 30 days after launch', () => {
    expect(launchRulesCopy(3)).toEqual(['You need at least 2 bookings within 30 days after launch.']);
    expect(launchRulesCopy(0)).toEqual(launchRulesCopy(3));
    expect(minimumBookingsDeadlineOf('2025-03-01', 3)).toBe('2025-03-31');
  });

  it('[WSP-046] the launch deadline is 14 days', () => {
    expect(launchDeadlineOf('2025-02-20')).toBe('2025-03-06');
  });
});

describe('welcome modal', () => {
  it('[WSP-047] shows when the trip is host_approved and the promote tutorial is not completed', () => {
    expect(shouldShowWelcomeModal({ status: 'host-approved', hasHostCompletedPromoteTutorial: false })).toBe(true);
    expect(shouldShowWelcomeModal({ status: 'host-approved', hasHostCompletedPromoteTutorial: true })).toBe(false);
    expect(shouldShowWelcomeModal({ status: 'live', hasHostCompletedPromoteTutorial: false })).toBe(false);
  });

  it('[WSP-048] has an extra step when the profile lacks a bio or a profile picture', () => {
    const complete = welcomeModalSteps({ bio: 'Hello', profilePictureUrl: 'https://img/p.jpg' });
    expect(complete).toEqual(['welcome', 'trip-page', 'promote', 'launch']);
    expect(welcomeModalSteps({ bio: '', profilePictureUrl: 'https://img/p.jpg' })).toHaveLength(complete.length + 1);
    expect(welcomeModalSteps({ bio: 'Hello', profilePictureUrl: null })).toContain('complete-profile');
    // the profile step comes before the last (launch) step
    const incomplete = ['welcome', 'trip-page', 'promote', 'complete-profile', 'launch'];
    for (const profile of [
      {},
      { bio: '   ', profilePictureUrl: 'https://img/p.jpg' },
      { bio: 'Hello', profilePictureUrl: '  ' },
      { bio: null, profilePictureUrl: undefined },
    ])
      expect(welcomeModalSteps(profile)).toEqual(incomplete);
  });
});

// Texts and the time list's length no rule reads yet: the behaviour test comes with the launch screens.
describe('spec values', () => {
  it.each([
    [
      '[WSP-028] the failed profile save',
      LAUNCH_PROFILE_SAVE_ERROR,
      'There was an error saving your profile. Please try again.',
    ],
    [
      '[WSP-029] [WSP-030] the launch dialog title and visible time options',
      [LAUNCH_DIALOG_TITLE, LAUNCH_TIME_VISIBLE_OPTIONS],
      ['Trip Page Launch Date', 7],
    ],
    ['[WSP-049] the tips page heading', TIPS_PAGE_HEADING, "We're excited to travel with you!"],
  ])('%s', (_name, actual, spec) => expect(actual).toEqual(spec));
});
