// The configuration's way into the launch stepper and the Trip Preview (WSP-017, WSP-024): the stepper is offered
// while the domain's rule lets the launch be scheduled (an eligible status, the launch not yet passed).
import { isLaunchSchedulingEligible } from '@caravan/domain';
import { Card, Link } from '@caravan/ui';
import type { HostWorkspace } from '../workspace.api.js';
import { HOST_TRIP_PREVIEW_ROUTE, LAUNCH_STEPPER_ROUTE } from './launch-routes.js';

export function LaunchLinksCard({ trip, base }: { trip: HostWorkspace['trip']; base: string }) {
  const launchable = isLaunchSchedulingEligible(
    { status: trip.status, launchDate: trip.launchDate ? new Date(trip.launchDate) : null },
    new Date(),
  );
  return (
    <Card title="Launch your trip page">
      <div className="ws-ItemActions">
        {launchable ? (
          <Link variant="button" href={`${base}${LAUNCH_STEPPER_ROUTE}`}>
            Launch steps
          </Link>
        ) : null}
        <Link href={`${base}${HOST_TRIP_PREVIEW_ROUTE}`}>Trip Preview</Link>
      </div>
    </Card>
  );
}
