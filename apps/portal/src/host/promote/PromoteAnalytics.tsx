// The Promote tab's two analytics charts (PRM-004, PRM-005): trip page visits by channel, and visits and travelers per
// day, from the visits the public trip page records; a failed report shows the spec's error copy.
import { PROMOTE_ANALYTICS_ERROR } from '@caravan/domain';
import { Alert, Card, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { type HostPromoteAnalytics, promoteApi, promoteKeys } from './promote.api.js';

/** DECIDE: the charts' colours, the brand's palette (hex because SVG attributes take no CSS variables). */
const VISITS_COLOUR = '#0f766e';
const TRAVELERS_COLOUR = '#b45309';
/** DECIDE: channel labels as hosts name them. */
const CHANNEL_LABELS: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  twitter: 'X / Twitter',
  youtube: 'YouTube',
  email: 'Email',
  search: 'Search',
  referral: 'Other sites',
  direct: 'Direct',
};

export function PromoteAnalytics({ tripId }: { tripId: string }) {
  const query = useQuery({
    queryKey: promoteKeys.analytics(tripId),
    queryFn: ({ signal }) => promoteApi.analytics(tripId, signal),
  });
  if (query.isError)
    return (
      <Alert tone="danger" title={PROMOTE_ANALYTICS_ERROR.title}>
        <p>{PROMOTE_ANALYTICS_ERROR.description}</p>
        <p className="pt-Muted">{PROMOTE_ANALYTICS_ERROR.defaultText}</p>
      </Alert>
    );
  if (!query.data) return <Spinner label="Loading your trip page analytics…" />;
  return <Charts data={query.data} />;
}

function Charts({ data }: { data: HostPromoteAnalytics }) {
  const channels = data.byChannel.map((c) => ({ label: CHANNEL_LABELS[c.channel] ?? c.channel, visits: c.visits }));
  return (
    <div className="pr-Charts">
      <Card title="Trip page visits by channel">
        <div aria-hidden="true">
          <ResponsiveContainer width="100%" height={240}>
            <BarChart accessibilityLayer={false} data={channels} margin={{ top: 8, right: 8, bottom: 40, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" interval={0} angle={-35} textAnchor="end" height={56} tick={{ fontSize: 12 }} />
              <YAxis allowDecimals={false} width={32} />
              <Bar dataKey="visits" name="Visits" fill={VISITS_COLOUR} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        {/* The numbers for screen readers: the SVG is a picture of them. */}
        <ul className="pt-visually-hidden" aria-label="Visits by channel">
          {channels.map((c) => (
            <li key={c.label}>{`${c.label}: ${c.visits}`}</li>
          ))}
        </ul>
        <p className="pr-Total">
          Total visits: <strong data-testid="total-visits">{data.totalVisits}</strong>
        </p>
      </Card>
      <Card title="Trip page visits and travelers">
        {data.byDay.length === 0 ? (
          <p className="pt-Muted">No visits yet. Share your trip page link to get your first visitors.</p>
        ) : (
          <>
            <div aria-hidden="true">
              <ResponsiveContainer width="100%" height={240}>
                <LineChart
                  accessibilityLayer={false}
                  data={data.byDay}
                  margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
                >
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="date" tick={{ fontSize: 12 }} />
                  <YAxis allowDecimals={false} width={32} />
                  <Legend />
                  <Line dataKey="visits" name="Visits" stroke={VISITS_COLOUR} isAnimationActive={false} />
                  <Line dataKey="travelers" name="Travelers" stroke={TRAVELERS_COLOUR} isAnimationActive={false} />
                </LineChart>
              </ResponsiveContainer>
            </div>
            <ul className="pt-visually-hidden" aria-label="Visits and travelers per day">
              {data.byDay.map((d) => (
                <li key={d.date}>{`${d.date}: ${d.visits} visits, ${d.travelers} travelers`}</li>
              ))}
            </ul>
          </>
        )}
      </Card>
    </div>
  );
}
