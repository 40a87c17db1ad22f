// Host Home's landing (HOM-002, HOM-003): loads the host's home trips, then redirects to the dashboard when there is at
// least one and to the progress welcome when there are none; a failed load shows the error and may be retried.
import { homeLandingPath } from '@caravan/domain';
import { assign, fromPromise, setup } from 'xstate';
import type { HostHomeContext, HostHomeEvent } from './host-home.types.js';

export const hostHomeMachine = setup({
  types: { context: {} as HostHomeContext, events: {} as HostHomeEvent },
  actors: {
    /** How many home trips the host has; the portal replaces this placeholder with the API call. */
    loadHomeTripCount: fromPromise<number>(async () => {
      throw new Error('loadHomeTripCount actor not provided');
    }),
  },
  actions: {
    setDestination: assign((_, params: { homeTrips: number }) => ({
      destination: homeLandingPath(Math.max(0, params.homeTrips)),
    })),
  },
}).createMachine({
  id: 'hostHome',
  description: 'HOM-002, HOM-003: Home loads the home trips and redirects to the dashboard or the progress welcome.',
  context: { destination: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The home trips are being loaded.',
      invoke: {
        id: 'loadHomeTripCount',
        src: 'loadHomeTripCount',
        onDone: {
          target: 'redirecting',
          // The done event is typed by the invoked actor: its output is the count.
          actions: { type: 'setDestination', params: ({ event }) => ({ homeTrips: event.output }) },
          description: 'HOM-002 with trips: the dashboard; HOM-003 without: the progress welcome.',
        },
        onError: { target: 'failed', description: "HOM-043: 'Error retrieving your data'." },
      },
    },
    redirecting: {
      description: 'Home has its destination; the portal redirects there.',
      type: 'final',
    },
    failed: {
      description: 'The home trips could not be loaded.',
      on: { 'home.retry': { target: 'loading', description: 'The host tries again.' } },
    },
  },
});
