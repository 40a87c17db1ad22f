// /configuration (WSP-016): the sticky status panel beside the trip details, launch date, workshop details and
// informal gatherings.
import { ItineraryItemsEditor } from './ItineraryItemsEditor.js';
import { LaunchDateCard } from './LaunchDateCard.js';
import { StatusPanel } from './StatusPanel.js';
import { TripDetailsForm } from './TripDetailsForm.js';
import type { HostWorkspace } from './workspace.api.js';

export function ConfigurationSection({ workspace }: { workspace: HostWorkspace }) {
  return (
    <div className="ws-Configuration">
      <div className="ws-Aside">
        <StatusPanel workspace={workspace} />
      </div>
      <div className="ws-Main">
        <TripDetailsForm workspace={workspace} />
        <LaunchDateCard workspace={workspace} />
        <ItineraryItemsEditor workspace={workspace} />
      </div>
    </div>
  );
}
