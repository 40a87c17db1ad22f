// Sample events that explore the publish status machine, for its model-based test and its story.
import { defineMachineModel } from '../shared/model.js';
import type { TripActor } from '../trip/trip.types.js';
import { publishMachine } from './publish.machine.js';

const now = new Date('2026-11-21T12:00:00Z');
const host: TripActor = { group: 'host', role: 'host-primary' };
const admin: TripActor = { group: 'admin' };

export const publishModel = defineMachineModel({
  id: 'publish',
  title: 'Publish status',
  machine: publishMachine,
  input: { publishStatus: 'pending', tripStatus: 'host-approved', now },
  events: {
    'publish.request': [{ type: 'publish.request', actor: host }],
    'publish.approveReview': [{ type: 'publish.approveReview', actor: admin }],
    'publish.publish': [{ type: 'publish.publish', actor: host }],
    'publish.edit': [
      { type: 'publish.edit', actor: host, edit: 'trip-details' },
      { type: 'publish.edit', actor: host, edit: 'gathering' },
    ],
    'publish.synced': (['pending', 'in-review', 'marketing', 'live'] as const).map((publishStatus) => ({
      type: 'publish.synced' as const,
      publishStatus,
      tripStatus: 'host-approved' as const,
      publishRequest: null,
    })),
    'clock.tick': [{ type: 'clock.tick', now }],
  },
});
