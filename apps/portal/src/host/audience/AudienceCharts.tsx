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
import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';

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

function BarGraph({ items }: { items: AudienceGraphItem[] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      {/* Room on the left and below for the slanted labels: the first one leans left past the axis (it was cut off). */}
      <BarChart accessibilityLayer={false} data={items} margin={{ top: 20, right: 16, bottom: 8, left: 40 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" interval={0} angle={-35} textAnchor="end" height={100} tick={{ fontSize: 12 }} />
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

function PieGraph({ items }: { items: AudienceGraphItem[] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={items}
          dataKey="amount"
          nameKey="label"
          outerRadius={90}
          label={({ name }) => String(name ?? '')}
          isAnimationActive={false}
        >
          {items.map((item, i) => (
            <Cell key={item.label ?? i} fill={COLOURS[i % COLOURS.length]} />
          ))}
        </Pie>
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
