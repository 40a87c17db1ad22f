// What a user may do to a stored object now: each candidate event asked of its machine, restored from the row, with
// the refusal's reason when it says no. The same machine and message as applyLifecycleEvent, so a button the
// screen offers is a move the API accepts, and a disabled one says what the 409 would say.
import type { EventObject } from 'xstate';
import { createActor } from 'xstate';
import { LIFECYCLES, type LifecycleActor, refusalMessage } from './lifecycle.js';

export interface ActionCheck {
  type: string;
  allowed: boolean;
  /** Why the machine refuses it (the guard that said no, or that the state has no such move); null when allowed. */
  reason: string | null;
}

/** Asks the `resource` machine, restored from `row` at `now`, about each of `events` as sent by `actor`. */
export function lifecycleActions(
  resource: string,
  row: Record<string, unknown>,
  actor: LifecycleActor,
  now: Date,
  events: readonly (EventObject & Record<string, unknown>)[],
): ActionCheck[] {
  const def = LIFECYCLES[resource];
  if (!def) throw new Error(`Unknown lifecycle ${resource}`);
  const machine = createActor(def.machine, { input: def.input(row, now) });
  machine.start();
  const snapshot = machine.getSnapshot();
  const status = def.stateOf ? def.stateOf(snapshot, row) : String(row[def.statusKey]);
  const checks = events.map((event) => {
    const reason = refusalMessage(def.noun, status, event.type, snapshot, def.withActor(event, actor, row));
    return { type: event.type, allowed: reason === null, reason };
  });
  machine.stop();
  return checks;
}
