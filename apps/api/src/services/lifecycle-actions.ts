// What a user may do to a stored object now: each candidate event asked of its machine, restored from the row, with
// the refusal's reason when it says no. The same machine and message as applyLifecycleEvent, so a button the
// screen offers is a move the API accepts, and a disabled one says what the 409 would say.
import type { EventObject } from 'xstate';
import type { AnyLifecycleDef, LifecycleActor } from './lifecycle/define.js';
import { refusalOf, restoreLifecycle } from './lifecycle/engine.js';
import { LIFECYCLES, type LifecycleName } from './lifecycle/registry.js';

export interface ActionCheck {
  type: string;
  allowed: boolean;
  /** Why the machine refuses it (the guard that said no, or that the state has no such move); null when allowed. */
  reason: string | null;
}

/** Asks the `resource` machine, restored from `row` at `now`, about each of `events` as sent by `actor`. */
export function lifecycleActions(
  resource: LifecycleName,
  row: Record<string, unknown>,
  actor: LifecycleActor,
  now: Date,
  events: readonly (EventObject & Record<string, unknown>)[],
): ActionCheck[] {
  const def: AnyLifecycleDef = LIFECYCLES[resource];
  const restored = restoreLifecycle(def, row, now);
  const checks = events.map((event) => {
    const reason = refusalOf(def, row, restored, event, actor);
    return { type: event.type, allowed: reason === null, reason };
  });
  restored.actor.stop();
  return checks;
}
