// Publish status of the trip page (host-and-platform §4.4): pending, in review, marketing, live; any edit returns to pending.
import {
  hostPublishPatch,
  type PublishStatus,
  publishStatusAfterHostEdit,
  tripStatusAfterPublish,
} from '@caravan/domain';
import { assign, setup } from 'xstate';
import { publishGuards } from './publish.guards.js';
import type { PublishContext, PublishEvent, PublishInput } from './publish.types.js';

const enter = (publishStatus: PublishStatus) => ({ type: 'setPublishStatus' as const, params: { publishStatus } });

export const publishMachine = setup({
  types: { context: {} as PublishContext, events: {} as PublishEvent, input: {} as PublishInput },
  guards: publishGuards,
  actions: {
    setPublishStatus: assign((_, params: { publishStatus: PublishStatus }) => ({
      publishStatus: params.publishStatus,
    })),
    recordPublishRequest: assign(({ context }) => {
      const patch = hostPublishPatch(context.publishStatus, context.now);
      return 'publishRequest' in patch ? { publishRequest: patch.publishRequest } : {};
    }),
    setTripLive: assign(({ context }) => {
      const patch = hostPublishPatch(context.publishStatus, context.now);
      return 'status' in patch ? { tripStatus: tripStatusAfterPublish(context.tripStatus) } : {};
    }),
    returnToPending: assign(({ context, event }) =>
      event.type === 'publish.edit'
        ? { publishStatus: publishStatusAfterHostEdit(context.publishStatus, event.edit) }
        : {},
    ),
    sync: assign(({ event }) =>
      event.type === 'publish.synced'
        ? { publishStatus: event.publishStatus, tripStatus: event.tripStatus, publishRequest: event.publishRequest }
        : {},
    ),
    tick: assign(({ event }) => (event.type === 'clock.tick' ? { now: event.now } : {})),
  },
}).createMachine({
  id: 'publish',
  description:
    "The trip page's publish status: the host requests publishing, the platform reviews, the host publishes.",
  context: ({ input }) => ({ ...input, publishRequest: input.publishRequest ?? null }),
  initial: 'resolving',
  on: {
    'publish.edit': {
      guard: 'canEdit',
      target: '.pending',
      actions: 'returnToPending',
      description:
        'WSP-065: any edit to trip details, gatherings or workshops sets the publish status back to pending.',
    },
    'publish.synced': {
      target: '.resolving',
      actions: 'sync',
      description: 'The stored trip was read again: the publish status re-routes from it.',
    },
    'clock.tick': { actions: 'tick', description: 'Time moves on: a publish request records the new clock.' },
  },
  states: {
    resolving: {
      description: 'Reads the stored publish status to pick the starting state.',
      always: [
        {
          guard: { type: 'storedIs', params: { publishStatus: 'in-review' } },
          target: 'inReview',
          description: 'Stored in_review.',
        },
        {
          guard: { type: 'storedIs', params: { publishStatus: 'marketing' } },
          target: 'marketing',
          description: 'Stored marketing.',
        },
        { guard: { type: 'storedIs', params: { publishStatus: 'live' } }, target: 'live', description: 'Stored live.' },
        { target: 'pending', description: 'Stored pending.' },
      ],
    },
    pending: {
      description: "WSP-062: badge 'Pending'; the host sees 'Review Page' and 'Request Publish'.",
      entry: enter('pending'),
      on: {
        'publish.request': {
          guard: 'canRequestPublish',
          target: 'inReview',
          actions: 'recordPublishRequest',
          description: "WSP-063: 'Request Publish' records a publishRequest timestamp; the page goes to review.",
        },
      },
    },
    inReview: {
      description: "Badge 'In Review': the review takes up to 48 business hours.",
      entry: enter('in-review'),
      on: {
        'publish.approveReview': {
          guard: 'canApproveReview',
          target: 'marketing',
          description: 'The platform passes the review: marketing (collecting emails).',
        },
        // No publish while in review (canHostPublishPage): the platform's review comes first.
      },
    },
    marketing: {
      description: "Badge 'Marketing': the page collects emails before it goes live.",
      entry: enter('marketing'),
      on: {
        'publish.publish': {
          guard: 'canPublish',
          target: 'live',
          actions: 'setTripLive',
          description: 'WSP-064: the publish action on a page not pending sets the trip status to live.',
        },
      },
    },
    live: {
      description: "Badge 'Live!': the trip page is published.",
      entry: enter('live'),
    },
  },
});
