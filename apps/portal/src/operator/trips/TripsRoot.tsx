// /app/operator/trips: straight to the first item of the group with the lowest priority number (review details,
// model=trip or tripRequest), or a note when the operator has no trips or requests yet.
import { operatorTripsRedirectPath } from '@caravan/domain';
import { Alert, PageHeader, Spinner } from '@caravan/ui';
import { Redirect } from 'wouter';
import { usePagedList } from '../../api/paged.js';
import { requestPage, tripPage } from './trip-rows.js';
import { tripKeys } from './trips.api.js';

export function TripsRoot() {
  const trips = usePagedList(tripKeys.all(), tripPage);
  const requests = usePagedList(tripKeys.requests(), requestPage);
  const failed = [trips.state, requests.state].find((s) => s.status === 'failed');
  if (failed?.status === 'failed')
    return (
      <>
        <h1 className="pt-visually-hidden">Trips</h1>
        <Alert tone="danger">{failed.message}</Alert>
      </>
    );
  if (trips.state.status !== 'ready' || requests.state.status !== 'ready')
    return (
      <>
        <h1 className="pt-visually-hidden">Trips</h1>
        <Spinner label="Loading your trips…" />
      </>
    );
  const target = operatorTripsRedirectPath([...(trips.state.data ?? []), ...(requests.state.data ?? [])]);
  if (target) return <Redirect to={target} replace />;
  return <PageHeader title="Trips" description="No trips or trip requests yet. Hosts' requests will appear here." />;
}
