// /request: the trip request the trip came from, read-only (WSP-012): what the host asked for, while it is reviewed.
import { Card } from '@caravan/ui';
import type { HostWorkspace } from './workspace.api.js';

const REQUEST_STATUS_LABELS: Record<NonNullable<HostWorkspace['request']>['status'], string> = {
  pending: 'Pending review',
  'trip-created': 'Trip created',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

export function RequestView({ workspace }: { workspace: HostWorkspace }) {
  const { request, trip } = workspace;
  if (!request)
    return (
      <Card title="Trip request">
        <p className="pt-Muted">This trip was not made from a request.</p>
      </Card>
    );
  const rows: [string, string][] = [
    ['Status', REQUEST_STATUS_LABELS[request.status]],
    ['Trip status', trip.status],
    ['Package', request.selectedPackage ?? '—'],
    ['Start date', request.startDate],
    ['Companions', String(request.companions)],
    ['Host rooms', String(request.hostRooms)],
    ['Before and after the trip', request.prePost.length > 0 ? request.prePost.join('; ') : 'None'],
    ['Additional requests', request.additionalRequests || '—'],
    ['Requested on', request.createdAt.slice(0, 10)],
  ];
  return (
    <Card title="Trip request">
      <p className="pt-Muted">Your request is being reviewed. It can no longer be changed here.</p>
      <dl className="ws-Facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
