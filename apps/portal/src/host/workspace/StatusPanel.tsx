// The configuration's sticky status panel: the trip page status (§4.3), the publish badge (WSP-061) with the review
// copy (WSP-066), and the timeline stages with the current one marked (WSP-056..059).
import { HOST_TRIP_PAGE_STATUS_LABELS, PUBLISH_REVIEW_COPY } from '@caravan/domain';
import { Badge, type BadgeTone, Card } from '@caravan/ui';
import { PublishAction } from './PublishAction.js';
import type { HostWorkspace } from './workspace.api.js';

const PUBLISH_TONES: Record<HostWorkspace['trip']['publishStatus'], BadgeTone> = {
  pending: 'warning',
  'in-review': 'info',
  marketing: 'brand',
  live: 'success',
};

export function StatusPanel({ workspace }: { workspace: HostWorkspace }) {
  const { statusPanel, trip } = workspace;
  return (
    <Card title="Trip page status" className="ws-StatusPanel">
      <p className="ws-PageStatus">{HOST_TRIP_PAGE_STATUS_LABELS[statusPanel.tripPageStatus]}</p>
      <p>
        Publish status: <Badge tone={PUBLISH_TONES[trip.publishStatus]}>{statusPanel.publishBadge}</Badge>
      </p>
      {trip.publishStatus === 'in-review' ? <p className="pt-Muted">{PUBLISH_REVIEW_COPY}</p> : null}
      <PublishAction trip={trip} readOnly={workspace.shell.readOnly} />
      <ol className="ws-Timeline" aria-label="Trip timeline">
        {statusPanel.timeline.map((stage) => (
          <li
            key={stage.key}
            aria-current={stage.current ? 'step' : undefined}
            data-current={stage.current || undefined}
          >
            <strong>{stage.label}</strong>
            {stage.description ? <span className="pt-Muted">{stage.description}</span> : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}
