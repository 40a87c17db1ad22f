// /transfer/:tripId/:tab? — loads the flow's context; a spinner until user, trip and booking are in (GTF-010), the
// trips list when the trip does not load (GTF-009), the named reason when booking is not allowed (GTR-021).
import {
  GROUND_TRANSFER_BACK_LINKS,
  type GroundTransferTab,
  groundTransferTabSchema,
  isGroundTransferPageReady,
} from '@caravan/domain';
import { Alert, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, Redirect } from 'wouter';
import { queryKeys } from '../../api/queries.js';
import { useProfile } from '../../shell/session.js';
import { TRAVELER_BASE, tripPath } from '../routes.js';
import { transferApi } from './transfer-api.js';
import { TransferFlow } from './TransferFlow.js';
import './transfer.css';

/** The tab named by the route's last segment; undefined at the root or for an unknown name. */
const tabOf = (slug: string | undefined): GroundTransferTab | undefined => {
  const parsed = groundTransferTabSchema.safeParse(slug);
  return parsed.success ? parsed.data : undefined;
};

export function TransferPage({ tripId, tab }: { tripId: string; tab?: string | undefined }) {
  const user = useProfile();
  const context = useQuery({
    queryKey: [...queryKeys.me(), 'ground-transfer', tripId],
    queryFn: ({ signal }) => transferApi.context(tripId, signal),
    retry: false,
  });
  if (context.isError) return <Redirect to={TRAVELER_BASE} replace />;
  const data = context.data;
  if (!data || !isGroundTransferPageReady({ user, trip: data.trip, booking: data.booking }))
    return (
      <div className="tf-Page">
        <h1 className="pt-visually-hidden">Airport transfers</h1>
        <Spinner size="lg" label="Loading your transfers…" />
      </div>
    );
  const back = (
    <Link href={tripPath(tripId, 'trip-overview')} className="tf-Back">
      ← {GROUND_TRANSFER_BACK_LINKS.trip}
    </Link>
  );
  if (!data.eligibility.ok)
    return (
      <div className="tf-Page">
        {back}
        <h1>Airport transfers</h1>
        <Alert tone="warning" title="Transfers cannot be booked">
          <span data-reason={data.eligibility.reason ?? undefined}>{data.eligibility.message}</span>
        </Alert>
      </div>
    );
  return (
    <div className="tf-Page">
      {back}
      <h1>Airport transfers · {data.trip.name}</h1>
      <TransferFlow context={data} tab={tabOf(tab)} rawTab={tab} />
    </div>
  );
}
