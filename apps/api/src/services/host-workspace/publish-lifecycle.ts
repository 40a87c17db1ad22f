// The publish status as a persisted lifecycle: the publish machine decides (an edit sends it back to pending, WSP-065),
// the lifecycle engine stores publishStatus with a conditional UPDATE and a transitions_log row.
import { publishStatusSchema, tripStatusSchema, publishInternalEventTypes } from '@caravan/domain';
import { type TripActor, publishMachine, publishPatchOf } from '@caravan/machines';
import { eq } from 'drizzle-orm';
import { trips } from '../../db/schema/index.js';
import { defineLifecycle } from '../lifecycle/define.js';

export const publishLifecycle = defineLifecycle<typeof publishMachine, typeof trips.$inferSelect>({
  table: trips,
  id: trips.id,
  status: trips.publishStatus,
  statusKey: 'publishStatus',
  noun: 'trip page',
  machine: publishMachine,
  internalEvents: new Set(publishInternalEventTypes),
  input: (row, now) => ({
    publishStatus: publishStatusSchema.parse(row.publishStatus),
    tripStatus: tripStatusSchema.parse(row.status),
    publishRequest: row.publishRequest,
    now,
  }),
  withActor: (event, actor) => ({
    ...event,
    actor: { group: actor.group, role: actor.role ?? null } satisfies TripActor,
  }),
  patch: (s) => {
    const p = publishPatchOf(s);
    return { publishStatus: p.publishStatus, publishRequest: p.publishRequest, status: p.status };
  },
  // The trip's own status is part of the machine's input (a closed trip refuses edits): it must not move meanwhile.
  unchanged: (row) => [eq(trips.status, row.status)],
});
