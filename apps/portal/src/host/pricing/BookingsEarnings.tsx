// The Bookings tab's 'Bookings to Date' chart and earnings card (HBK-005..HBK-009), in their own chunk with recharts:
// the spots booked to date with MM/DD labels shown as 'MMM DD', the empty message without data, and the earnings
// until the report is approved, then 'Download Report'.
import {
  BOOKINGS_CHART_EMPTY_MESSAGE,
  BOOKINGS_CHART_TITLE,
  BOOKINGS_DOWNLOAD_REPORT_LABEL,
  type CurrencyCode,
  bookingsSidebarCard,
  formatBookingsChartLabel,
  formatMinor,
  hasBookingsChartData,
} from '@caravan/domain';
import { Alert, Button, Card, Spinner, showToast } from '@caravan/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { downloadPdf } from '../../api/download-pdf.js';
import { type HostEarnings, pricingApi, pricingKeys } from './pricing.api.js';
import './pricing.css';

/** DECIDE: the chart's line takes the brand's teal, as the audience charts do; SVG attributes take no CSS variables. */
const LINE_COLOUR = '#0f766e';
/** DECIDE: a failed report download's toast stays four seconds, the spec's default auto-hide (§9). */
const REPORT_TOAST_MS = 4000;

export function BookingsEarnings({ tripId, tripName }: { tripId: string; tripName: string }) {
  const query = useQuery({
    queryKey: pricingKeys.earnings(tripId),
    queryFn: ({ signal }) => pricingApi.earnings(tripId, signal),
  });
  if (query.isError)
    return (
      <Alert tone="danger" title="Could not load the earnings">
        Please try again later.
      </Alert>
    );
  if (!query.data) return <Spinner label="Loading the earnings…" />;
  return (
    <div className="hp-Layout">
      <BookingsChart data={query.data} />
      <EarningsCard data={query.data} tripName={tripName} />
    </div>
  );
}

function BookingsChart({ data }: { data: HostEarnings }) {
  const points = data.chartData.labels.map((label, i) => ({
    label: formatBookingsChartLabel(label),
    spots: data.chartData.series[i] ?? 0,
  }));
  return (
    <Card title={BOOKINGS_CHART_TITLE}>
      {hasBookingsChartData(data.chartData) ? (
        <>
          <div className="hp-Chart" aria-hidden="true">
            <ResponsiveContainer width="100%" height={240}>
              <LineChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" tick={{ fontSize: 12 }} />
                <YAxis allowDecimals={false} width={32} />
                <Line
                  type="monotone"
                  dataKey="spots"
                  name="Spots booked"
                  stroke={LINE_COLOUR}
                  strokeWidth={2}
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
          {/* The chart's points for screen readers, in the same 'MMM DD' wording. */}
          <ul className="pt-visually-hidden">
            {points.map((p) => (
              <li key={p.label}>
                {p.label}: {p.spots} spots booked
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="pt-Muted">{BOOKINGS_CHART_EMPTY_MESSAGE}</p>
      )}
    </Card>
  );
}

function EarningsCard({ data, tripName }: { data: HostEarnings; tripName: string }) {
  const money = (minor: number) => formatMinor(minor, data.currency as CurrencyCode);
  const mode = bookingsSidebarCard({
    earningsReport: {
      approved: { date: data.earningsReportApprovedAt ? new Date(data.earningsReportApprovedAt) : null },
    },
  });
  const download = useMutation({
    mutationFn: () => downloadPdf(data.reportPath ?? '', `${tripName} earnings report.pdf`),
    onError: () =>
      showToast({ title: 'Something went wrong', description: 'Please try again.', tone: 'danger' }, REPORT_TOAST_MS),
  });
  return (
    <Card title="Earnings">
      {mode === 'download-report' ? (
        <>
          <p>Your earnings report is approved.</p>
          <Button variant="primary" isDisabled={download.isPending} onPress={() => download.mutate()}>
            {BOOKINGS_DOWNLOAD_REPORT_LABEL}
          </Button>
        </>
      ) : (
        <dl className="hp-Earnings">
          <dt>Earnings to date</dt>
          <dd>{money(data.earnings)}</dd>
          <dt>Confirmed travelers</dt>
          <dd>{data.confirmedSpots}</dd>
          <dt>Potential earnings (full trip)</dt>
          <dd>{money(data.potentialEarnings)}</dd>
        </dl>
      )}
    </Card>
  );
}
