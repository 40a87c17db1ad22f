// /configuration (WSP-016): the sticky status panel (with the way to the launch steps and the Trip Preview) beside
// the trip details, launch date, workshop details and informal gatherings.
import { ItineraryItemsEditor } from './ItineraryItemsEditor.js';
import { LaunchLinksCard } from './launch/LaunchLinksCard.js';
import { LaunchDateCard } from './LaunchDateCard.js';
import { StatusPanel } from './StatusPanel.js';
import { TripDetailsForm } from './TripDetailsForm.js';
import type { HostWorkspace } from './workspace.api.js';

/** The workspace's base path (the same shape as WorkspacePage's workspaceBase). */
const baseOf = (tripId: string) => `/app/host/trips/${tripId}`;

export function ConfigurationSection({ workspace }: { workspace: HostWorkspace }) {
  return (
    <div className="ws-Configuration">
      <div className="ws-Aside">
        <StatusPanel workspace={workspace} />
        <LaunchLinksCard trip={workspace.trip} base={baseOf(workspace.trip.id)} />
      </div>
      <div className="ws-Main">
        <TripDetailsForm workspace={workspace} />
        <LaunchDateCard workspace={workspace} />
        <ItineraryItemsEditor workspace={workspace} />
      </div>
    </div>
  );
}
