// Audience Data (AUD-004..006, AUD-011..013, AUD-025): metrics and graphs of all or only qualified responses, Export
// Data, and the recommended itineraries a qualified host is shown. Loaded on its own: it carries the charting library.
import {
  AUDIENCE_MESSAGES,
  isAudienceExportDisabled,
  isQualifiedOnlyToggleDisabled,
  isRecommendedItinerariesBlockVisible,
} from '@caravan/domain';
import { Alert, Card, Spinner, Switch } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePagedList } from '../../api/paged.js';
import { LoadMore } from '../../shell/LoadMore.js';
import { AudienceCharts } from './AudienceCharts.js';
import { type AudienceSegment, audienceApi, audienceKeys } from './audience.api.js';
import { ExportDialog } from './ExportDialog.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function Metrics({ metrics }: { metrics: AudienceSegment['metrics'] }) {
  const rows: [string, string][] = [
    ['Responses', String(metrics.responses)],
    ['Qualified responses', String(metrics.qualifiedResponses)],
    ['Top destinations', metrics.topDestinations.join(', ') || AUDIENCE_MESSAGES.notEnoughData],
    [
      'Average budget',
      metrics.budgetAverage == null ? AUDIENCE_MESSAGES.notEnoughData : usd.format(metrics.budgetAverage),
    ],
    [
      'Median budget',
      metrics.budgetMedian == null ? AUDIENCE_MESSAGES.notEnoughData : usd.format(metrics.budgetMedian),
    ],
  ];
  return (
    <Card title="Metrics" className="au-Metrics">
      <dl className="au-Metrics-list">
        {rows.map(([term, value]) => (
          <div key={term} className="au-Metric">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The recommended itineraries a page at a time (issue 18); the API answers none to a host still qualifying. */
function Recommended() {
  const list = usePagedList(audienceKeys.recommended(), audienceApi.recommended);
  const items = list.state.data ?? [];
  if (items.length === 0) return null;
  return (
    <Card title="Recommended itineraries" className="au-Recommended">
      <ul>
        {items.map((i) => (
          <li key={i.itineraryId}>
            <strong>{i.name}</strong>
            {i.destination || i.country ? ` · ${[i.destination, i.country].filter(Boolean).join(', ')}` : ''}
            {i.note ? <p>{i.note}</p> : null}
          </li>
        ))}
      </ul>
      <LoadMore list={list} label="Show more" />
    </Card>
  );
}

export function ResearchTab() {
  const [qualifiedOnly, setQualifiedOnly] = useState(false);
  const query = useQuery({ queryKey: audienceKeys.audience(), queryFn: ({ signal }) => audienceApi.audience(signal) });
  if (query.isPending) return <Spinner label="Loading your audience" />;
  if (query.isError) return <Alert tone="danger">Your audience could not be loaded. Please reload the page.</Alert>;
  const { data, totalAudience, host } = query.data;
  const hasData = data.allResponses.metrics.responses > 0;
  const segment = qualifiedOnly && host.qualified ? data.qualifiedResponses : data.allResponses;
  return (
    <div className="au-Research">
      <div className="au-Toolbar">
        <Switch
          isSelected={qualifiedOnly}
          onChange={setQualifiedOnly}
          isDisabled={isQualifiedOnlyToggleDisabled({ isHostQualified: host.qualified, hasAudienceData: hasData })}
        >
          Qualified responses only
        </Switch>
        <ExportDialog isDisabled={isAudienceExportDisabled(totalAudience)} />
      </div>
      {hasData ? (
        <>
          <Metrics metrics={segment.metrics} />
          <AudienceCharts graphs={segment.graphs} />
        </>
      ) : (
        <Card title="No responses yet">
          <p>{AUDIENCE_MESSAGES.noResponses}</p>
        </Card>
      )}
      {isRecommendedItinerariesBlockVisible({ isQualified: host.qualified }) ? <Recommended /> : null}
    </div>
  );
}
