// The publish status as a persisted lifecycle: the publish machine decides (an edit sends it back to pending, WSP-065),
// the lifecycle service stores publishStatus with a conditional UPDATE and a transitions_log row.
import { publishStatusSchema, tripStatusSchema } from '@caravan/domain';
import { publishMachine, publishPatchOf, type TripActor } from '@caravan/machines';
import { eq } from 'drizzle-orm';
import { trips } from '../../db/schema/index.js';
import type { LifecycleDef } from '../lifecycle.js';

type PublishSnapshot = Parameters<typeof publishPatchOf>[0];

export const publishLifecycle: LifecycleDef = {
  table: trips,
  id: trips.id,
  status: trips.publishStatus,
  noun: 'trip page',
  machine: publishMachine,
  input: (row, now) => ({
    publishStatus: publishStatusSchema.parse(row.publishStatus),
    tripStatus: tripStatusSchema.parse(row.status),
    publishRequest: (row.publishRequest as Date | null) ?? null,
    now,
  }),
  withActor: (event, actor) => ({
    ...event,
    actor: { group: actor.group, role: actor.role ?? null } satisfies TripActor,
  }),
  patch: (s) => {
    const p = publishPatchOf(s as PublishSnapshot);
    return { publishStatus: p.publishStatus, publishRequest: p.publishRequest, status: p.status };
  },
  statusKey: 'publishStatus',
  // The trip's own status is part of the machine's input (a closed trip refuses edits): it must not move meanwhile.
  unchanged: (row) => [eq(trips.status, String(row.status))],
};
