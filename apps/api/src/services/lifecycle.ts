// Lifecycle enforcement: the machine decides whether an event is allowed from the stored status; the API persists it.
// Every move of a stored lifecycle goes through applyLifecycleEvent, which runs the one engine (lifecycle/engine.ts).
import type { EventFrom, EventObject, SnapshotFrom } from 'xstate';
import type { Db, Tx } from '../db/client.js';
import { AppError } from '../errors/app-error.js';
import type { LifecycleActor, UnsentEvent } from './lifecycle/define.js';
import { type LifecycleResult, moveLifecycle } from './lifecycle/engine.js';
import { LIFECYCLES, type LifecycleName, type LifecycleOf } from './lifecycle/registry.js';

export type { Tx } from '../db/client.js';
export { type LifecycleActor, SCHEDULER_ACTOR } from './lifecycle/define.js';
export { type LifecycleResult, refusalMessage } from './lifecycle/engine.js';
export { LIFECYCLES, type LifecycleName } from './lifecycle/registry.js';

type MachineOf<K extends LifecycleName> = LifecycleOf<K>['machine'];
/** What a move of `K` adds to its machine's input (the launch's 'today'), or nothing. */
type MoveInputOf<K extends LifecycleName> = Parameters<LifecycleOf<K>['input']>[2];

export interface ApplyLifecycleEvent<K extends LifecycleName = LifecycleName> {
  /** The database: the move runs in a transaction of its own. */
  db?: Db;
  /** The caller's open transaction: the move commits or rolls back with the caller's other work. */
  tx?: Tx;
  resource: K;
  id: string;
  /** The event without its actor: the actor is attached here, from the session, never from the request body. */
  event: UnsentEvent<EventFrom<MachineOf<K>>> & EventObject;
  actor: LifecycleActor;
  now: Date;
  /** Sent by the server itself (a payment settled, the clock): internal events are allowed only then. */
  internal?: boolean;
  /** What the move adds to the machine's input. */
  input?: MoveInputOf<K>;
  /** The machine's actors bound to the caller's transaction (an async flow such as creating a trip). */
  actors?: Partial<Parameters<MachineOf<K>['provide']>[0]['actors']>;
  /** Why, for the timeline (MKT-024): a cancellation's reason code or words; by default the event's own `reason`. */
  reason?: string;
  /** The money the move moved, for its timeline entry (MKT-041): a cancellation's refund, a reinstatement's due. */
  money?: { amount: number; currency: string };
}

/**
 * Applies `event` to the stored resource: restores the machine from the row, asks `can(event)`, and persists the new
 * status with a transitions_log row — in the caller's transaction `tx` when given (so the move commits or rolls back
 * with the money and rooms work around it), else in one of its own. The UPDATE is conditional on the old status, so
 * of two concurrent moves only one wins; the other, and any refused event, answers 409 naming the refusing guard.
 */
export async function applyLifecycleEvent<K extends LifecycleName>(
  args: ApplyLifecycleEvent<K>,
): Promise<LifecycleResult & { snapshot: SnapshotFrom<MachineOf<K>> }> {
  type Moved = LifecycleResult & { snapshot: SnapshotFrom<MachineOf<K>> };
  const def = LIFECYCLES[args.resource];
  if (!def) throw new AppError(400, 'VALIDATION_FAILED', `Unknown resource ${args.resource}.`);
  if (def.internalEvents.has(args.event.type) && !args.internal) {
    throw new AppError(400, 'VALIDATION_FAILED', `'${args.event.type}' cannot be sent.`);
  }
  // The engine ran LIFECYCLES[K]'s own machine, so its snapshot is that machine's (the one place the type is restated).
  const move = async (tx: Tx) =>
    (await moveLifecycle(tx, def, {
      resource: args.resource,
      id: args.id,
      event: args.event,
      actor: args.actor,
      now: args.now,
      ...(args.input !== undefined ? { input: args.input } : {}),
      ...(args.actors ? { actors: args.actors } : {}),
      ...(args.reason !== undefined ? { reason: args.reason } : {}),
      ...(args.money ? { money: args.money } : {}),
    })) as Moved;
  if (args.tx) return move(args.tx);
  if (!args.db) throw new Error('applyLifecycleEvent needs a db or a tx');
  return args.db.transaction(move);
}
