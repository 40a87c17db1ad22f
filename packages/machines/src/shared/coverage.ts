// Model-based coverage: explores every reachable snapshot with the model's sample events and reports
// which state nodes and which transitions were never reached.
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject, Snapshot } from 'xstate';
import { activeStateNodes } from './active-nodes.js';
import { getAdjacencyMap } from 'xstate/graph';
import type { MachineModel } from './model.js';
import { allStateNodes, machineEdges, type MachineEdge } from './diagram.js';

export interface ModelCoverage {
  reachedStates: string[];
  missingStates: string[];
  missingTransitions: MachineEdge[];
  snapshots: number;
}

type AnySnapshot = Snapshot<unknown> & { context?: unknown; value?: unknown };

const activeIds = (s: AnySnapshot) => new Set(activeStateNodes(s as unknown as AnyMachineSnapshot).map((n) => n.id));

/** Explores the machine breadth-first (bounded) and returns what was and was not reached. */
export function modelCoverage(model: MachineModel, options: { limit?: number } = {}): ModelCoverage {
  const machine = model.machine as AnyStateMachine;
  const events = Object.values(model.events).flat() as EventObject[];
  const adjacency = getAdjacencyMap(machine, {
    events,
    input: model.input,
    limit: options.limit ?? 5000,
    serializeState: (s: AnySnapshot) => JSON.stringify({ v: s.value, c: s.context }),
  } as never);

  const reached = new Set<string>();
  const edges = machineEdges(machine);
  const taken = new Set<string>();
  // Transient states (eventless `always` transitions) are never seen at rest: a transition into one counts
  // as reaching it when the snapshot it settles in is the target of one of its `always` transitions, or settles
  // through a chain of them (a transient state may lead to another).
  const alwaysOf = new Map<string, MachineEdge[]>();
  for (const e of edges) if (e.event === 'always') alwaysOf.set(e.source, [...(alwaysOf.get(e.source) ?? []), e]);
  /** The `always` edges by which `target` settles into `after`, or null when it does not. */
  const settleChain = (
    target: string,
    after: Set<string>,
    seen: ReadonlySet<string> = new Set(),
  ): MachineEdge[] | null => {
    if (seen.has(target)) return null;
    for (const a of alwaysOf.get(target) ?? []) {
      if (a.targets.length === 0) {
        if (after.has(a.source)) return [a];
        continue;
      }
      const chains = a.targets.map((t) => (after.has(t) ? [] : settleChain(t, after, new Set([...seen, target]))));
      if (chains.every((c) => c !== null)) return [a, ...chains.flat()];
    }
    return null;
  };
  const landsOn = (targets: string[], after: Set<string>): boolean =>
    targets.every((t) => {
      if (after.has(t)) return true;
      const chain = settleChain(t, after);
      if (!chain) return false;
      for (const via of chain) {
        taken.add(via.id);
        reached.add(via.source);
      }
      return true;
    });

  let snapshots = 0;
  const initialTargets = ((machine.root.initial?.target ?? []) as AnyStateNode[]).map((n) => n.id);
  for (const entry of Object.values(adjacency)) {
    snapshots++;
    const state = entry.state as AnySnapshot;
    const before = activeIds(state);
    for (const id of before) reached.add(id);
    if (snapshots === 1) landsOn(initialTargets, before);
    for (const step of Object.values(entry.transitions) as Array<{ state: AnySnapshot; event: EventObject }>) {
      const after = activeIds(step.state);
      for (const id of after) reached.add(id);
      for (const edge of edges) {
        if (edge.event !== step.event.type || !before.has(edge.source)) continue;
        const landed = edge.targets.length === 0 ? after.has(edge.source) : landsOn(edge.targets, after);
        if (landed) taken.add(edge.id);
      }
    }
  }
  const all = allStateNodes(machine).map((n) => n.id);
  return {
    reachedStates: all.filter((id) => reached.has(id)),
    missingStates: all.filter((id) => !reached.has(id)),
    missingTransitions: edges.filter((e) => !taken.has(e.id)),
    snapshots,
  };
}
