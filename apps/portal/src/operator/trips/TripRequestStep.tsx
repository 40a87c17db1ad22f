// A trip request's review details (model=tripRequest): the host-request summary and 'Create Trip', which runs the
// trip-request machine with the API as its actors (OPT-051: the itinerary is fetched first, then the trip is created),
// then goes to the new trip's review details (OPT-053), telling 'Trip request saved' and 'Trip saved' (OPT-058, OPT-059).
import {
  TRIP_MESSAGES,
  type TripRequestStatus,
  operatorTripReviewDetailsPath,
  tripRequestStatusLabel,
} from '@caravan/domain';
import {
  selectCanCreateTrip,
  selectIsCreatingTrip,
  selectNewTripId,
  selectTripCreateFailed,
  selectTripRequestError,
  tripRequestMachine,
} from '@caravan/machines';
import { Button, Card } from '@caravan/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useLocation } from 'wouter';
import { call } from '../../api/typed.js';
import { notify } from '../../shell/notify.js';
import { HostRequestSummary } from './HostRequestSummary.js';
import { type OperatorTripRequest, tripApi, tripKeys } from './trips.api.js';
import { OperatorCodeField } from './OperatorCodeField.js';

export function TripRequestStep({ request }: { request: OperatorTripRequest }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const actor = useActorRef(
    tripRequestMachine.provide({
      actors: {
        fetchItinerary: fromPromise(async ({ input }) => {
          const it = await call('get', '/api/me/itineraries/{id}', { params: { id: input.itineraryId } });
          return { id: it.id, name: it.name };
        }),
        createTripRecord: fromPromise(async () => ({ id: (await tripApi.createTrip(request.id)).tripId })),
      },
    }),
    {
      input: {
        status: request.status as TripRequestStatus,
        itineraryId: request.itinerary.id,
        tripId: request.tripId,
        tripRequest: { id: request.id, host: request.host.id, startDate: request.startDate },
      },
    },
  );
  const creating = useSelector(actor, selectIsCreatingTrip);
  const error = useSelector(actor, selectTripRequestError);
  const createdId = useSelector(actor, selectNewTripId);
  const failed = useSelector(actor, selectTripCreateFailed);
  const canCreate = useSelector(actor, selectCanCreateTrip);
  const create = () => {
    // A failed attempt leaves the request pending: back to it, then create again.
    if (failed) actor.send({ type: 'tripRequest.retry' });
    actor.send({ type: 'tripRequest.createTrip', actor: { group: 'operator', role: null } });
  };

  useEffect(() => {
    if (!createdId || createdId === request.tripId) return;
    // The request is saved (status created, OPT-058) and its trip with it (OPT-059).
    notify({ title: TRIP_MESSAGES.tripRequestSaved, tone: 'success' });
    notify({ title: TRIP_MESSAGES.tripSaved, tone: 'success' });
    void queryClient.invalidateQueries({ queryKey: tripKeys.all() });
    void queryClient.invalidateQueries({ queryKey: tripKeys.requests() });
    navigate(operatorTripReviewDetailsPath(createdId, 'trip'));
  }, [createdId, request.tripId, navigate, queryClient]);

  return (
    <div className="op-Form">
      <Card title="Trip request">
        <dl className="op-Summary">
          <div>
            <dt>Itinerary</dt>
            <dd>{request.itinerary.name}</dd>
          </div>
          <OperatorCodeField model="tripRequest" code={request.itinerary.operatorCode} />
          <div>
            <dt>Start date</dt>
            <dd>{request.startDate ?? 'Not chosen'}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{tripRequestStatusLabel(request.status as TripRequestStatus)}</dd>
          </div>
        </dl>
      </Card>
      <HostRequestSummary sections={request.summary} />
      {error ? (
        <p className="op-Error" role="alert">
          Error - {error}
        </p>
      ) : null}
      <div className="op-Actions">
        {request.tripId ? (
          <Button onPress={() => navigate(operatorTripReviewDetailsPath(request.tripId as string, 'trip'))}>
            Open the trip
          </Button>
        ) : (
          <Button onPress={create} isDisabled={!canCreate || !request.createTrip.allowed} isPending={creating}>
            Create Trip
          </Button>
        )}
      </div>
    </div>
  );
}
