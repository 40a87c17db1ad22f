// The Preparation tab (TRV-059..062) and placeholders for the tabs other issues deliver.
import { preparationFileUrl } from '@caravan/domain';
import { Card } from '@caravan/ui';
import { useTrip } from './TripContext.js';

/** DECIDE: the no-file text of the Preparation tab is the spec's 'No preparation file specified'. */
const NO_PREPARATION_FILE = 'No preparation file specified';

/** The preparation file in a frame, or 'No preparation file specified'. */
export function PreparationTab() {
  const { trip } = useTrip();
  const url = preparationFileUrl(trip.preparationListUrl);
  if (!url)
    return (
      <Card title="Preparation">
        <p>{NO_PREPARATION_FILE}</p>
      </Card>
    );
  return <iframe className="tv-Frame" src={url} title={`Preparation for ${trip.name}`} />;
}

/** A tab another issue delivers. */
export function PlaceholderTab({ title, standalone = false }: { title: string; standalone?: boolean }) {
  return (
    <Card title={standalone ? undefined : title}>
      {standalone ? <h1 className="tv-PageTitle">{title}</h1> : null}
      <p>This section is on its way. Check back soon.</p>
    </Card>
  );
}
