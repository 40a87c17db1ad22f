// The Promote tab (§2.10, PRM-003..PRM-006): 'Promote Trip', the Trip Page card (screenshot, 'Open Trip Page', the
// status panel), the two analytics charts for bookable trips, and the Email Campaign table with its edit modal.
import { PROMOTE_OPEN_TRIP_PAGE_LABEL, PROMOTE_TAB_TITLE } from '@caravan/domain';
import { Alert, Button, Card, Heading, Link, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/index.js';
import { StatusPanel } from '../workspace/StatusPanel.js';
import type { HostWorkspace } from '../workspace/workspace.api.js';
import { EmailCampaignTable } from './EmailCampaignTable.js';
import { PromoteAnalytics } from './PromoteAnalytics.js';
import { type HostPromote, promoteApi, promoteKeys } from './promote.api.js';
import './promote.css';
import { MediaImage } from '../../media/MediaImage.js';
import { CARD_SIZES, HERO_HEIGHT, HERO_WIDTH } from '../../media/sizes.js';

const errorText = (e: unknown) => (e instanceof ApiError || e instanceof Error ? e.message : 'Something went wrong.');

export function PromoteTab({ workspace }: { workspace: HostWorkspace }) {
  const tripId = workspace.trip.id;
  const query = useQuery({
    queryKey: promoteKeys.tab(tripId),
    queryFn: ({ signal }) => promoteApi.read(tripId, signal),
  });
  return (
    <section className="ws-Section pr-Promote" aria-labelledby="pr-heading">
      <Heading level={2} id="pr-heading">
        {PROMOTE_TAB_TITLE}
      </Heading>
      {query.isError ? (
        <Alert tone="danger" title="We couldn't load the Promote tab">
          {errorText(query.error)}{' '}
          <Button variant="secondary" size="sm" onPress={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !query.data ? (
        <Spinner size="lg" label="Loading the Promote tab…" />
      ) : (
        <PromoteBody workspace={workspace} promote={query.data} />
      )}
    </section>
  );
}

function PromoteBody({ workspace, promote }: { workspace: HostWorkspace; promote: HostPromote }) {
  const { trip } = promote;
  return (
    <>
      <div className="pr-TopRow">
        <Card title="Trip Page" className="pr-TripPage">
          {trip.heroPhotoUrl ? (
            <MediaImage
              className="pr-Screenshot"
              src={trip.heroPhotoUrl}
              alt={`Screenshot of the ${trip.name} trip page`}
              width={HERO_WIDTH}
              height={HERO_HEIGHT}
              sizes={CARD_SIZES}
            />
          ) : (
            <div className="pr-Screenshot pr-Screenshot--empty">No screenshot yet</div>
          )}
          {trip.tripPageUrl ? (
            <Link href={trip.tripPageUrl} variant="button" target="_blank" rel="noopener">
              {PROMOTE_OPEN_TRIP_PAGE_LABEL}
            </Link>
          ) : (
            <p className="pt-Muted">Your trip page gets its link once it is published.</p>
          )}
        </Card>
        <StatusPanel workspace={workspace} />
      </div>
      {promote.analyticsVisible ? <PromoteAnalytics tripId={trip.id} /> : null}
      <EmailCampaignTable tripId={trip.id} tripName={trip.name} tripStartDate={trip.startDate} />
    </>
  );
}
