// Lays a machine's diagram description out with ELK (layered, whole hierarchy at once): compound and parallel
// states are ELK's own nested nodes, so containers, cross-level edges, self-loops and labels are all routed
// by ELK in global coordinates. Pure: no React, no DOM; async because ELK answers with a promise.
import type { MachineDiagram, MachineEdge } from '@caravan/machines';
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import { eventText } from './format.js';

export interface Point {
  x: number;
  y: number;
}

/** state: a leaf; container: a compound or parallel state; initial: the initial dot; any: 'any state' box. */
export type LaidOutKind = 'state' | 'container' | 'initial' | 'any';

export interface TransitionLabel {
  event: string;
  /** A short reading of the event (`after 5s`, `done: fetchTrip`). */
  text: string;
  guard: string | null;
  description: string | null;
  /** For a transition listed inside its source box (a wide fan-out), the target state's key. */
  target?: string;
}

export interface LaidOutNode {
  /** The state node id, or a pseudo id (`<parent>::initial`, `<parent>::any`). */
  id: string;
  kind: LaidOutKind;
  /** The state's own key, or the pseudo node's caption. */
  label: string;
  description: string | null;
  /** The xstate node type: atomic, compound, parallel, final, history (or the pseudo kind). */
  type: string;
  /** The containing state's id, null at the top level. */
  parent: string | null;
  depth: number;
  /** Top-left corner and size, in diagram coordinates. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Transitions that stay where they are (no target), listed inside the box. */
  internal: TransitionLabel[];
}

export interface LaidOutEdge extends TransitionLabel {
  id: string;
  source: string;
  target: string;
  points: Point[];
  /** Centre of the label box. */
  labelX: number;
  labelY: number;
  labelWidth: number;
  labelHeight: number;
}

export interface MachineLayout {
  width: number;
  height: number;
  /** Outer boxes first, so drawing in order puts children on top of their containers. */
  nodes: LaidOutNode[];
  edges: LaidOutEdge[];
}

const CHAR = 7.6; // average glyph width of 13px semibold sans, generous so labels never overflow
const SMALL_CHAR = 6.5; // 11px
const LINE = 16;
const PAD_X = 14;
const STATE_MIN_W = 96;
const STATE_H = 38;
const INITIAL_SIZE = 14;
/** Room above a container's children for its title. */
const CONTAINER_HEADER = 30;
const CONTAINER_PAD = 14;
const MARGIN = 16;
/** More targets than this for one event from one state (a 'router' state) are listed inside the box. */
const MAX_FANOUT = 3;

/** Layered top to bottom, for the machine and each container alike. */
const LAYERED = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  // Depth first from the initial state reads downward; the greedy default pointed main paths upward.
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.spacing.nodeNode': '40',
  'elk.spacing.edgeNode': '20',
  'elk.spacing.edgeEdge': '14',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.nodeSelfLoop': '24',
  'elk.layered.spacing.nodeNodeBetweenLayers': '44',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
};
/** The whole hierarchy at once, in global coordinates, so nothing is offset by hand. */
const ROOT_OPTIONS = {
  ...LAYERED,
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.padding': `[top=${MARGIN},left=${MARGIN},bottom=${MARGIN},right=${MARGIN}]`,
};

const elk = new ELK();

const labelOf = (e: MachineEdge): TransitionLabel => ({
  event: e.event,
  text: eventText(e.event),
  guard: e.guard,
  description: e.description,
});

/** Size of an edge label: the event on one line, the guard (if any) on a second. */
function edgeLabelSize(l: TransitionLabel): { width: number; height: number } {
  const width = Math.max(l.text.length * SMALL_CHAR, l.guard ? (l.guard.length + 2) * SMALL_CHAR : 0) + 12;
  return { width, height: l.guard ? 34 : 20 };
}

/** The line shown inside a box for a transition that is not drawn as an edge. */
export const internalLineText = (l: TransitionLabel) => (l.target ? `${l.text} → ${l.target}` : `↻ ${l.text}`);

function boxSize(label: string, internal: TransitionLabel[]): { width: number; height: number } {
  const lines = internal.map((l) => (internalLineText(l).length + (l.guard ? l.guard.length + 3 : 0)) * SMALL_CHAR);
  return {
    width: Math.max(STATE_MIN_W, label.length * CHAR + 2 * PAD_X, ...lines.map((w) => w + 2 * PAD_X)),
    height: STATE_H + internal.length * LINE,
  };
}

/** An edge as drawn before ELK has placed it. */
type PendingEdge = Omit<LaidOutEdge, 'points' | 'labelX' | 'labelY'>;

/** Lays out a machine diagram: nested containers for compound states, labelled routed edges. */
export async function layoutDiagram(diagram: MachineDiagram): Promise<MachineLayout> {
  const rootId = diagram.id;
  const byId = new Map(diagram.nodes.map((n) => [n.id, n]));
  const parentOf = (id: string): string | null => byId.get(id)?.parent ?? null;
  const isContainer = (id: string) => (byId.get(id)?.children.length ?? 0) > 0;
  /** Whether `outer` is `inner` or one of its ancestors. */
  const within = (inner: string, outer: string): boolean => {
    for (let p: string | null = inner; p !== null; p = parentOf(p)) if (p === outer) return true;
    return false;
  };
  const anyId = (level: string | null) => `${level ?? rootId}::any`;
  const keyCount = new Map<string, number>();
  for (const n of diagram.nodes) keyCount.set(n.key, (keyCount.get(n.key) ?? 0) + 1);
  /** A state's key, or its path from the machine when the key alone is ambiguous. */
  const targetName = (id: string) => {
    const key = byId.get(id)?.key ?? id;
    return (keyCount.get(key) ?? 0) > 1 ? id.slice(rootId.length + 1) : key;
  };

  // Sort the transitions: lines inside a box (no target, or a router's wide fan-out), or drawn edges.
  const internalOf = new Map<string, TransitionLabel[]>();
  const addLine = (box: string, line: TransitionLabel) => internalOf.set(box, [...(internalOf.get(box) ?? []), line]);
  const anyAt = new Set<string | null>();
  const edges: PendingEdge[] = [];
  const fanout = new Map<string, number>();
  for (const e of diagram.edges)
    fanout.set(`${e.source} ${e.event}`, (fanout.get(`${e.source} ${e.event}`) ?? 0) + e.targets.length);
  for (const e of diagram.edges) {
    const level = e.source === rootId || !byId.has(e.source) ? null : e.source;
    // The machine's and a container's own transitions start from their 'any state' box.
    const any = anyId(level);
    const box = level === null || isContainer(level) ? any : level;
    const router = level !== null && e.targets.length > 0 && (fanout.get(`${e.source} ${e.event}`) ?? 0) > MAX_FANOUT;
    if (router || e.targets.length === 0) {
      // A router state (e.g. 'resolving' picks the stored status): one line per target inside its box.
      if (box === any) anyAt.add(level);
      addLine(box, router ? { ...labelOf(e), target: e.targets.map(targetName).join(' + ') } : labelOf(e));
      continue;
    }
    e.targets.forEach((t, i) => {
      const label = labelOf(e);
      // Into its own descendant: from the 'any state' box; to itself or an ancestor: a loop on the target.
      const inward = level === null || (t !== level && within(t, level));
      if (inward) anyAt.add(level);
      const source = inward ? any : within(level, t) ? t : level;
      const size = edgeLabelSize(label);
      edges.push({ id: `${e.id}:${i}`, source, target: t, ...label, labelWidth: size.width, labelHeight: size.height });
    });
  }

  const info = new Map<string, Omit<LaidOutNode, 'x' | 'y' | 'width' | 'height'>>();
  type Described = Pick<LaidOutNode, 'id' | 'kind' | 'label' | 'description' | 'type' | 'parent' | 'depth'>;
  const describe = (n: Described) => info.set(n.id, { ...n, internal: internalOf.get(n.id) ?? [] });
  /** The ELK children of a level: its states (containers recursively), its initial dot and 'any state' box. */
  const childrenAt = (level: string | null, depth: number): ElkNode[] => {
    const states = diagram.nodes.filter((n) => n.parent === level);
    const parallel = level === null ? !states.some((c) => c.initial) : byId.get(level)?.type === 'parallel';
    const at = { parent: level, depth };
    const out: ElkNode[] = states.map(({ id, key, description, type, children }) => {
      describe({ id, kind: children.length > 0 ? 'container' : 'state', label: key, description, type, ...at });
      if (children.length === 0) return { id, ...boxSize(key, internalOf.get(id) ?? []) };
      const title = (key.length + (type === 'parallel' ? 11 : 0)) * CHAR + 2 * CONTAINER_PAD;
      const layoutOptions = {
        ...LAYERED,
        'elk.padding': `[top=${CONTAINER_HEADER},left=${CONTAINER_PAD},bottom=${CONTAINER_PAD},right=${CONTAINER_PAD}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${title}, ${CONTAINER_HEADER + CONTAINER_PAD})`,
        ...(parallel ? { 'elk.alignment': 'TOP' } : {}), // regions side by side, lined up at the top
      };
      return { id, layoutOptions, children: childrenAt(id, depth + 1) };
    });
    const first = states.find((c) => c.initial);
    if (first && (level === null || byId.get(level)?.type === 'compound')) {
      const id = `${level ?? rootId}::initial`;
      describe({ id, kind: 'initial', label: 'initial', description: null, type: 'initial', ...at });
      out.push({ id, width: INITIAL_SIZE, height: INITIAL_SIZE });
      const edge = { id: `${id}:edge`, source: id, target: first.id, event: '', text: '', guard: null };
      edges.push({ ...edge, description: 'The initial state', labelWidth: 0, labelHeight: 0 });
    }
    if (anyAt.has(level)) {
      const key = level === null ? null : byId.get(level)?.key;
      const label = key === null ? 'any state' : `any ${key} state`;
      const description = `Transitions taken from any state ${key === null ? 'of the machine' : `inside ${key}`}.`;
      describe({ id: anyId(level), kind: 'any', label, description, type: 'any', ...at });
      out.push({ id: anyId(level), ...boxSize(label, internalOf.get(anyId(level)) ?? []) });
    }
    return out;
  };

  const children = childrenAt(null, 0); // adds the initial edges
  const elkEdges: ElkExtendedEdge[] = edges.map(({ id, source, target, text, labelWidth, labelHeight }) => {
    return {
      id,
      sources: [source],
      targets: [target],
      labels: text ? [{ text, width: labelWidth, height: labelHeight }] : [],
    };
  });
  const root: ElkNode = await elk.layout({ id: rootId, layoutOptions: ROOT_OPTIONS, children, edges: elkEdges });

  const nodes: LaidOutNode[] = [];
  const collect = (n: ElkNode) => {
    const base = info.get(n.id);
    if (base) nodes.push({ ...base, x: n.x ?? 0, y: n.y ?? 0, width: n.width ?? 0, height: n.height ?? 0 });
    for (const c of n.children ?? []) collect(c);
  };
  collect(root);
  const placed = new Map((root.edges ?? []).map((e) => [e.id, e]));
  const laidEdges = edges.map((e): LaidOutEdge => {
    const sections = placed.get(e.id)?.sections ?? [];
    const points = sections.flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]);
    const label = placed.get(e.id)?.labels?.[0];
    const labelX = (label?.x ?? 0) + e.labelWidth / 2;
    return { ...e, points, labelX, labelY: (label?.y ?? 0) + e.labelHeight / 2 };
  });
  nodes.sort((a, b) => a.depth - b.depth);
  return { width: root.width ?? 0, height: root.height ?? 0, nodes, edges: laidEdges };
}
