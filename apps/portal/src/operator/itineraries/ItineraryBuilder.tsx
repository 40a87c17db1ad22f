// /app/operator/itineraries/{id|new}/{step}: loads the operator's itinerary (another operator's is not found: the API
// answers 404), frames it with the sidebar and tabs, and shows the step. Success hides the navigation (RTE-021).
import {
  type OperatorItineraryStep,
  isOperatorItineraryStepDisabled,
  operatorItineraryPath,
  operatorItineraryStatusLabel,
} from '@caravan/domain';
import { Alert, Badge, Link, PageHeader, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { Redirect } from 'wouter';
import { ApiError } from '../../api/index.js';
import { NotFoundPage } from '../../shell/NotFoundPage.js';
import { OperatorLayout } from '../OperatorLayout.js';
import { ReviewDetailsTab } from '../review-details/ReviewDetailsTab.js';
import { BuilderTabs } from './BuilderTabs.js';
import { type OperatorItinerary, itineraryApi, itineraryKeys } from './itineraries.api.js';
import { PricingStep } from './PricingStep.js';
import { ServicesStep } from './ServicesStep.js';

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

export function ItineraryBuilder({ itineraryId, step }: { itineraryId: string | null; step: OperatorItineraryStep }) {
  const query = useQuery({
    queryKey: itineraryKeys.one(itineraryId ?? 'new'),
    queryFn: ({ signal }) => itineraryApi.get(itineraryId as string, signal),
    enabled: itineraryId !== null,
  });
  if (isOperatorItineraryStepDisabled(step, itineraryId))
    return <Redirect to={operatorItineraryPath(itineraryId, 'review-details')} replace />;
  if (itineraryId !== null && query.status === 'error') {
    return (
      <OperatorLayout>
        {isNotFound(query.error) ? (
          <NotFoundPage inApp />
        ) : (
          <Alert tone="danger">{query.error.message || 'There was an error processing your request'}</Alert>
        )}
      </OperatorLayout>
    );
  }
  if (itineraryId !== null && !query.data)
    return (
      <OperatorLayout>
        <h1 className="pt-visually-hidden">Itinerary</h1>
        <Spinner label="Loading the itinerary…" />
      </OperatorLayout>
    );
  const itinerary = itineraryId === null ? null : (query.data as OperatorItinerary);
  if (step === 'success') return <SuccessStep itineraryId={itineraryId} />;
  return (
    <OperatorLayout>
      <PageHeader
        eyebrow="Itinerary"
        title={itinerary?.name || 'New itinerary'}
        actions={itinerary ? <Badge>{operatorItineraryStatusLabel(itinerary.status)}</Badge> : null}
      />
      <BuilderTabs itineraryId={itineraryId} step={step} />
      <div className="op-Step">
        {step === 'review-details' ? <ReviewDetailsTab itinerary={itinerary} /> : null}
        {step === 'configure-services' ? <ServicesStep itinerary={itinerary} /> : null}
        {step === 'review-pricing' && itinerary ? <PricingStep itinerary={itinerary} /> : null}
      </div>
    </OperatorLayout>
  );
}

/** RTE-021: no navigation, the title 'Done' and a way back to review-details. */
function SuccessStep({ itineraryId }: { itineraryId: string | null }) {
  return (
    <OperatorLayout sidebar={false}>
      <div className="op-Success">
        <PageHeader title="Done" description="Your itinerary was submitted for approval." />
        <Link href={operatorItineraryPath(itineraryId, 'review-details')} variant="button">
          Back to review details
        </Link>
      </div>
    </OperatorLayout>
  );
}
