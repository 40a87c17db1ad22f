// A trip's review details (model=trip): its facts, the host-request summary, the technical itinerary (OPT-044…048),
// 'Download Manifest' for confirmed or closed trips (OPT-014) and the traveler terms page in a frame.
import {
  TRIP_MESSAGES,
  operatorTripStepPath,
  technicalItineraryAction,
  technicalItinerarySubmitMessage,
  tripStatusLabel,
} from '@caravan/domain';
import { Button, Card, Link } from '@caravan/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { notify } from '../../shell/notify.js';
import { HostRequestSummary } from './HostRequestSummary.js';
import { type OperatorTrip, manifestHref, travelerTermsHref, tripApi, tripKeys } from './trips.api.js';
import { OperatorCodeField } from './OperatorCodeField.js';

export function TripDetailsStep({ trip }: { trip: OperatorTrip }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: () => tripApi.submitTechnicalItinerary(trip.id),
    onSuccess: (saved) => {
      queryClient.setQueryData(tripKeys.one(trip.id), saved);
      notify({ title: technicalItinerarySubmitMessage(true), tone: 'success' });
    },
    onError: () => notify({ title: technicalItinerarySubmitMessage(false), tone: 'danger' }),
  });
  const technical = technicalItineraryAction({
    status: trip.status,
    operatorTechnicalItineraryApproved: trip.technicalItinerary.operatorApproved,
  });
  return (
    <div className="op-Form">
      <Card title="Trip details">
        <dl className="op-Summary">
          <div>
            <dt>Trip</dt>
            <dd>
              {trip.name} ({trip.shortId})
            </dd>
          </div>
          <div>
            <dt>Itinerary</dt>
            <dd>{trip.itinerary.name}</dd>
          </div>
          <OperatorCodeField model="trip" code={trip.itinerary.operatorCode} />
          <div>
            <dt>Dates</dt>
            <dd>{trip.endDate ? `${trip.startDate} to ${trip.endDate}` : trip.startDate}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{tripStatusLabel(trip.status)}</dd>
          </div>
        </dl>
      </Card>
      <HostRequestSummary sections={trip.summary} />
      <Link href={`/app/operator/trips/${trip.id}/rooming`} variant="standalone">
        Rooming list (read-only)
      </Link>
      {technical || trip.manifestAvailable ? (
        <div className="op-Actions">
          {technical?.kind === 'submit' ? (
            <Button
              onPress={() => submit.mutate()}
              isPending={submit.isPending}
              isDisabled={!trip.actions.submitTechnicalItinerary.allowed}
            >
              {TRIP_MESSAGES.submitTechnicalItinerary}
            </Button>
          ) : null}
          {technical?.kind === 'submitted' ? (
            <p className="op-Note">{TRIP_MESSAGES.technicalItinerarySubmitted}</p>
          ) : null}
          {trip.manifestAvailable ? (
            <a className="cv-Button" data-variant="secondary" href={manifestHref(trip.id)} download>
              {TRIP_MESSAGES.downloadManifest}
            </a>
          ) : null}
        </div>
      ) : null}
      <iframe className="op-Terms" title="Traveler terms" src={travelerTermsHref(trip.id)} />
      <div className="op-Actions">
        <Button onPress={() => navigate(operatorTripStepPath(trip.id, 'configure-services'))}>Next</Button>
      </div>
    </div>
  );
}
