// /app/operator/itineraries: straight to the first itinerary (RTE-017), or the Welcome message when none (RTE-018).
import { OPERATOR_ITINERARY_GROUPS, type OperatorItineraryGroupKey, operatorItineraryPath } from '@caravan/domain';
import { Alert, Link, PageHeader, Spinner } from '@caravan/ui';
import { useQueries } from '@tanstack/react-query';
import { Redirect } from 'wouter';
import { itineraryApi, itineraryKeys } from './itineraries.api.js';
import { type FirstOfGroups, itinerariesRootTarget } from './itineraries-root.js';

export function ItinerariesRoot() {
  const groups = useQueries({
    queries: OPERATOR_ITINERARY_GROUPS.map((g) => ({
      queryKey: [...itineraryKeys.group(g.key), 'first'],
      queryFn: ({ signal }: { signal: AbortSignal }) => itineraryApi.group(g.key, undefined, signal, 1),
    })),
  });
  const failed = groups.find((q) => q.status === 'error');
  if (failed)
    return <Alert tone="danger">{failed.error?.message ?? 'There was an error processing your request'}</Alert>;
  const first: FirstOfGroups = {};
  OPERATOR_ITINERARY_GROUPS.forEach((g, i) => {
    const data = groups[i]?.data;
    if (data) first[g.key as OperatorItineraryGroupKey] = data.items[0] ?? null;
  });
  const target = itinerariesRootTarget(first);
  if (target.kind === 'redirect') return <Redirect to={target.to} replace />;
  if (target.kind === 'loading')
    return (
      <>
        <h1 className="pt-visually-hidden">Itineraries</h1>
        <Spinner label="Loading your itineraries…" />
      </>
    );
  return (
    <div className="op-Welcome">
      <PageHeader
        title="Welcome"
        description="You have no itineraries yet. Build your first one: its details, its day-by-day services and its pricing."
      />
      <Link href={operatorItineraryPath(null)} variant="button">
        Add new itinerary
      </Link>
    </div>
  );
}
