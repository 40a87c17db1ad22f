// /transfer/:tripId/:tab? — loads the flow's context; a spinner until user, trip and booking are in (GTF-010), the
// trips list when the trip does not load (GTF-009), the named reason when booking is not allowed (GTR-021).
import {
  GROUND_TRANSFER_BACK_LINKS,
  GROUND_TRANSFER_HOST_HIDDEN_MESSAGE,
  GROUND_TRANSFER_READ_ONLY_MESSAGE,
  areHostGroundTransfersVisible,
  type GroundTransferTab,
  groundTransferTabSchema,
  isGroundTransferPageReady,
  isGroundTransferReadOnly,
} from '@caravan/domain';
import { Alert, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { queryKeys } from '../../api/queries.js';
import { useProfile } from '../../shell/session.js';
import { TRAVELER_BASE, manageBookingPath, tripPath } from '../routes.js';
import { hostTransfersPage, transferApi } from './transfer-api.js';
import { TransferFlow } from './TransferFlow.js';
import './transfer.css';

/** Where a host goes when the trip is not theirs to book for (the context answered 404). */
const HOST_BASE = '/app/host';

/** The tab named by the route's last segment; undefined at the root or for an unknown name. */
const tabOf = (slug: string | undefined): GroundTransferTab | undefined => {
  const parsed = groundTransferTabSchema.safeParse(slug);
  return parsed.success ? parsed.data : undefined;
};

/** The back link by where the flow was opened from (GTF-005): ?from=manage-booking, trip-overview, else the trip. */
function backLinkOf(tripId: string, from: string | null): { href: string; label: string } {
  if (from === 'manage-booking')
    return { href: manageBookingPath(tripId), label: GROUND_TRANSFER_BACK_LINKS['manage-booking'] };
  if (from === 'trip-overview')
    return { href: tripPath(tripId, 'trip-overview'), label: GROUND_TRANSFER_BACK_LINKS['trip-overview'] };
  return { href: tripPath(tripId, 'trip-overview'), label: GROUND_TRANSFER_BACK_LINKS.trip };
}

export function TransferPage({
  tripId,
  tab,
  tabPath,
}: {
  tripId: string;
  tab?: string | undefined;
  /** Where the tabs live; the flow's /transfer/{tripId}/… unless the Transfer product page gives its own (GTF-006). */
  tabPath?: (tripId: string, tab?: GroundTransferTab) => string;
}) {
  const user = useProfile();
  // The origin is read once: the flow's own tab routes carry no query, and the back link must outlive them.
  const search = useSearch();
  const [from] = useState(() => new URLSearchParams(search).get('from'));
  const backLink = backLinkOf(tripId, from);
  const context = useQuery({
    queryKey: [...queryKeys.me(), 'ground-transfer', tripId],
    queryFn: ({ signal }) => transferApi.context(tripId, signal),
    retry: false,
  });
  if (context.isError) return <Redirect to={user.group === 'host' ? HOST_BASE : TRAVELER_BASE} replace />;
  const data = context.data;
  // The trip's host books on no booking: the trip's FOC travelers stand in for it (GTF-014).
  if (!data || !isGroundTransferPageReady({ user, trip: data.trip, booking: data.booking ?? data.foc }))
    return (
      <div className="tf-Page">
        <h1 className="pt-visually-hidden">Airport transfers</h1>
        <Spinner size="lg" label="Loading your transfers…" />
      </div>
    );
  const back = (
    <Link href={data.isHostType ? hostTransfersPage(tripId) : backLink.href} className="tf-Back">
      ← {data.isHostType ? GROUND_TRANSFER_BACK_LINKS.trip : backLink.label}
    </Link>
  );
  // GTF-015: a host's free transfers stay hidden until the itinerary is approved (the reason the rule names for it).
  const itineraryApproved = data.eligibility.reason !== 'admin-technical-itinerary-not-approved';
  if (!areHostGroundTransfersVisible({ isHostType: data.isHostType }, itineraryApproved))
    return (
      <div className="tf-Page">
        {back}
        <h1>Airport transfers</h1>
        <Alert tone="info" title="Not open yet">
          {GROUND_TRANSFER_HOST_HIDDEN_MESSAGE}
        </Alert>
      </div>
    );
  // A co-host reads the flow (travel detail only) with the reason they cannot book shown above it (GTF-024, GTR-015).
  const readOnly = isGroundTransferReadOnly(data);
  if (!data.eligibility.ok && !readOnly)
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
      {readOnly ? (
        <Alert tone="info" title="Only the trip's host books">
          {GROUND_TRANSFER_READ_ONLY_MESSAGE}
        </Alert>
      ) : null}
      <TransferFlow context={data} tab={tabOf(tab)} rawTab={tab} {...(tabPath ? { tabPath } : {})} />
    </div>
  );
}
