// Lays a machine's diagram description out with dagre, level by level: each compound state is laid out
// on its own and becomes a container box in its parent's layout; a transition is routed at the level of
// the innermost state containing both ends. Pure: no React, no DOM.
import dagre from '@dagrejs/dagre';
import type { MachineDiagram, MachineEdge, MachineNode } from '@caravan/machines';

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
export const CONTAINER_HEADER = 30;
const CONTAINER_PAD = 14;
const MARGIN = 16;
/** More targets than this for one event from one state (a 'router' state) are listed inside the box. */
const MAX_FANOUT = 3;

/** Turns xstate's internal event names into words a reviewer reads (`xstate.after.5000.x` → `after 5s`). */
export function eventText(event: string): string {
  const after = /^xstate\.after\.(\d+)\./.exec(event);
  if (after) {
    const ms = Number(after[1]);
    return `after ${ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`}`;
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event);
  if (error) return `error: ${error[1]}`;
  if (event.startsWith('xstate.done.state.')) return 'done';
  return event;
}

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

/** Where the segment from `outside` towards the centre of `box` crosses the box border. */
function borderPoint(box: { x: number; y: number; width: number; height: number }, outside: Point): Point {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const dx = outside.x - cx;
  const dy = outside.y - cy;
  if (dx === 0 && dy === 0) return { x: cx, y: box.y };
  const sx = dx === 0 ? Number.POSITIVE_INFINITY : box.width / 2 / Math.abs(dx);
  const sy = dy === 0 ? Number.POSITIVE_INFINITY : box.height / 2 / Math.abs(dy);
  const s = Math.min(sx, sy);
  return { x: cx + dx * s, y: cy + dy * s };
}

type Box = Omit<LaidOutNode, 'x' | 'y'> & { x: number; y: number };

interface LevelEdge {
  /** Endpoints at this level (children of the level, or its pseudo nodes). */
  v: string;
  w: string;
  /** The real endpoints, possibly deeper inside v and w. */
  edge: LaidOutEdge;
}

interface Level {
  width: number;
  height: number;
  /** Boxes relative to the level's origin (children's own contents included, already offset). */
  boxes: Box[];
  edges: LaidOutEdge[];
}

/** Lays out a machine diagram: nested containers for compound states, labelled routed edges. */
export function layoutDiagram(diagram: MachineDiagram): MachineLayout {
  const rootId = diagram.id;
  const byId = new Map(diagram.nodes.map((n) => [n.id, n]));
  const parentOf = (id: string): string | null => byId.get(id)?.parent ?? null;
  const childrenOf = (p: string | null) => diagram.nodes.filter((n) => n.parent === p);
  const isContainer = (n: MachineNode | undefined) => !!n && n.children.length > 0;
  const strictlyInside = (inner: string, outer: string | null): boolean => {
    if (outer === null) return true;
    for (let p = parentOf(inner); p !== null; p = parentOf(p)) if (p === outer) return true;
    return false;
  };
  /** The child of `level` that is `id` or contains it. */
  const childAt = (level: string | null, id: string): string => {
    let cur = id;
    while (parentOf(cur) !== level) cur = parentOf(cur) as string;
    return cur;
  };
  const depthOf = (id: string): number => {
    let d = 0;
    for (let p = parentOf(id); p !== null; p = parentOf(p)) d++;
    return d;
  };
  const anyId = (level: string | null) => `${level ?? rootId}::any`;
  const initialId = (level: string | null) => `${level ?? rootId}::initial`;

  // Assign every transition to a level: the innermost state containing both ends (null = the machine).
  const internalOf = new Map<string, TransitionLabel[]>();
  const edgesAt = new Map<string | null, LevelEdge[]>();
  const addEdge = (level: string | null, e: LevelEdge) => edgesAt.set(level, [...(edgesAt.get(level) ?? []), e]);
  const anyAt = new Set<string | null>();
  const keyCount = new Map<string, number>();
  for (const n of diagram.nodes) keyCount.set(n.key, (keyCount.get(n.key) ?? 0) + 1);
  /** A state's key, or its path from the machine when the key alone is ambiguous. */
  const targetName = (id: string) => {
    const key = byId.get(id)?.key ?? id;
    return (keyCount.get(key) ?? 0) > 1 ? id.slice(rootId.length + 1) : key;
  };
  const fanout = new Map<string, number>();
  for (const e of diagram.edges)
    fanout.set(`${e.source} ${e.event}`, (fanout.get(`${e.source} ${e.event}`) ?? 0) + e.targets.length);
  for (const e of diagram.edges) {
    const fromRoot = e.source === rootId || !byId.has(e.source);
    if (!fromRoot && e.targets.length > 0 && (fanout.get(`${e.source} ${e.event}`) ?? 0) > MAX_FANOUT) {
      // A router state (e.g. 'resolving' picks the stored status): one line per target inside its box.
      const key = isContainer(byId.get(e.source)) ? anyId(e.source) : e.source;
      if (key !== e.source) anyAt.add(e.source);
      const line = { ...labelOf(e), target: e.targets.map(targetName).join(' + ') };
      internalOf.set(key, [...(internalOf.get(key) ?? []), line]);
      continue;
    }
    if (e.targets.length === 0) {
      const key = fromRoot ? anyId(null) : isContainer(byId.get(e.source)) ? anyId(e.source) : e.source;
      if (fromRoot) anyAt.add(null);
      else if (isContainer(byId.get(e.source))) anyAt.add(e.source);
      internalOf.set(key, [...(internalOf.get(key) ?? []), labelOf(e)]);
      continue;
    }
    e.targets.forEach((t, i) => {
      const label = labelOf(e);
      const size = edgeLabelSize(label);
      const edge: LaidOutEdge = {
        id: `${e.id}:${i}`,
        source: fromRoot ? anyId(null) : e.source,
        target: t,
        ...label,
        points: [],
        labelX: 0,
        labelY: 0,
        labelWidth: size.width,
        labelHeight: size.height,
      };
      if (fromRoot || strictlyInside(t, e.source)) {
        // From a state to its own descendant: drawn from that state's 'any state' box.
        const level = fromRoot ? null : e.source;
        anyAt.add(level);
        edge.source = anyId(level);
        addEdge(level, { v: anyId(level), w: childAt(level, t), edge });
        return;
      }
      let level = parentOf(e.source);
      while (level !== null && !strictlyInside(t, level)) level = parentOf(level);
      addEdge(level, { v: childAt(level, e.source), w: childAt(level, t), edge });
    });
  }

  const layoutLevel = (level: string | null): Level => {
    const graph = new dagre.graphlib.Graph({ multigraph: true });
    graph.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 44, edgesep: 16, marginx: 0, marginy: 0 });
    graph.setDefaultEdgeLabel(() => ({}));
    const inner = new Map<string, Level>();
    const own = new Map<string, Omit<Box, 'x' | 'y'>>();
    const depth = level === null ? 0 : depthOf(level) + 1;

    for (const n of childrenOf(level)) {
      const internal = internalOf.get(n.id) ?? [];
      if (isContainer(n)) {
        const sub = layoutLevel(n.id);
        inner.set(n.id, sub);
        const title = (n.key.length + (n.type === 'parallel' ? 11 : 0)) * CHAR + 2 * CONTAINER_PAD;
        const width = Math.max(sub.width + 2 * CONTAINER_PAD, title);
        const height = sub.height + CONTAINER_HEADER + CONTAINER_PAD;
        own.set(n.id, {
          id: n.id,
          kind: 'container',
          label: n.key,
          description: n.description,
          type: n.type,
          parent: level,
          depth,
          internal: [],
          width,
          height,
        });
      } else {
        own.set(n.id, {
          id: n.id,
          kind: 'state',
          label: n.key,
          description: n.description,
          type: n.type,
          parent: level,
          depth,
          internal,
          ...boxSize(n.key, internal),
        });
      }
    }
    const levelNode = level === null ? null : byId.get(level);
    if (level === null || levelNode?.type === 'compound') {
      const first = childrenOf(level).find((c) => c.initial);
      if (first) {
        const id = initialId(level);
        own.set(id, {
          id,
          kind: 'initial',
          label: 'initial',
          description: null,
          type: 'initial',
          parent: level,
          depth,
          internal: [],
          width: INITIAL_SIZE,
          height: INITIAL_SIZE,
        });
        addEdge(level, {
          v: id,
          w: first.id,
          edge: {
            id: `${id}:edge`,
            source: id,
            target: first.id,
            event: '',
            text: '',
            guard: null,
            description: 'The initial state',
            points: [],
            labelX: 0,
            labelY: 0,
            labelWidth: 0,
            labelHeight: 0,
          },
        });
      }
    }
    if (anyAt.has(level)) {
      const id = anyId(level);
      const internal = internalOf.get(id) ?? [];
      const label = level === null ? 'any state' : `any ${byId.get(level)?.key ?? ''} state`;
      own.set(id, {
        id,
        kind: 'any',
        label,
        description:
          level === null
            ? 'Transitions the machine takes whatever state it is in.'
            : `Transitions taken from any state inside ${byId.get(level)?.key}.`,
        type: 'any',
        parent: level,
        depth,
        internal,
        ...boxSize(label, internal),
      });
    }

    for (const [id, b] of own) graph.setNode(id, { width: b.width, height: b.height });
    const levelEdges = edgesAt.get(level) ?? [];
    for (const { v, w, edge } of levelEdges) {
      graph.setEdge(v, w, { width: edge.labelWidth, height: edge.labelHeight, labelpos: 'c', minlen: 1 }, edge.id);
    }
    dagre.layout(graph);

    const { width = 0, height = 0 } = graph.graph();
    const boxes: Box[] = [];
    const edges: LaidOutEdge[] = [];
    const placed = new Map<string, Box>();
    // Parallel regions line up at the top (the machine itself is parallel when no top-level state is initial).
    const parallel =
      level === null
        ? childrenOf(null).length > 1 && !childrenOf(null).some((c) => c.initial)
        : levelNode?.type === 'parallel';
    const alignTop = parallel
      ? Math.min(...[...own.keys()].map((id) => graph.node(id).y - graph.node(id).height / 2))
      : null;
    for (const [id, b] of own) {
      const g = graph.node(id);
      const box: Box = { ...b, x: g.x - b.width / 2, y: alignTop ?? g.y - b.height / 2 };
      placed.set(id, box);
      boxes.push(box);
      const sub = inner.get(id);
      if (sub) {
        const ox = box.x + (box.width - sub.width) / 2;
        const oy = box.y + CONTAINER_HEADER;
        for (const c of sub.boxes) boxes.push({ ...c, x: c.x + ox, y: c.y + oy });
        for (const e of sub.edges) {
          edges.push({
            ...e,
            points: e.points.map((p) => ({ x: p.x + ox, y: p.y + oy })),
            labelX: e.labelX + ox,
            labelY: e.labelY + oy,
          });
        }
      }
    }
    const find = (id: string) => boxes.find((b) => b.id === id);
    for (const { v, w, edge } of levelEdges) {
      const g = graph.edge(v, w, edge.id);
      let points = g.points.map((p) => ({ x: p.x, y: p.y }));
      // Ends deeper than this level: extend the route to the real state inside the container.
      const source = find(edge.source);
      const target = find(edge.target);
      if (source && edge.source !== v && points[0]) points = [borderPoint(source, points[0]), ...points];
      if (target && edge.target !== w && points.length > 0)
        points = [...points, borderPoint(target, points[points.length - 1] as Point)];
      const lx = (g.x as number | undefined) ?? 0;
      edges.push({
        ...edge,
        points,
        labelX: lx,
        labelY: (g.y as number | undefined) ?? 0,
      });
    }
    // Self loops and labels can poke out of dagre's box: measure what was drawn.
    const right = Math.max(width, ...edges.map((e) => e.labelX + e.labelWidth / 2), ...boxes.map((b) => b.x + b.width));
    return { width: right, height, boxes, edges };
  };

  const top = layoutLevel(null);
  const nodes = top.boxes.map((b) => ({ ...b, x: b.x + MARGIN, y: b.y + MARGIN })).sort((a, b) => a.depth - b.depth);
  const edges = top.edges.map((e) => ({
    ...e,
    points: e.points.map((p) => ({ x: p.x + MARGIN, y: p.y + MARGIN })),
    labelX: e.labelX + MARGIN,
    labelY: e.labelY + MARGIN,
  }));
  return { width: top.width + 2 * MARGIN, height: top.height + 2 * MARGIN, nodes, edges };
}
