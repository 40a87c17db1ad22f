// Tests of the host home rules and entities (HOM).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRIP_STATUSES, type TripStatus } from '../shared/statuses.js';
import { HOME_BADGE_COLORS, HOME_MESSAGES, HOME_STEPPER_STAGES, HOME_TRIP_GROUP_LABELS } from './home.constants.js';
import {
  buildHomeTripView,
  defaultExpandedHomeTripId,
  formatHomeTripDateRange,
  formatImportantDate,
  groupHomeTrips,
  homeLandingPath,
  homeStageForTrip,
  homeStepperSteps,
  homeTripBadge,
  homeTripGroup,
  homeTripReservationNote,
  homeWelcome,
  hostTripTabPriority,
  isHomeStepperVisible,
  paymentReminderDates,
  sortByHostTripTabPriority,
  toggleHomeTripCard,
} from './home.rules.js';
import { homeTripViewSchema, importantDateSchema } from './home.schema.js';

const now = new Date('2025-06-15T12:00:00Z');
const future = new Date('2025-07-01T09:00:00Z');
const past = new Date('2025-06-01T09:00:00Z');
const stage = (status: string | null, launchDate?: Date) => homeStageForTrip({ status, launchDate }, now);
const status = fc.constantFrom(...TRIP_STATUSES);

describe('home stage', () => {
  it('[HOM-014] a cancelled trip is Canceled', () => {
    expect(stage('cancelled')).toBe('canceled');
    expect(stage('canceled', future)).toBe('canceled');
  });
  it('[HOM-015] pricing approved, created and partner approved are Plan Trip', () => {
    expect(stage('trova_pricing_approved')).toBe('plan-trip');
    expect(stage('created', past)).toBe('plan-trip');
    expect(stage('partner_approved')).toBe('plan-trip');
  });
  it('[HOM-016] host approved, early confirmed, or a future launch date is Launch Trip', () => {
    expect(stage('host_approved')).toBe('launch-trip');
    expect(stage('early_confirmed', past)).toBe('launch-trip');
    expect(stage(null, future)).toBe('launch-trip');
  });
  it('[HOM-017] live, ready to confirm, or a reached launch date is Promote', () => {
    expect(stage('live')).toBe('promote');
    expect(stage('ready-to-confirm', future)).toBe('promote');
    expect(stage(null, past)).toBe('promote');
    expect(homeStageForTrip({ status: undefined, launchDate: now }, now)).toBe('promote');
  });
  it('[HOM-018] a confirmed trip is Trip Prep', () => {
    expect(stage('confirmed')).toBe('trip-prep');
    expect(stage('confirmed', past)).toBe('trip-prep');
  });
  it('[HOM-019] anything else, for example complete, is Travel Time', () => {
    expect(stage('complete')).toBe('travel-time');
    expect(stage('closed')).toBe('travel-time');
    expect(stage(null)).toBe('travel-time');
  });
  it('[HOM-020] DECIDE: status rules take precedence over launch-date rules', () => {
    fc.assert(
      fc.property(status, fc.option(fc.date({ noInvalidDate: true })), (s, launch) => {
        expect(homeStageForTrip({ status: s, launchDate: launch }, now)).toBe(homeStageForTrip({ status: s }, now));
      }),
    );
  });
});

describe('home stepper', () => {
  it('[HOM-021] the stepper order is plan-trip, launch-trip, promote, trip-prep, travel-time plus canceled', () => {
    expect(homeStepperSteps('plan-trip').map((s) => s.stage)).toEqual([
      'plan-trip',
      'launch-trip',
      'promote',
      'trip-prep',
      'travel-time',
    ]);
  });
  it('[HOM-022] earlier stages are past, the current is current, later are future', () => {
    expect(homeStepperSteps('promote', 'live').map((s) => s.state)).toEqual([
      'past',
      'past',
      'current',
      'future',
      'future',
    ]);
    fc.assert(
      fc.property(fc.constantFrom(...HOME_STEPPER_STAGES), (st) => {
        const steps = homeStepperSteps(st, 'live');
        expect(steps.filter((s) => s.state === 'current')).toHaveLength(1);
        const i = steps.findIndex((s) => s.state === 'current');
        expect(steps.slice(0, i).every((s) => s.state === 'past')).toBe(true);
        expect(steps.slice(i + 1).every((s) => s.state === 'future')).toBe(true);
      }),
    );
  });
  it('[HOM-023] a complete trip shows every stage as past', () => {
    expect(homeStepperSteps(stage('complete'), 'complete').every((s) => s.state === 'past')).toBe(true);
  });
  it('[HOM-024] the stepper is hidden for cancelled trips', () => {
    expect(isHomeStepperVisible('canceled')).toBe(false);
    expect(homeStepperSteps('canceled', 'cancelled')).toEqual([]);
    expect(isHomeStepperVisible('promote')).toBe(true);
  });
});

describe('trip groups and notes', () => {
  it('[HOM-025] a complete trip is past', () => expect(homeTripGroup('complete')).toBe('past'));
  it('[HOM-026] a cancelled trip is canceled', () => expect(homeTripGroup('cancelled')).toBe('canceled'));
  it('[HOM-027] any other trip is upcoming', () => {
    fc.assert(
      fc.property(status, (s) => {
        fc.pre(s !== 'complete' && s !== 'cancelled');
        expect(homeTripGroup(s)).toBe('upcoming');
      }),
    );
  });
  it('[HOM-028] created and partner approved are under review', () => {
    expect(homeTripReservationNote('created')).toBe('under-review');
    expect(homeTripReservationNote('partner-approved')).toBe('under-review');
  });
  it('[HOM-029] any other status tells the host to finalize the reservation', () => {
    expect(homeTripReservationNote('pricing-approved')).toBe('finalize-reservation');
    expect(homeTripReservationNote('live')).toBe('finalize-reservation');
  });
  it('[HOM-030] DECIDE: tab priority 1 requests .. 5 cancelled', () => {
    expect(hostTripTabPriority('created')).toBe(1);
    expect(hostTripTabPriority('partner-approved')).toBe(1);
    expect(hostTripTabPriority('host-approved')).toBe(2);
    expect(hostTripTabPriority('live')).toBe(3);
    expect(hostTripTabPriority('complete')).toBe(4);
    expect(hostTripTabPriority('cancelled')).toBe(5);
    const sorted = sortByHostTripTabPriority([
      { id: 'c', status: 'cancelled' as TripStatus },
      { id: 'l', status: 'live' as TripStatus },
      { id: 'r', status: 'created' as TripStatus },
      { id: 'r2', status: 'partner-approved' as TripStatus },
    ]);
    expect(sorted.map((t) => t.id)).toEqual(['r', 'r2', 'l', 'c']);
    fc.assert(
      fc.property(fc.array(fc.record({ status })), (trips) => {
        const p = sortByHostTripTabPriority(trips).map((t) => hostTripTabPriority(t.status));
        expect(p).toEqual([...p].sort((a, b) => a - b));
      }),
    );
  });
  it('[HOM-030] trips of one tab group keep the order they were given in', () => {
    const live = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6'].map((id) => ({ id, status: 'live' as TripStatus }));
    expect(sortByHostTripTabPriority([...live, { id: 'r', status: 'created' as TripStatus }]).map((t) => t.id)).toEqual(
      ['r', 'l1', 'l2', 'l3', 'l4', 'l5', 'l6'],
    );
    fc.assert(
      fc.property(fc.array(status, { maxLength: 30 }), (statuses) => {
        const trips = statuses.map((s, i) => ({ i, status: s }));
        const sorted = sortByHostTripTabPriority(trips);
        for (const group of [1, 2, 3, 4, 5]) {
          const ids = sorted.filter((t) => hostTripTabPriority(t.status) === group).map((t) => t.i);
          expect(ids).toEqual([...ids].sort((a, b) => a - b));
        }
      }),
    );
  });
});

describe('home badges', () => {
  it('[HOM-031] Requested uses the warning colour', () => {
    expect(homeTripBadge('created')).toEqual({ text: 'Requested', colorScheme: 'warning' });
  });
  it('[HOM-032] Closed uses light grey', () =>
    expect(homeTripBadge('closed')).toEqual({ text: 'Closed', colorScheme: 'lightgrey' }));
  it('[HOM-033] Live uses blue', () => expect(homeTripBadge('live')).toEqual({ text: 'Live', colorScheme: 'blue' }));
  it('[HOM-034] Pending uses green', () =>
    expect(homeTripBadge('host-approved')).toEqual({ text: 'Pending', colorScheme: 'green' }));
  it('[HOM-035] Confirmed uses purple', () =>
    expect(homeTripBadge('confirmed')).toEqual({ text: 'Confirmed', colorScheme: 'purple' }));
  it('[HOM-036] Complete uses teal', () =>
    expect(homeTripBadge('complete')).toEqual({ text: 'Complete', colorScheme: 'teal' }));
  it('[HOM-037] Cancelled uses red', () =>
    expect(homeTripBadge('cancelled')).toEqual({ text: 'Cancelled', colorScheme: 'red' }));
  it('every status has exactly one badge of the seven', () => {
    fc.assert(
      fc.property(status, (s) => {
        const b = homeTripBadge(s);
        expect(HOME_BADGE_COLORS[b.text]).toBe(b.colorScheme);
      }),
    );
  });
});

describe('important dates', () => {
  it('[HOM-013] an important date has date, key, isSimpleDate, tripName and tripId', () => {
    expect(
      importantDateSchema.parse({
        date: '2025-08-01',
        key: 'trip-start',
        isSimpleDate: false,
        tripName: 'Oaxaca',
        tripId: 't1',
      }),
    ).toEqual({ date: '2025-08-01', key: 'trip-start', isSimpleDate: false, tripName: 'Oaxaca', tripId: 't1' });
    expect(
      importantDateSchema.safeParse({ date: '2025-02-30', key: 'trip-start', tripName: 'x', tripId: 't' }).success,
    ).toBe(false);
  });
  it('[HOM-038] the important date keys', () => {
    for (const key of [
      'earnings-50-percent-and-report',
      'earnings-remaining-50-percent',
      'form-reminder',
      'launch-scheduled',
      'launch-schedule-reminder',
      'minimum-bookings-deadline',
      'payments-due',
      'payment-reminder-1',
      'payment-reminder-2',
      'payment-reminder-3',
      'payment-reminder-4',
      'roommate-assignments',
      'trip-closed',
      'trip-guide-intro',
      'trip-start',
    ])
      expect(importantDateSchema.parse({ date: '2025-02-01', key, tripName: 'x', tripId: 't' }).key).toBe(key);
    expect(
      importantDateSchema.safeParse({ date: '2025-02-01', key: 'birthday', tripName: 'x', tripId: 't' }).success,
    ).toBe(false);
  });
  it('[HOM-039] DECIDE: four payment reminders 90, 60, 30 and 14 days before start', () => {
    expect(paymentReminderDates('2025-12-01')).toEqual(['2025-09-02', '2025-10-02', '2025-11-01', '2025-11-17']);
  });
  it('[HOM-040] important dates are formatted MM/dd', () => {
    expect(formatImportantDate('2025-03-07')).toBe('03/07');
  });
  it('[HOM-041] trip date ranges are formatted MMM dd, yyyy', () => {
    expect(formatHomeTripDateRange('2025-03-07', '2025-03-14')).toBe('Mar 07, 2025 - Mar 14, 2025');
  });
});

describe('home landing and view model', () => {
  it('[HOM-001] home has /dashboard and /progress sub-routes', () => {
    expect([homeLandingPath(1), homeLandingPath(0)]).toEqual(['/app/host/home/dashboard', '/app/host/home/progress']);
  });
  it('[HOM-002] with at least one trip home goes to the dashboard', () => {
    expect(homeLandingPath(1)).toBe('/app/host/home/dashboard');
  });
  it('[HOM-003] with no trips home goes to the progress welcome', () => {
    expect(homeLandingPath(0)).toBe('/app/host/home/progress');
  });
  it("[HOM-004] level ZERO or no host record sees 'Engage your Audience' to /app/host/audience", () => {
    expect(homeWelcome({ level: 0 })).toEqual({ title: 'Engage your Audience', href: '/app/host/audience' });
    expect(homeWelcome(null)).toEqual({ title: 'Engage your Audience', href: '/app/host/audience' });
  });
  it("[HOM-005] any other level sees 'Find your Trip' to itineraries", () => {
    for (const level of [1, 2, 3])
      expect(homeWelcome({ level })).toEqual({ title: 'Find your Trip', href: '/app/host/itineraries' });
  });
  it("[HOM-006] the dashboard groups are What's Next, Past Trips and Cancelled", () => {
    const g = groupHomeTrips([
      { id: 'a', group: 'past' },
      { id: 'b', group: 'upcoming' },
      { id: 'c', group: 'canceled' },
    ] as const);
    expect(g.upcoming.map((t) => t.id)).toEqual(['b']);
    expect(g.past.map((t) => t.id)).toEqual(['a']);
    expect(g.canceled.map((t) => t.id)).toEqual(['c']);
  });
  it('[HOM-007] trip cards expand and collapse', () => {
    expect(toggleHomeTripCard([], 't1')).toEqual(['t1']);
    expect(toggleHomeTripCard(['t1', 't2'], 't1')).toEqual(['t2']);
    fc.assert(
      fc.property(fc.uniqueArray(fc.string()), fc.string(), (ids, id) => {
        expect(toggleHomeTripCard(toggleHomeTripCard(ids, id), id).sort()).toEqual([...ids].sort());
      }),
    );
  });
  it('[HOM-008] the first upcoming trip is expanded by default', () => {
    expect(
      defaultExpandedHomeTripId([
        { id: 'p', group: 'past' },
        { id: 'u1', group: 'upcoming' },
        { id: 'u2', group: 'upcoming' },
      ]),
    ).toBe('u1');
    expect(defaultExpandedHomeTripId([{ id: 'p', group: 'past' }])).toBeNull();
  });
  it('[HOM-012] the home trip view model has id, name, image, dates, stringDates, flags, spots, status, steps, group and link', () => {
    const view = buildHomeTripView(
      {
        id: 't1',
        name: 'Oaxaca Food',
        image: 'https://img/x.jpg',
        startDate: '2025-09-10',
        endDate: '2025-09-17',
        status: 'live',
        launchDate: past,
        remainingSpots: 6,
        deadlines: { tripClose: '2025-08-01' },
        link: '/app/host/trips/t1/configuration?model=trip',
      },
      now,
    );
    expect(homeTripViewSchema.parse(view)).toEqual(view);
    expect(view).toMatchObject({
      id: 't1',
      image: 'https://img/x.jpg',
      dates: { start: '2025-09-10', end: '2025-09-17' },
      stringDates: { startEnd: 'Sep 10, 2025 - Sep 17, 2025', tripClose: 'Aug 01, 2025' },
      isCustomizable: false,
      isSoldOut: false,
      remainingSpots: 6,
      status: { text: 'Live', colorScheme: 'blue', tripStatus: 'live' },
      group: 'upcoming',
      link: '/app/host/trips/t1/configuration?model=trip',
    });
    expect(view.steps.find((s) => s.state === 'current')?.stage).toBe('promote');
    expect(homeTripViewSchema.safeParse({ ...view, group: 'later' }).success).toBe(false);
  });
  it('[HOM-012] a trip without an image has no image key, and no deadline strings it was not given', () => {
    const view = buildHomeTripView(
      {
        id: 't2',
        name: 'Lisbon',
        startDate: '2025-09-10',
        endDate: '2025-09-12',
        status: 'confirmed',
        remainingSpots: -2,
        isCustomizable: true,
        isSoldOut: true,
        link: '/app/host/trips/t2/configuration?model=trip',
      },
      now,
    );
    expect(Object.keys(view)).not.toContain('image');
    expect(view).toEqual({
      id: 't2',
      name: 'Lisbon',
      dates: { start: '2025-09-10', end: '2025-09-12' },
      stringDates: { startEnd: 'Sep 10, 2025 - Sep 12, 2025' },
      isCustomizable: true,
      isSoldOut: true,
      remainingSpots: 0,
      status: { text: 'Confirmed', colorScheme: 'purple', tripStatus: 'confirmed' },
      steps: homeStepperSteps('trip-prep', 'confirmed'),
      group: 'upcoming',
      link: '/app/host/trips/t2/configuration?model=trip',
    });
  });
});

// Labels and texts no rule reads yet: the behaviour test comes with the screen.
describe('spec values', () => {
  it.each([
    [
      '[HOM-006] dashboard group labels',
      HOME_TRIP_GROUP_LABELS,
      { upcoming: "What's Next", past: 'Past Trips', canceled: 'Cancelled' },
    ],
    [
      '[HOM-043] [HOM-044] [HOM-045] home messages',
      [
        HOME_MESSAGES.loadErrorTitle,
        HOME_MESSAGES.loadErrorDescription,
        HOME_MESSAGES.noUpcomingTrips,
        HOME_MESSAGES.noImportantDates,
        HOME_MESSAGES.browseItineraries,
      ],
      [
        'Error retrieving your data',
        'There was an error while we were getting your data',
        'You have no upcoming trips',
        'You have no important dates',
        'Browse itineraries to request another trip',
      ],
    ],
  ])('%s', (_name, actual, spec) => expect(actual).toEqual(spec));
});
