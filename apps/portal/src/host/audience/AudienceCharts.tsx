// The audience graphs drawn with recharts (AUD-018..023): bars cut to the viewport's top 15 or 5 with 18-character
// labels, pies without empty slices, time-of-year labels cut to 3; the domain's shapeAudienceGraph decides all of it.
import {
  AUDIENCE_GRAPH_KINDS,
  type AudienceGraphItem,
  type AudienceGraphKind,
  AUDIENCE_MESSAGES,
  shapeAudienceGraph,
} from '@caravan/domain';
import { Card } from '@caravan/ui';
import { useSyncExternalStore } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';

/** DECIDE: each graph's title; the spec names the graphs, not their headings. */
export const GRAPH_TITLES: Record<AudienceGraphKind, string> = {
  popularDestinations: 'Popular destinations',
  timeOfYear: 'Time of year',
  budget: 'Travel budget',
  age: 'Age',
  gender: 'Gender',
};

/** DECIDE: the charts' colours, the brand's palette; hex values because SVG attributes take no CSS variables. */
const COLOURS = ['#0f766e', '#f59e0b', '#6366f1', '#e11d48', '#0ea5e9', '#84cc16'];

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
/** The viewport's width, kept in step as the window resizes (the bar limit depends on it). */
const useViewportWidth = () =>
  useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 1024,
  );

/** DECIDE: more bars than this are drawn sideways, one row each, so every label reads whole (destinations). */
const UPRIGHT_BARS_MAX = 7;

function BarGraph({ items }: { items: AudienceGraphItem[] }) {
  if (items.length > UPRIGHT_BARS_MAX) {
    return (
      <ResponsiveContainer width="100%" height={items.length * 24 + 32}>
        <BarChart
          accessibilityLayer={false}
          data={items}
          layout="vertical"
          margin={{ top: 4, right: 32, bottom: 4, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="label" interval={0} width={112} tick={{ fontSize: 12 }} />
          <Bar
            dataKey="amount"
            name="Responses"
            fill={COLOURS[0]}
            label={{ position: 'right', fontSize: 12 }}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    );
  }
  return (
    <ResponsiveContainer width="100%" height={300}>
      {/* Room on the left and below for the slanted labels: the first one leans left past the axis. */}
      <BarChart accessibilityLayer={false} data={items} margin={{ top: 20, right: 16, bottom: 8, left: 24 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" interval={0} angle={-35} textAnchor="end" height={90} tick={{ fontSize: 12 }} />
        <YAxis allowDecimals={false} width={32} />
        <Bar
          dataKey="amount"
          name="Responses"
          fill={COLOURS[0]}
          label={{ position: 'top', fontSize: 12 }}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** A pie with its labels in a legend below, where they wrap instead of running off the card's edge. */
function PieGraph({ items }: { items: AudienceGraphItem[] }) {
  return (
    <ResponsiveContainer width="100%" height={300}>
      <PieChart accessibilityLayer={false}>
        <Pie data={items} dataKey="amount" nameKey="label" outerRadius={90} isAnimationActive={false}>
          {items.map((item, i) => (
            <Cell key={item.label ?? i} fill={COLOURS[i % COLOURS.length]} />
          ))}
        </Pie>
        <Legend verticalAlign="bottom" wrapperStyle={{ fontSize: 13 }} />
      </PieChart>
    </ResponsiveContainer>
  );
}

/** One graph in a titled card, with its numbers as a list for screen readers (the SVG, hidden and unfocusable, is a picture of them). */
function Graph({ kind, items }: { kind: AudienceGraphKind; items: AudienceGraphItem[] }) {
  const width = useViewportWidth();
  const shaped = shapeAudienceGraph(kind, items, width);
  return (
    <Card title={GRAPH_TITLES[kind]} headingLevel={3} className="au-Graph" data-graph={kind} data-type={shaped.type}>
      {shaped.items.length === 0 ? (
        <p>{AUDIENCE_MESSAGES.notEnoughData}</p>
      ) : (
        <>
          <div aria-hidden="true" inert className="au-Graph-chart">
            {shaped.type === 'bar' ? <BarGraph items={shaped.items} /> : <PieGraph items={shaped.items} />}
          </div>
          <ul className="pt-visually-hidden" aria-label={`${GRAPH_TITLES[kind]} data`}>
            {shaped.items.map((i, n) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list drawn whole each time, whose labels may repeat.
              <li key={`${i.label}-${n}`} data-label={i.label ?? ''} data-amount={i.amount ?? 0}>
                {`${i.label ?? ''}: ${i.amount ?? 0}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

export function AudienceCharts({ graphs }: { graphs: Record<AudienceGraphKind, AudienceGraphItem[]> }) {
  return (
    <div className="au-Graphs">
      {AUDIENCE_GRAPH_KINDS.map((kind) => (
        <Graph key={kind} kind={kind} items={graphs[kind]} />
      ))}
    </div>
  );
}
