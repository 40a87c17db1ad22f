// The itinerary as a persisted lifecycle: submit (Pending Approval) and the admin's review (Live, or back to Not
// Submitted), OPI-007, OPI-008.
import { itineraryStatusSchema, itineraryInternalEventTypes } from '@caravan/domain';
import { type TripActor, itineraryMachine } from '@caravan/machines';
import { eq } from 'drizzle-orm';
import { itineraries } from '../../db/schema/index.js';
import { defineLifecycle } from './define.js';

export const itineraryLifecycle = defineLifecycle<typeof itineraryMachine, typeof itineraries.$inferSelect>({
  table: itineraries,
  id: itineraries.id,
  status: itineraries.status,
  statusKey: 'status',
  noun: 'itinerary',
  machine: itineraryMachine,
  internalEvents: new Set(itineraryInternalEventTypes),
  input: (row) => ({ status: itineraryStatusSchema.parse(row.status), owner: row.operatorId, itineraryId: row.id }),
  withActor: (event, actor) => ({
    ...event,
    actor: { group: actor.group, role: actor.role ?? null } satisfies TripActor,
  }),
  patch: (s) => ({ status: s.context.status }),
  // A save between the read and this move must not be overwritten by it: the version is part of the WHERE.
  unchanged: (row) => [eq(itineraries.version, row.version)],
});
