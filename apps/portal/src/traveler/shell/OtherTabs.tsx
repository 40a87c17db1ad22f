// The Preparation tab (TRV-059..062) and placeholders for the tabs other issues deliver.
import { preparationFileUrl } from '@caravan/domain';
import { Card, Link } from '@caravan/ui';
import { useTrip } from './TripContext.js';

/** DECIDE: the no-file text of the Preparation tab is the spec's 'No preparation file specified'. */
const NO_PREPARATION_FILE = 'No preparation file specified';

/** The file name a downloaded preparation list is saved under. */
const PREPARATION_DOWNLOAD_NAME = 'Preparation list.pdf';

/** The preparation file in a frame with a link to download it, or 'No preparation file specified'. */
export function PreparationTab() {
  const { trip } = useTrip();
  const url = preparationFileUrl(trip.preparationListUrl);
  if (!url)
    return (
      <Card title="Preparation">
        <p>{NO_PREPARATION_FILE}</p>
      </Card>
    );
  return (
    <div className="tv-Preparation">
      <p>
        <Link href={url} download={PREPARATION_DOWNLOAD_NAME} variant="standalone">
          Download the preparation list
        </Link>
      </p>
      <iframe className="tv-Frame" src={url} title={`Preparation for ${trip.name}`} />
    </div>
  );
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
