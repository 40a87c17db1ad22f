// A machine as a diagram description (nodes and edges, with descriptions and guard names), built offline
// from the machine definition; Storybook lays it out, tests check coverage against it.
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export interface MachineNode {
  id: string;
  key: string;
  parent: string | null;
  type: string;
  initial: boolean;
  description: string | null;
  children: string[];
}

export interface MachineEdge {
  id: string;
  source: string;
  targets: string[];
  event: string;
  guard: string | null;
  description: string | null;
}

export interface MachineDiagram {
  id: string;
  nodes: MachineNode[];
  edges: MachineEdge[];
}

/** Every state node of the machine below the root, depth-first. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      out.push(child);
      visit(child);
    }
  };
  visit(machine.root);
  return out;
}

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  if (typeof guard === 'object' && guard && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

/** Every transition of every state node (the root's too), eventless and delayed ones included. */
export function machineEdges(machine: AnyStateMachine): MachineEdge[] {
  const edges: MachineEdge[] = [];
  for (const node of [machine.root, ...allStateNodes(machine)]) {
    const transitions = [...node.transitions.values()].flat();
    const always = (node.always ?? []) as typeof transitions;
    [...transitions, ...always].forEach((t, i) => {
      const event = t.eventType === '' || t.eventType === undefined ? 'always' : t.eventType;
      edges.push({
        id: `${node.id}:${event}:${i}`,
        source: node.id,
        targets: (t.target ?? []).map((x: AnyStateNode) => x.id),
        event,
        guard: guardName(t.guard),
        description: (t as { description?: string }).description ?? null,
      });
    });
  }
  return edges;
}

/** The diagram description of a machine. */
export function machineDiagram(machine: AnyStateMachine): MachineDiagram {
  const nodes = allStateNodes(machine).map((n) => ({
    id: n.id,
    key: n.key,
    parent: n.parent && n.parent !== machine.root ? n.parent.id : null,
    type: n.type,
    initial: n.parent?.initial?.target?.some((t: AnyStateNode) => t.id === n.id) ?? false,
    description: n.description ?? null,
    children: (Object.values(n.states) as AnyStateNode[]).map((c) => c.id),
  }));
  return { id: machine.id, nodes, edges: machineEdges(machine) };
}
