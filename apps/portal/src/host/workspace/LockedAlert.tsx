// The info alert of a read-only trip (WSP-069): 'Trip is Closed: Trips are no longer editable in the closed status.'
import { Alert } from '@caravan/ui';
import type { HostWorkspace } from './workspace.api.js';

export function LockedAlert({ alert }: { alert: HostWorkspace['shell']['lockedAlert'] }) {
  if (!alert) return null;
  return (
    <Alert tone="info" title={`${alert.title}:`}>
      {alert.description}
    </Alert>
  );
}
