// What a persisted lifecycle is: how one stored row maps onto its machine and back. `defineLifecycle<typeof m>()`
// keeps the machine's own snapshot, input and event types, so an entry's patch, input and sender are checked.
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AnyStateMachine, EventFrom, InputFrom, SnapshotFrom } from 'xstate';
import type { TripActor } from '@caravan/machines';
import type { Tx } from '../../db/client.js';

export type Row = Record<string, unknown>;

/** Who moves a lifecycle: a signed-in user, or the platform's scheduler (userId null). */
export interface LifecycleActor {
  /** users.id of who acts, or null for the platform's scheduler. */
  userId: string | null;
  group: TripActor['group'];
  role?: TripActor['role'];
  /** The acting user's email, which identifies a traveler on a booking (TRV-002); absent for the scheduler. */
  email?: string;
}

/**
 * The platform's scheduler (MKT-012): the machines read it as the 'system' sender, and the transitions log records
 * it with no user (actor_id null), which the timelines show as the scheduler.
 */
export const SCHEDULER_ACTOR: LifecycleActor = { userId: null, group: 'system' };

/** A machine's event as a caller sends it: without its sender, which the engine attaches from the session. */
export type UnsentEvent<E> = E extends unknown ? Omit<E, 'actor' | 'by'> : never;

/**
 * How one resource's stored row `R` maps onto its machine `M` and back; `X` is what a move adds to the input.
 * Methods (not function properties) so an entry of one machine is also an entry the engine can run.
 */
export interface LifecycleDef<M extends AnyStateMachine, R extends Row = Row, X = undefined> {
  table: PgTable;
  id: AnyPgColumn;
  /** The column the conditional UPDATE requires unchanged (the stored status). */
  status: AnyPgColumn;
  /** The status key in the row and in `patch`'s result. */
  statusKey: string;
  /** Singular name used in messages ("the trip is live"). */
  noun: string;
  machine: M;
  /** Event types a request may never send (they re-sync, move the clock, or report what the server did). */
  internalEvents: ReadonlySet<string>;
  /** The stored row with what the input needs from other tables, locked FOR UPDATE (default: the table's row). */
  load?(tx: Tx, id: string): Promise<R | undefined>;
  /** The machine's input, restored from the stored row (and what the move adds). */
  input(row: R, now: Date, extra: X): InputFrom<M>;
  /** The event with the acting user attached the way this machine reads it. */
  withActor(event: UnsentEvent<EventFrom<M>>, actor: LifecycleActor, row: R): EventFrom<M>;
  /** The columns to persist from the snapshot after the event. */
  patch(snapshot: SnapshotFrom<M>): Row;
  /** The state named in messages and the transitions log (default: the stored status, then the patched one). */
  stateOf?(snapshot: SnapshotFrom<M>, row: R): string;
  /** Columns besides the status the conditional UPDATE requires unchanged since the row was read. */
  unchanged?(row: R): SQL[];
  /** A move that invokes async actors is done once this holds (xstate's `waitFor`); by default at once. */
  settled?(snapshot: SnapshotFrom<M>): boolean;
  /** Why a settled move failed (its actor rejected), or null: the move then persists nothing. */
  failure?(snapshot: SnapshotFrom<M>): string | null;
  /** The refusal's code and, where the machine's own words do not fit the screen, its message. */
  refusal?: { code: string; message?(row: R, eventType: string): string | undefined };
  /** What else a move changes in the same transaction, given the updated row and the state reached. */
  afterMove?(tx: Tx, row: R, to: string): Promise<unknown>;
}

/** Any lifecycle, as the engine runs it (the entries themselves keep their machine's types). */
// biome-ignore lint/suspicious/noExplicitAny: the engine runs every entry; each entry is checked where it is defined
export type AnyLifecycleDef = LifecycleDef<AnyStateMachine, any, any>;

/** One lifecycle entry, typed by its machine and stored row: `defineLifecycle<typeof tripMachine, TripRow>({ … })`. */
export const defineLifecycle = <M extends AnyStateMachine, R extends Row = Row, X = undefined>(
  def: LifecycleDef<M, R, X>,
) => def;
