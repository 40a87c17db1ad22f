// Why an event is refused in a snapshot: no transition for it here, or the guards that said no.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { activeStateNodes } from './active-nodes.js';

export type Refusal =
  | { allowed: true }
  | { allowed: false; reason: 'no-transition' }
  | { allowed: false; reason: 'guard'; guards: string[] };

/** Explains `snapshot.can(event)`: which guards refused, when the event has transitions here at all. */
export function explainEvent<E extends EventObject>(snapshot: AnyMachineSnapshot, event: E): Refusal {
  if (snapshot.can(event)) return { allowed: true };
  const nodes = activeStateNodes(snapshot);
  const guards: string[] = [];
  let candidates = 0;
  for (const node of nodes) {
    for (const t of node.transitions.get(event.type) ?? []) {
      candidates++;
      const g = t.guard as unknown;
      if (typeof g === 'string') guards.push(g);
      else if (g && typeof g === 'object' && 'type' in g) guards.push(String((g as { type: unknown }).type));
      else if (typeof g === 'function') guards.push(g.name || 'inline guard');
    }
  }
  if (candidates === 0) return { allowed: false, reason: 'no-transition' };
  return { allowed: false, reason: 'guard', guards: [...new Set(guards)] };
}
