// The one lifecycle loop: restore the machine from the stored row, explain a refused event, send it, wait for its
// async actors, persist with a conditional UPDATE, write the transitions_log row, run the after-move hooks — all in
// the caller's transaction. Every stored lifecycle moves through `moveLifecycle`.
import { explainEvent } from '@caravan/machines';
import { refusalCopy } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import { type AnyMachineSnapshot, type AnyStateMachine, type EventObject, createActor, waitFor } from 'xstate';
import type { Tx } from '../../db/client.js';
import { transitionsLog } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AnyLifecycleDef, LifecycleActor, Row } from './define.js';

export interface LifecycleMove {
  /** The resource name the transitions log records (the registry's key). */
  resource: string;
  id: string;
  /** The event without its actor: the actor is attached here, from the session, never from the request body. */
  event: EventObject;
  actor: LifecycleActor;
  now: Date;
  /** What the move adds to the machine's input (the host's 'today' for a launch). */
  input?: unknown;
  /** Actors the machine invokes, bound to this transaction (the trip-request's create-trip flow). */
  actors?: Record<string, unknown>;
  /** Why, for the timeline (MKT-024): a cancellation's reason code or words; by default the event's own `reason`. */
  reason?: string;
  /** The money the move moved, for its timeline entry (MKT-041): a cancellation's refund, a reinstatement's due. */
  money?: { amount: number; currency: string };
}

export interface LifecycleResult {
  from: string;
  to: string;
  row: Row;
  /** The machine's snapshot after the move (what an async flow produced, e.g. the created trip's id). */
  snapshot: AnyMachineSnapshot;
}

/** A refusal's message in the user's words (MKT-045): the copy of the guard that said no, or that the state has no such move. */
export function refusalMessage(
  noun: string,
  status: string,
  eventType: string,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
) {
  const why = explainEvent(snapshot, event);
  if (why.allowed) return null;
  return refusalCopy({ noun, status, eventType, ...(why.reason === 'guard' ? { guards: why.guards } : {}) });
}

/** The stored row, locked when the lifecycle's own load says so. */
async function readRow(tx: Tx, def: AnyLifecycleDef, id: string): Promise<Row> {
  const row = def.load
    ? await def.load(tx, id)
    : ((await tx.select().from(def.table).where(eq(def.id, id)).limit(1)) as Row[])[0];
  if (!row) throw notFound(`No such ${def.noun}.`);
  return row;
}

/** The machine restored from the stored row (started: its `resolving` state has routed to the stored state). */
export function restoreLifecycle(
  def: AnyLifecycleDef,
  row: Row,
  now: Date,
  extra?: { input?: unknown; actors?: Record<string, unknown> },
) {
  const machine: AnyStateMachine = extra?.actors ? def.machine.provide({ actors: extra.actors }) : def.machine;
  const actor = createActor(machine, { input: def.input(row, now, extra?.input) });
  actor.start();
  const snapshot = actor.getSnapshot();
  const state = def.stateOf ? def.stateOf(snapshot, row) : String(row[def.statusKey]);
  return { actor, snapshot, state };
}

/** Why the machine refuses `event` from the restored state, in the user's words; null when it accepts it. */
export function refusalOf(
  def: AnyLifecycleDef,
  row: Row,
  restored: { snapshot: AnyMachineSnapshot; state: string },
  event: EventObject,
  actor: LifecycleActor,
): string | null {
  const refused = refusalMessage(
    def.noun,
    restored.state,
    event.type,
    restored.snapshot,
    def.withActor(event, actor, row),
  );
  return refused === null ? null : (def.refusal?.message?.(row, event.type) ?? refused);
}

/** The snapshot after `event`: refused events answer 409 and change nothing; async actors are awaited. */
async function runMachine(def: AnyLifecycleDef, row: Row, move: LifecycleMove) {
  const restored = restoreLifecycle(def, row, move.now, move);
  const { actor } = restored;
  try {
    const from = restored.state;
    const refused = refusalOf(def, row, restored, move.event, move.actor);
    if (refused) throw new AppError(409, def.refusal?.code ?? 'TRANSITION_REFUSED', refused);
    const event = def.withActor(move.event, move.actor, row);
    actor.send(event);
    const after = def.settled ? await waitFor(actor, (s) => def.settled?.(s) ?? true) : actor.getSnapshot();
    const failed = def.failure?.(after);
    if (failed != null) throw new AppError(500, 'INTERNAL', failed);
    return { from, after };
  } finally {
    actor.stop();
  }
}

/**
 * Applies `move` to the stored resource in `tx`. The UPDATE is conditional on the status read (and the entry's other
 * `unchanged` columns), so of two concurrent moves only one wins; the other answers 409 and nothing is written.
 */
export async function moveLifecycle(tx: Tx, def: AnyLifecycleDef, move: LifecycleMove): Promise<LifecycleResult> {
  const row = await readRow(tx, def, move.id);
  const { from, after } = await runMachine(def, row, move);
  const patch = def.patch(after);
  const to = def.stateOf ? def.stateOf(after, row) : String(patch[def.statusKey]);
  const set: Row = { ...patch };
  if ('updatedAt' in def.table) set.updatedAt = move.now;
  const updated = (await tx
    .update(def.table)
    .set(set)
    .where(and(eq(def.id, move.id), eq(def.status, row[def.statusKey]), ...(def.unchanged?.(row) ?? [])))
    .returning()) as Row[];
  if (!updated[0]) {
    throw new AppError(409, 'CONCURRENT_CHANGE', `This ${def.noun} was changed meanwhile. Reload and try again.`);
  }
  const ownReason = 'reason' in move.event && typeof move.event.reason === 'string' ? move.event.reason : null;
  await tx.insert(transitionsLog).values({
    resource: move.resource,
    resourceId: move.id,
    event: move.event.type,
    fromState: from,
    toState: to,
    actorId: move.actor.userId,
    at: move.now,
    reason: move.reason ?? ownReason,
    amount: move.money?.amount ?? null,
    currency: move.money?.currency ?? null,
  });
  await def.afterMove?.(tx, updated[0], to);
  return { from, to, row: updated[0], snapshot: after };
}
