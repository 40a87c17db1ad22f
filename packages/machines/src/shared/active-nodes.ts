// The state nodes a snapshot is in, read through XState's public API only (the machine's root and each node's
// `states`, walked along `snapshot.value`), so an upgrade that reshapes snapshot internals cannot change them.
import type { AnyMachineSnapshot, AnyStateNode, StateValue } from 'xstate';

// In XState's own order (a node, then its active children, then theirs): refusals list their guards in this order,
// and the API's 409 messages quote them.
function nodesOf(node: AnyStateNode, value: StateValue): AnyStateNode[] {
  if (typeof value === 'string') {
    const child = node.states[value];
    return child ? [node, child] : [node];
  }
  const keys = Object.keys(value).filter((key) => node.states[key]);
  const children = keys.map((key) => node.states[key] as AnyStateNode);
  return [
    node.machine.root,
    node,
    ...children,
    ...keys.flatMap((key) => nodesOf(node.states[key] as AnyStateNode, value[key] as StateValue)),
  ];
}

/** Every active state node of `snapshot` (parallel regions included), each once, root first. */
export function activeStateNodes(snapshot: Pick<AnyMachineSnapshot, 'machine' | 'value'>): AnyStateNode[] {
  return [...new Set(nodesOf(snapshot.machine.root, snapshot.value))];
}
