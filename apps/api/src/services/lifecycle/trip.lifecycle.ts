// The trip as a persisted lifecycle: the trip machine decides, trips.status and the context fields are stored.
import { publishStatusSchema, tripStatusSchema, tripInternalEventTypes } from '@caravan/domain';
import { type TripActor, tripMachine, tripPatchOf } from '@caravan/machines';
import { trips } from '../../db/schema/index.js';
import { raiseHostLevel } from '../host-level/raise-host-level.js';
import { type LifecycleDef, defineLifecycle } from './define.js';

export const tripLifecycle: LifecycleDef<typeof tripMachine, typeof trips.$inferSelect> = defineLifecycle<
  typeof tripMachine,
  typeof trips.$inferSelect
>({
  table: trips,
  id: trips.id,
  status: trips.status,
  statusKey: 'status',
  noun: 'trip',
  machine: tripMachine,
  internalEvents: new Set(tripInternalEventTypes),
  input: (row, now) => ({
    tripId: row.id,
    now,
    status: tripStatusSchema.parse(row.status),
    launchDate: row.launchDate,
    publishStatus: publishStatusSchema.parse(row.publishStatus),
    publishRequest: row.publishRequest,
    operatorTechnicalItineraryApproved: row.operatorTechnicalItineraryApproved,
    adminTechnicalItineraryApproved: row.adminTechnicalItineraryApproved,
    internalCancellationReason: row.internalCancellationReason,
  }),
  withActor: (event, actor) => ({
    ...event,
    actor: { group: actor.group, role: actor.role ?? null } satisfies TripActor,
  }),
  patch: tripPatchOf,
  // A completed trip may earn its host a level (LVL-016).
  afterMove: async (tx, row, to) => (to === 'complete' ? raiseHostLevel(tx, row.hostId) : undefined),
});
