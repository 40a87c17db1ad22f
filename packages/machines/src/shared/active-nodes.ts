// The state nodes a snapshot is in, read through XState's public API only (the machine's root and each node's
// `states`, walked along `snapshot.value`), so an upgrade that reshapes snapshot internals cannot change them.
import type { AnyMachineSnapshot, AnyStateNode, StateValue } from 'xstate';

function collect(node: AnyStateNode, value: StateValue | undefined, into: AnyStateNode[]): void {
  into.push(node);
  if (value === undefined) return;
  if (typeof value === 'string') {
    const child = node.states[value];
    if (child) collect(child, undefined, into);
    return;
  }
  for (const [key, childValue] of Object.entries(value)) {
    const child = node.states[key];
    if (child) collect(child, childValue as StateValue, into);
  }
}

/** Every active state node of `snapshot`, from the root down (parallel regions included), outermost first. */
export function activeStateNodes(snapshot: Pick<AnyMachineSnapshot, 'machine' | 'value'>): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  collect(snapshot.machine.root, snapshot.value, nodes);
  return nodes;
}
