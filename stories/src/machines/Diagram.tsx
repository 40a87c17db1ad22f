// Draws a laid-out statechart as SVG: containers for compound states, boxes for states, labelled edges,
// and the active state(s) highlighted (data-active, aria-current and colour).
import { useId } from 'react';
import {
  type LaidOutEdge,
  type LaidOutNode,
  type MachineLayout,
  type Point,
  type TransitionLabel,
  internalLineText,
} from './layout.js';

export interface DiagramProps {
  layout: MachineLayout;
  /** Ids of the active state nodes. */
  active: ReadonlySet<string>;
  /** Accessible name of the drawing. */
  title: string;
  /** Scale the drawing down to the available width instead of drawing it at actual size. */
  fit?: boolean;
}

const colors = {
  text: 'var(--cv-color-text, #2b211b)',
  muted: 'var(--cv-color-text-muted, #6b5a4e)',
  border: 'var(--cv-color-border-strong, #8a7767)',
  surface: 'var(--cv-color-surface, #ffffff)',
  sunken: 'var(--cv-color-surface-sunken, #f5ede4)',
  active: 'var(--cv-brand-600, #b0431c)',
  activeSoft: 'var(--cv-brand-50, #fdf1e8)',
  guard: 'var(--cv-teal-700, #175652)',
  edge: '#7d6b5d',
};

/** A smooth path through the edge's points (quadratic joins between midpoints). */
function pathOf(points: Point[]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  if (rest.length < 2) return `M${first.x},${first.y}${rest.map((p) => ` L${p.x},${p.y}`).join('')}`;
  let d = `M${first.x},${first.y}`;
  for (let i = 0; i < rest.length - 1; i++) {
    const p = rest[i] as Point;
    const q = rest[i + 1] as Point;
    d += ` Q${p.x},${p.y} ${(p.x + q.x) / 2},${(p.y + q.y) / 2}`;
  }
  const last = rest[rest.length - 1] as Point;
  return `${d} L${last.x},${last.y}`;
}

const tooltip = (l: TransitionLabel) =>
  [`${l.event || 'initial'}${l.target ? ` → ${l.target}` : ''}${l.guard ? ` [guard: ${l.guard}]` : ''}`, l.description]
    .filter(Boolean)
    .join('\n');

function InternalLines({ node, x, y, inverse }: { node: LaidOutNode; x: number; y: number; inverse: boolean }) {
  return (
    <>
      {node.internal.map((l, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the index is the line's place in the drawing; the same event may appear twice.
        <text key={`${l.event}:${i}`} x={x} y={y + i * 16} fontSize={11} fill={inverse ? '#ffffff' : colors.muted}>
          <title>{tooltip(l)}</title>
          {internalLineText(l)}
          {l.guard ? <tspan fill={inverse ? '#ffffff' : colors.guard}> [{l.guard}]</tspan> : null}
        </text>
      ))}
    </>
  );
}

function StateNode({ node, active }: { node: LaidOutNode; active: boolean }) {
  const common = {
    'data-state-id': node.id,
    'data-kind': node.kind,
    'data-active': active ? 'true' : 'false',
    'aria-current': active ? ('true' as const) : undefined,
  };
  const title = node.description ? `${node.label}: ${node.description}` : node.label;
  if (node.kind === 'initial') {
    return (
      <g {...common}>
        <title>Initial state</title>
        <circle cx={node.x + node.width / 2} cy={node.y + node.height / 2} r={node.width / 2} fill={colors.text} />
      </g>
    );
  }
  if (node.kind === 'container') {
    return (
      <g {...common} data-type={node.type}>
        <title>{title}</title>
        <rect
          x={node.x}
          y={node.y}
          width={node.width}
          height={node.height}
          rx={12}
          fill={active ? colors.activeSoft : node.depth % 2 === 0 ? colors.sunken : colors.surface}
          stroke={active ? colors.active : colors.border}
          strokeWidth={active ? 2.5 : 1.25}
          strokeDasharray={node.type === 'parallel' ? '6 4' : undefined}
        />
        <text
          x={node.x + 12}
          y={node.y + 19}
          fontSize={13}
          fontWeight={600}
          fill={active ? colors.active : colors.text}
        >
          {node.label}
          {node.type === 'parallel' ? (
            <tspan fill={colors.muted} fontWeight={400}>
              {' '}
              (parallel)
            </tspan>
          ) : null}
        </text>
      </g>
    );
  }
  const final = node.type === 'final';
  return (
    <g {...common} data-type={node.type}>
      <title>{title}</title>
      <rect
        x={node.x}
        y={node.y}
        width={node.width}
        height={node.height}
        rx={node.kind === 'any' ? 4 : 10}
        fill={active ? colors.active : colors.surface}
        stroke={active ? colors.active : colors.border}
        strokeWidth={active ? 2.5 : 1.25}
        strokeDasharray={node.kind === 'any' ? '5 4' : undefined}
      />
      {final ? (
        <rect
          x={node.x + 4}
          y={node.y + 4}
          width={node.width - 8}
          height={node.height - 8}
          rx={7}
          fill="none"
          stroke={active ? '#ffffff' : colors.border}
          strokeWidth={1}
        />
      ) : null}
      <text
        x={node.x + node.width / 2}
        y={node.y + 24}
        textAnchor="middle"
        fontSize={13}
        fontWeight={600}
        fontStyle={node.kind === 'any' ? 'italic' : undefined}
        fill={active ? '#ffffff' : colors.text}
      >
        {node.label}
      </text>
      {node.internal.length > 0 ? <InternalLines node={node} x={node.x + 12} y={node.y + 44} inverse={active} /> : null}
    </g>
  );
}

function Edge({ edge, from, marker, live }: { edge: LaidOutEdge; from: boolean; marker: string; live: boolean }) {
  const stroke = live ? colors.active : colors.edge;
  return (
    <g data-edge-id={edge.id} data-event={edge.event || undefined} data-live={live ? 'true' : undefined}>
      {edge.text ? <title>{tooltip(edge)}</title> : null}
      <path
        d={pathOf(edge.points)}
        fill="none"
        stroke={stroke}
        strokeWidth={live ? 2 : 1.25}
        strokeDasharray={edge.event === 'always' ? '4 3' : undefined}
        markerEnd={`url(#${marker}${live ? '-live' : ''})`}
        opacity={from ? 1 : 0.9}
      />
    </g>
  );
}

function EdgeLabel({ edge, live }: { edge: LaidOutEdge; live: boolean }) {
  if (!edge.text) return null;
  const x = edge.labelX;
  const top = edge.labelY - edge.labelHeight / 2;
  return (
    <g data-edge-label={edge.id}>
      <title>{tooltip(edge)}</title>
      <rect
        x={x - edge.labelWidth / 2}
        y={top}
        width={edge.labelWidth}
        height={edge.labelHeight}
        rx={4}
        fill={colors.surface}
        fillOpacity={0.92}
        stroke={live ? colors.active : 'none'}
      />
      <text
        x={x}
        y={top + 14}
        textAnchor="middle"
        fontSize={11}
        fontWeight={500}
        fill={live ? colors.active : colors.text}
      >
        {edge.text}
      </text>
      {edge.guard ? (
        <text x={x} y={top + 28} textAnchor="middle" fontSize={11} fill={colors.guard}>
          [{edge.guard}]
        </text>
      ) : null}
    </g>
  );
}

/** The statechart drawing. Nodes carry `data-state-id`; active ones `data-active="true"` and `aria-current`. */
export function Diagram({ layout, active, title, fit = false }: DiagramProps) {
  const id = useId().replace(/:/g, '');
  const marker = `arrow-${id}`;
  // A state is "active" for an edge when the edge leaves it (or the 'any state' box) and it is current.
  const isLive = (e: LaidOutEdge) => {
    if (e.text === '') return false;
    if (active.has(e.source)) return true;
    const any = /^(.*)::any$/.exec(e.source);
    return !!any && (active.has(any[1] as string) || !layout.nodes.some((n) => n.id === any[1]));
  };
  const containers = layout.nodes.filter((n) => n.kind === 'container');
  const boxes = layout.nodes.filter((n) => n.kind !== 'container');
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG drawing cannot be a fieldset; 'group' names it
    <svg
      role="group"
      aria-labelledby={`${id}-title`}
      width={fit ? '100%' : Math.ceil(layout.width)}
      height={fit ? undefined : Math.ceil(layout.height)}
      viewBox={`0 0 ${Math.ceil(layout.width)} ${Math.ceil(layout.height)}`}
      style={{
        fontFamily: 'var(--cv-font-sans, system-ui, sans-serif)',
        display: 'block',
        maxWidth: fit ? '100%' : 'none',
      }}
      data-testid="statechart"
    >
      <title id={`${id}-title`}>{title}</title>
      <defs>
        {[
          [marker, colors.edge],
          [`${marker}-live`, colors.active],
        ].map(([mid, fill]) => (
          <marker
            key={mid}
            id={mid}
            viewBox="0 0 10 10"
            refX={9}
            refY={5}
            markerWidth={8}
            markerHeight={8}
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" fill={fill} />
          </marker>
        ))}
      </defs>
      {containers.map((n) => (
        <StateNode key={n.id} node={n} active={active.has(n.id)} />
      ))}
      {layout.edges.map((e) => (
        <Edge key={e.id} edge={e} from={active.has(e.source)} marker={marker} live={isLive(e)} />
      ))}
      {boxes.map((n) => (
        <StateNode key={n.id} node={n} active={active.has(n.id)} />
      ))}
      {layout.edges.map((e) => (
        <EdgeLabel key={`${e.id}:label`} edge={e} live={isLive(e)} />
      ))}
    </svg>
  );
}
