// /app/host/home (HOM-002, HOM-003): loads the host's trips, then lands on the dashboard or the progress welcome.
import { HOME_MESSAGES, homeLandingPath } from '@caravan/domain';
import { Alert, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { Redirect } from 'wouter';
import { hostApi, hostKeys } from './host.api.js';

export function HostHomeRedirect() {
  const trips = useQuery({ queryKey: hostKeys.homeTrips(), queryFn: ({ signal }) => hostApi.homeTripCount(signal) });
  if (trips.isSuccess) return <Redirect to={homeLandingPath(trips.data)} replace />;
  return (
    <>
      {/* A loading page still has its level-one heading (axe, and a screen reader's first stop). */}
      <h1 className="pt-visually-hidden">Home</h1>
      {trips.isError ? (
        <Alert tone="danger" title={HOME_MESSAGES.loadErrorTitle}>
          {HOME_MESSAGES.loadErrorDescription}
        </Alert>
      ) : (
        <Spinner label="Loading your trips" />
      )}
    </>
  );
}
