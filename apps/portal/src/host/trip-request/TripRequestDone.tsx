// After Reserve: an instantly approved request leads to its trip (CAT-037); any other says it was sent and how long
// processing takes (CAT-063). Both lead home, where the request now shows.
import { buildHostTripLink, TRIP_REQUEST_PROCESSING_BUSINESS_DAYS } from '@caravan/domain';
import { Card, Link, PageHeader } from '@caravan/ui';
import { homeWithModal } from '../home/home-modals.js';
import type { TripRequestCreated } from './trip-request.api.js';

export function TripRequestDone({ created, itineraryName }: { created: TripRequestCreated; itineraryName: string }) {
  const { min, max } = TRIP_REQUEST_PROCESSING_BUSINESS_DAYS;
  if (created.instantlyApproved && created.tripId)
    return (
      <>
        <PageHeader eyebrow={itineraryName} title="Your trip is approved!" />
        <Card title="Instant Approval" headingLevel={2} tone="brand">
          <p>Your trip was created at once. Configure it and get ready to launch.</p>
          <div className="tr-Actions">
            <Link href={buildHostTripLink({ id: created.tripId })} variant="button">
              Go to your trip
            </Link>
            <Link href="/app/host/home">Back to Home</Link>
          </div>
        </Card>
      </>
    );
  return (
    <>
      <PageHeader eyebrow={itineraryName} title="Your trip request was sent" />
      <Card title="What happens next" headingLevel={2}>
        <p>
          Trip request processing takes {min}-{max} business days. We will let you know as soon as the operator has
          reviewed it.
        </p>
        <div className="tr-Actions">
          {/* HOM-009: home opens with the post-request congratulation. */}
          <Link href={homeWithModal('trip-requested')} variant="button">
            Back to Home
          </Link>
          {/* The trip the request opened is in status created: its link opens the request as sent (CAT-066). */}
          {created.tripId ? (
            <Link href={buildHostTripLink({ id: created.tripId, status: 'created' })}>See your request</Link>
          ) : null}
        </div>
      </Card>
    </>
  );
}
