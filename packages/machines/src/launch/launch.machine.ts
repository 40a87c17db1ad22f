// Launch scheduling: not scheduled, scheduled, launched once the date has passed (host-and-platform §4.6).
import { assign, setup } from 'xstate';
import { launchGuards } from './launch.guards.js';
import type { LaunchContext, LaunchEvent, LaunchInput } from './launch.types.js';

export const launchMachine = setup({
  types: { context: {} as LaunchContext, events: {} as LaunchEvent, input: {} as LaunchInput },
  guards: {
    isEligible: launchGuards.isEligible,
    isValidSchedule: launchGuards.isValidSchedule,
    hasLaunched: launchGuards.hasLaunched,
    isScheduled: launchGuards.isScheduled,
    canSchedule: (args) => launchGuards.isEligible(args) && launchGuards.isValidSchedule(args),
  },
  actions: {
    setLaunchDate: assign({ launchDate: ({ event }) => (event.type === 'launch.schedule' ? event.launchDate : null) }),
    clearLaunchDate: assign({ launchDate: null }),
    completeTutorial: assign({ hasHostCompletedPromoteTutorial: true }),
    tick: assign(({ event, context }) =>
      event.type === 'clock.tick' ? { now: event.now, today: event.today } : context,
    ),
  },
}).createMachine({
  id: 'launch',
  description: 'When the trip page goes live: the host schedules, reschedules or unschedules its launch.',
  context: ({ input }) => ({ hasHostCompletedPromoteTutorial: false, ...input }),
  initial: 'resolving',
  states: {
    resolving: {
      description: 'Reads the stored launch date to pick the starting state.',
      always: [
        { guard: 'hasLaunched', target: 'launched', description: 'The stored launch date has passed.' },
        { guard: 'isScheduled', target: 'scheduled', description: 'A launch date is stored.' },
        { target: 'notScheduled' },
      ],
    },
    notScheduled: {
      description: 'No launch date: the trip page is launch-not-scheduled.',
      on: {
        'launch.schedule': {
          guard: 'canSchedule',
          target: 'scheduled',
          actions: 'setLaunchDate',
          description: 'WSP-036: scheduling a valid date and time sets the launch status to scheduled.',
        },
        'launch.scheduleLater': {
          actions: 'completeTutorial',
          description: "WSP-031: 'Schedule Later' completes the promote tutorial and leaves the launch unscheduled.",
        },
      },
    },
    scheduled: {
      description: 'A launch date is set and still ahead.',
      on: {
        'launch.schedule': {
          guard: 'canSchedule',
          target: 'scheduled',
          reenter: true,
          actions: 'setLaunchDate',
          description: 'Rescheduling to another valid date and time.',
        },
        'launch.unschedule': {
          guard: 'isEligible',
          target: 'notScheduled',
          actions: 'clearLaunchDate',
          description: 'WSP-037: setting the launch date to null unschedules the launch.',
        },
        'clock.tick': {
          actions: 'tick',
          target: 'resolving',
          description: 'Time moves on: the launch may have passed.',
        },
      },
    },
    launched: {
      type: 'final',
      description: 'WSP-038: the launch date has passed; the form is replaced by read-only text.',
    },
  },
});
