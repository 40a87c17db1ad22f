// …/preview (WSP-017): the trip page in a frame, as travelers will see it, with a back link to the configuration.
import { HOST_TRIP_TAB_ROUTES } from '@caravan/domain';
import { Link } from '@caravan/ui';
import type { HostWorkspace } from '../workspace.api.js';
import { tripPreviewSource } from './launch-routes.js';

export function TripPreview({ workspace, base }: { workspace: HostWorkspace; base: string }) {
  return (
    <section className="ws-Preview" aria-labelledby="ws-preview-title">
      <div className="ws-PreviewBar">
        <Link href={`${base}${HOST_TRIP_TAB_ROUTES.configuration}`}>← Back to configuration</Link>
        <h2 id="ws-preview-title">Trip Preview</h2>
      </div>
      <iframe className="ws-PreviewFrame" title="Trip page preview" src={tripPreviewSource(workspace.trip.id)} />
    </section>
  );
}
