// Lifecycle enforcement: the machine decides whether an event is allowed from the stored status; the API persists it.
import { explainEvent, tripMachine, tripPatchOf, type TripActor, type TripEvent } from '@caravan/machines';
import { tripStatusSchema } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type AnyMachineSnapshot, type AnyStateMachine, type EventObject, createActor } from 'xstate';
import type { Db } from '../db/client.js';
import { transitionsLog, trips } from '../db/schema/index.js';
import { AppError, notFound } from '../http/errors.js';

type Row = Record<string, unknown>;

/** How one resource's stored row maps onto its machine and back. */
export interface LifecycleDef {
  table: PgTable;
  id: AnyPgColumn;
  status: AnyPgColumn;
  /** Singular name used in messages ("the trip is live"). */
  noun: string;
  machine: AnyStateMachine;
  /** The machine's input, restored from the stored row. */
  input(row: Row, now: Date): unknown;
  /** The columns to persist from the snapshot after the event; must include the status column's key. */
  patch(snapshot: AnyMachineSnapshot): Row;
  /** The status key in `patch`'s result. */
  statusKey: string;
}

/** Every lifecycle the API persists, by resource name. More join as their tables and machines land. */
export const LIFECYCLES: Record<string, LifecycleDef> = {
  trip: {
    table: trips,
    id: trips.id,
    status: trips.status,
    noun: 'trip',
    machine: tripMachine,
    input: (row, now) => ({
      tripId: row.id,
      now,
      status: tripStatusSchema.parse(row.status),
      launchDate: row.launchDate ?? null,
      publishStatus: row.publishStatus,
      publishRequest: row.publishRequest ?? null,
      operatorTechnicalItineraryApproved: row.operatorTechnicalItineraryApproved,
      adminTechnicalItineraryApproved: row.adminTechnicalItineraryApproved,
      internalCancellationReason: row.internalCancellationReason ?? null,
    }),
    patch: (s) => tripPatchOf(s as Parameters<typeof tripPatchOf>[0]),
    statusKey: 'status',
  },
};

export interface LifecycleActor {
  /** users.id of who acts, or null for the platform's scheduler. */
  userId: string | null;
  group: TripActor['group'];
  role?: TripActor['role'];
}

export interface ApplyLifecycleEvent {
  db: Db;
  resource: keyof typeof LIFECYCLES | string;
  id: string;
  /** The event without its actor: the actor is attached here, from the session, never from the request body. */
  event: EventObject & Record<string, unknown>;
  actor: LifecycleActor;
  now: Date;
}

export interface LifecycleResult {
  from: string;
  to: string;
  row: Row;
}

/** Internal events a request may never send (they re-sync or move the clock). */
const INTERNAL_EVENTS = new Set(['trip.synced', 'clock.tick', 'trip.publishStatusChanged']);

/** A refusal's message, naming the guard that said no (or that the state has no such move). */
export function refusalMessage(
  noun: string,
  status: string,
  eventType: string,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
) {
  const why = explainEvent(snapshot, event);
  if (why.allowed) return null;
  return why.reason === 'guard'
    ? `'${eventType}' is not allowed on this ${noun} (status ${status}): refused by ${why.guards.join(', ')}.`
    : `'${eventType}' is not possible when the ${noun} is ${status}.`;
}

/**
 * Applies `event` to the stored resource: restores the machine from the row, asks `can(event)`, and persists the new
 * status with a transitions_log row in one transaction. The UPDATE is conditional on the old status, so of two
 * concurrent moves only one wins; the other, and any refused event, answers 409 naming the refusing guard.
 */
export async function applyLifecycleEvent(args: ApplyLifecycleEvent): Promise<LifecycleResult> {
  const def = LIFECYCLES[args.resource];
  if (!def) throw new AppError(400, 'VALIDATION_FAILED', `Unknown resource ${args.resource}.`);
  if (INTERNAL_EVENTS.has(args.event.type)) {
    throw new AppError(400, 'VALIDATION_FAILED', `'${args.event.type}' cannot be sent.`);
  }
  const event = {
    ...args.event,
    actor: { group: args.actor.group, role: args.actor.role ?? null } satisfies TripActor,
  } as EventObject;

  return args.db.transaction(async (tx) => {
    const [row] = (await tx.select().from(def.table).where(eq(def.id, args.id)).limit(1)) as Row[];
    if (!row) throw notFound(`No such ${def.noun}.`);
    const from = String(row[def.statusKey]);
    const actor = createActor(def.machine, { input: def.input(row, args.now) });
    actor.start();
    const before = actor.getSnapshot();
    const refused = refusalMessage(def.noun, from, args.event.type, before, event);
    if (refused) {
      actor.stop();
      throw new AppError(409, 'TRANSITION_REFUSED', refused);
    }
    actor.send(event as TripEvent);
    const after = actor.getSnapshot();
    actor.stop();
    const patch = def.patch(after);
    const to = String(patch[def.statusKey]);
    const set: Row = { ...patch };
    if ('updatedAt' in def.table) set.updatedAt = args.now;
    const updated = (await tx
      .update(def.table)
      .set(set)
      .where(and(eq(def.id, args.id), eq(def.status, from)))
      .returning()) as Row[];
    if (!updated[0]) {
      throw new AppError(409, 'CONCURRENT_CHANGE', `This ${def.noun} was changed meanwhile. Reload and try again.`);
    }
    await tx.insert(transitionsLog).values({
      resource: args.resource,
      resourceId: args.id,
      event: args.event.type,
      fromState: from,
      toState: to,
      actorId: args.actor.userId,
      at: args.now,
    });
    return { from, to, row: updated[0] };
  });
}
