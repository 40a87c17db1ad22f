// /app/operator/trips/{id}/{step}?model=trip|tripRequest: loads the operator's trip or trip request (another
// operator's is not found: the API answers 404), frames it with the sidebar and tabs, and shows the step.
import {
  type OperatorTripModel,
  type OperatorTripStep,
  operatorTripStepPath,
  operatorTripReviewDetailsPath,
  tripRequestStatusLabel,
  tripStatusLabel,
} from '@caravan/domain';
import { Alert, Badge, Link, PageHeader, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { Redirect, useSearch } from 'wouter';
import { ApiError } from '../../api/index.js';
import { NotFoundPage } from '../../shell/NotFoundPage.js';
import { useProfile } from '../../shell/session.js';
import { TripPreviewLink } from '../PreviewLinks.js';
import { OperatorLayout } from '../OperatorLayout.js';
import { TripDetailsStep } from './TripDetailsStep.js';
import { TripPricingStep } from './TripPricingStep.js';
import { TripRequestStep } from './TripRequestStep.js';
import { TripServicesStep } from './TripServicesStep.js';
import { TripTabs, isTripStepDisabled } from './TripTabs.js';
import { tripApi, tripKeys } from './trips.api.js';
import './trips.css';

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

function Loading({ label }: { label: string }) {
  return (
    <OperatorLayout>
      <h1 className="pt-visually-hidden">{label}</h1>
      <Spinner label={label} />
    </OperatorLayout>
  );
}

function Failed({ error }: { error: Error }) {
  return (
    <OperatorLayout>
      {isNotFound(error) ? (
        <NotFoundPage inApp />
      ) : (
        <>
          <h1 className="pt-visually-hidden">Trip</h1>
          <Alert tone="danger">{error.message || 'There was an error processing your request'}</Alert>
        </>
      )}
    </OperatorLayout>
  );
}

export function TripWorkspace({ id, step }: { id: string; step: OperatorTripStep }) {
  const model: OperatorTripModel =
    new URLSearchParams(useSearch()).get('model') === 'tripRequest' ? 'tripRequest' : 'trip';
  if (step === 'success') return <TripSuccess id={id} />;
  if (isTripStepDisabled(step, model)) return <Redirect to={operatorTripReviewDetailsPath(id, model)} replace />;
  return model === 'tripRequest' ? (
    <RequestWorkspace id={id} step={step} />
  ) : (
    <TripModelWorkspace id={id} step={step} />
  );
}

function TripModelWorkspace({ id, step }: { id: string; step: OperatorTripStep }) {
  const profile = useProfile();
  const query = useQuery({ queryKey: tripKeys.one(id), queryFn: ({ signal }) => tripApi.review(id, signal) });
  if (query.status === 'error') return <Failed error={query.error} />;
  if (!query.data) return <Loading label="Loading the trip…" />;
  const trip = query.data;
  return (
    <OperatorLayout>
      <PageHeader
        eyebrow="Trip"
        title={trip.name}
        actions={
          <>
            <Badge>{tripStatusLabel(trip.status)}</Badge>
            <TripPreviewLink tripId={trip.id} operatorId={profile.id} />
          </>
        }
      />
      <TripTabs id={id} step={step} model="trip" />
      <div className="op-Step">
        {step === 'review-details' ? <TripDetailsStep trip={trip} /> : null}
        {step === 'configure-services' ? <TripServicesStep trip={trip} /> : null}
        {step === 'review-pricing' ? <TripPricingStep key={trip.status} trip={trip} /> : null}
      </div>
    </OperatorLayout>
  );
}

function RequestWorkspace({ id, step }: { id: string; step: OperatorTripStep }) {
  const query = useQuery({
    queryKey: tripKeys.request(id),
    queryFn: ({ signal }) => tripApi.requestReview(id, signal),
  });
  if (query.status === 'error') return <Failed error={query.error} />;
  if (!query.data) return <Loading label="Loading the trip request…" />;
  const request = query.data;
  return (
    <OperatorLayout>
      <PageHeader
        eyebrow="Trip request"
        title={request.itinerary.name}
        actions={<Badge>{tripRequestStatusLabel(request.status)}</Badge>}
      />
      <TripTabs id={id} step={step} model="tripRequest" />
      <div className="op-Step">
        {step === 'review-details' ? <TripRequestStep request={request} /> : null}
        {step === 'configure-services' ? (
          <p className="op-Note">Create the trip from this request to review and configure its services.</p>
        ) : null}
      </div>
    </OperatorLayout>
  );
}

/** The success step: no navigation, the title 'Done', that the trip was saved, and a way back to review details. */
function TripSuccess({ id }: { id: string }) {
  return (
    <OperatorLayout sidebar={false}>
      <div className="op-Success">
        <PageHeader title="Done" description="Your trip was saved and approved." />
        <Link href={operatorTripStepPath(id, 'review-details')} variant="button">
          Back to review details
        </Link>
      </div>
    </OperatorLayout>
  );
}
