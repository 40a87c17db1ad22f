// The workspace's launch routes, loaded on demand: the stepper (…/launch), its tips page and the Trip Preview.
import { Route, Switch } from 'wouter';
import type { HostWorkspace } from '../workspace.api.js';
import { HOST_TRIP_PREVIEW_ROUTE, LAUNCH_TIPS_ROUTE } from './launch-routes.js';
import { LaunchStepper } from './LaunchStepper.js';
import { TipsPage } from './TipsPage.js';
import { TripPreview } from './TripPreview.js';
import './launch.css';

export function LaunchArea({ workspace, base }: { workspace: HostWorkspace; base: string }) {
  return (
    <Switch>
      <Route path={`${base}${LAUNCH_TIPS_ROUTE}`}>
        <TipsPage base={base} />
      </Route>
      <Route path={`${base}${HOST_TRIP_PREVIEW_ROUTE}`}>
        <TripPreview workspace={workspace} base={base} />
      </Route>
      <Route>
        <LaunchStepper workspace={workspace} base={base} />
      </Route>
    </Switch>
  );
}
