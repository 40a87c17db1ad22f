// /app/host/home (HOM-002, HOM-003): the host-home machine loads the host's trips, then lands on the dashboard or the
// progress welcome; a failed load shows the spec's error with a retry.
import { HOME_MESSAGES } from '@caravan/domain';
import { hostHomeMachine, selectHostHomeDestination, selectHostHomeFailed } from '@caravan/machines';
import { Alert, Button, Spinner } from '@caravan/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { Redirect } from 'wouter';
import { fromPromise } from 'xstate';
import { hostApi, hostKeys } from './host.api.js';

export function HostHomeRedirect() {
  const queryClient = useQueryClient();
  // The count goes through the query cache, so the dashboard and a second visit share it.
  const home = useActorRef(
    hostHomeMachine.provide({
      actors: {
        loadHomeTripCount: fromPromise(() =>
          queryClient.fetchQuery({
            queryKey: hostKeys.homeTrips(),
            queryFn: ({ signal }) => hostApi.homeTripCount(signal),
          }),
        ),
      },
    }),
  );
  const destination = useSelector(home, selectHostHomeDestination);
  const failed = useSelector(home, selectHostHomeFailed);
  if (destination) return <Redirect to={destination} replace />;
  return (
    <>
      {/* A loading page still has its level-one heading (axe, and a screen reader's first stop). */}
      <h1 className="pt-visually-hidden">Home</h1>
      {failed ? (
        <Alert tone="danger" title={HOME_MESSAGES.loadErrorTitle}>
          {HOME_MESSAGES.loadErrorDescription}{' '}
          <Button variant="secondary" size="sm" onPress={() => home.send({ type: 'home.retry' })}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Spinner label="Loading your trips" />
      )}
    </>
  );
}
