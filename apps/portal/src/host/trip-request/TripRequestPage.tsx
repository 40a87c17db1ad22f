// /app/host/itineraries/{id}/request (CAT-005, CAT-012): the itinerary and its availability, then the one state the
// page shows: the blocked-request card for a locked tier, the failed availability, no dates, or the request form.
import {
  showsSurveyYourAudiencePanel,
  showsTripRequestProfileCompletionCard,
  tripRequestHasNoDates,
} from '@caravan/domain';
import { Alert, Link, PageHeader, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { loadStateOf } from '../../api/queries.js';
import { catalogueApi, catalogueKeys } from '../catalogue/catalogue.api.js';
import { TripRequestForm } from './TripRequestForm.js';
import {
  AvailabilityFailed,
  BlockedRequestCard,
  FinishProfileCard,
  NoDates,
  SurveyYourAudiencePanel,
} from './TripRequestStates.js';
import { AvailabilityError, tripRequestApi, tripRequestKeys } from './trip-request.api.js';
import './trip-request.css';

function Loading() {
  return (
    <>
      <h1 className="pt-visually-hidden">Reserve This Trip</h1>
      <Spinner label="Loading the trip request" />
    </>
  );
}

export function TripRequestPage({ id }: { id: string }) {
  const descriptionQuery = useQuery({
    queryKey: catalogueKeys.description(id),
    queryFn: ({ signal }) => catalogueApi.description(id, signal),
  });
  const description = loadStateOf(descriptionQuery);
  const requestable = description.status === 'ready' && !description.data.itinerary.locked;
  const availabilityQuery = useQuery({
    queryKey: tripRequestKeys.availability(id),
    queryFn: ({ signal }) => tripRequestApi.availability(id, signal),
    enabled: requestable,
    retry: false,
  });
  if (description.status === 'loading') return <Loading />;
  if (description.status === 'failed')
    return (
      <>
        <PageHeader title="Something went wrong" />
        <Alert tone="danger">{description.message}</Alert>
        <Link href="/app/host/itineraries">Explore itineraries</Link>
      </>
    );
  const { itinerary, host } = description.data;
  const side = showsSurveyYourAudiencePanel(host.level) ? <SurveyYourAudiencePanel /> : null;
  if (itinerary.locked)
    return (
      <div className="tr-Blocked-page">
        <BlockedRequestCard tier={itinerary.tier} />
        {side}
      </div>
    );
  if (availabilityQuery.isError) {
    const error = availabilityQuery.error;
    return <AvailabilityFailed kind={error instanceof AvailabilityError ? error.kind : 'generic'} />;
  }
  if (!availabilityQuery.data) return <Loading />;
  if (tripRequestHasNoDates(availabilityQuery.data)) return <NoDates />;
  return (
    <>
      {showsTripRequestProfileCompletionCard() ? <FinishProfileCard publicProfileComplete={false} /> : null}
      <TripRequestForm itinerary={itinerary} availability={availabilityQuery.data} />
      {side}
    </>
  );
}
