// The request page's states other than the form (CAT-016, CAT-017, CAT-019..CAT-023): the blocked-request card, the
// failed availability ('This itinerary is booked' / 'Something went wrong'), no dates, and the side panels.
import {
  BLOCKED_TRIP_REQUEST_ACTIONS,
  finishProfileCardDestination,
  TRIP_REQUEST_MESSAGES,
  tripRequestAvailabilityErrorView,
} from '@caravan/domain';
import { Alert, Card, Link, PageHeader } from '@caravan/ui';

/** DECIDE: 'Learn More' opens the help centre's page on host levels, as the level card's Learn button does. */
export const HOST_LEVELS_LEARN_MORE_URL = 'https://help.caravan.test/host-levels';

/** CAT-020: replaces the request page when the host's tier is locked. */
export function BlockedRequestCard({ tier }: { tier: number }) {
  return (
    <>
      <PageHeader eyebrow="Reserve This Trip" title="This itinerary is locked" />
      <Card title={`Tier ${tier} is locked for your host level`} headingLevel={2} className="tr-Blocked">
        <p>Grow your audience to unlock this tier. Keep surveying, or explore the itineraries your level unlocks.</p>
        <div className="tr-Actions">
          {BLOCKED_TRIP_REQUEST_ACTIONS.map((a) => (
            <Link key={a.to} href={a.to} variant="button">
              {a.label}
            </Link>
          ))}
          <Link href={HOST_LEVELS_LEARN_MORE_URL} target="_blank" rel="noreferrer">
            Learn More
          </Link>
        </div>
      </Card>
    </>
  );
}

/** CAT-016, CAT-017: the availability could not be read. */
export function AvailabilityFailed({ kind }: { kind: 'no-inventory-items' | 'generic' }) {
  const view = tripRequestAvailabilityErrorView(kind);
  return (
    <>
      <PageHeader eyebrow="Reserve This Trip" title={view.message} />
      <Link href="/app/host/itineraries" variant="button">
        {view.action}
      </Link>
    </>
  );
}

/** CAT-019: the itinerary has no dates at all. */
export function NoDates() {
  return (
    <>
      <PageHeader title={TRIP_REQUEST_MESSAGES.screenTitle} />
      <Alert
        tone="info"
        actions={
          <Link href="/app/host/itineraries" variant="button">
            Go back
          </Link>
        }
      >
        {TRIP_REQUEST_MESSAGES.noDates}
      </Alert>
    </>
  );
}

/** CAT-021: a level ZERO host's side panel. */
export function SurveyYourAudiencePanel() {
  return (
    <Card title={TRIP_REQUEST_MESSAGES.surveyPanelTitle} headingLevel={2} tone="brand">
      <p>Collect at least 100 survey responses to unlock itineraries.</p>
      <Link href="/app/host/audience" variant="button">
        Start Surveying
      </Link>
    </Card>
  );
}

/**
 * CAT-022, CAT-023: 'Finish Your Profile to Request a Trip!', to the public profile when it is incomplete, else the
 * account address page. Its caller renders it only when showsTripRequestProfileCompletionCard(), fixed false.
 */
export function FinishProfileCard({ publicProfileComplete }: { publicProfileComplete: boolean }) {
  return (
    <Card title={TRIP_REQUEST_MESSAGES.finishProfileTitle} headingLevel={2}>
      <Link href={finishProfileCardDestination(publicProfileComplete)} variant="button">
        Finish your profile
      </Link>
    </Card>
  );
}
