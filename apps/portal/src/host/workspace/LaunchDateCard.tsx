// The configuration's launch date (WSP-016): when the trip page launches, in the host's own time zone, or that it is
// not scheduled yet.
import { formatInstant } from '@caravan/domain';
import { Card } from '@caravan/ui';
import type { HostWorkspace } from './workspace.api.js';

const hostZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function LaunchDateCard({ workspace }: { workspace: HostWorkspace }) {
  const { launchDate } = workspace.trip;
  return (
    <Card title="Launch date">
      {launchDate ? (
        <p>
          Your trip page launches on{' '}
          <strong>{formatInstant(new Date(launchDate), "MMM dd, yyyy 'at' HH:mm", hostZone())}</strong> ({hostZone()}).
        </p>
      ) : (
        <p>Your trip page launch is not scheduled yet.</p>
      )}
    </Card>
  );
}
