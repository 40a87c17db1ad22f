// The host's free-of-charge transfers on their trip's workspace (GTF-014, GTF-015, RID-004): which FOC travelers have
// their arrival and departure booked, the way into the transfer flow while one is still missing a leg, and the rides
// the host booked (the same rides list as the traveler's, with the host's role: no prices, edit and cancel).
import {
  GROUND_TRANSFER_HOST_HIDDEN_MESSAGE,
  areHostGroundTransfersVisible,
  hostHasGroundTransferTravelerRole,
} from '@caravan/domain';
import { Alert, Card, Link, Spinner } from '@caravan/ui';
import { RidesList } from '../../traveler/itinerary/rides/RidesCard.js';
import { useTransferEntryContext } from '../../traveler/transfer/TransferEntryLink.js';
import { useProfile } from '../../shell/session.js';

export const FOC_TRANSFERS_TITLE = 'Free-of-charge transfers';
export const FOC_TRANSFERS_LINK = 'Book transfers for free-of-charge travelers';

const legState = (booked: boolean) => (booked ? 'booked' : 'not booked');

export function FocTransfersCard({ tripId }: { tripId: string }) {
  // Only the primary host books free transfers; a co-host's request would be refused (404), so none is made.
  const profile = useProfile();
  if (!hostHasGroundTransferTravelerRole(profile.role)) return null;
  return <FocTransfers tripId={tripId} />;
}

function FocTransfers({ tripId }: { tripId: string }) {
  // The flow's own query: booking in the flow refreshes this card.
  const { shown, context } = useTransferEntryContext(tripId);
  if (!shown || context.isError) return null;
  const data = context.data;
  if (!data) return <Spinner label="Loading your free transfers…" />;
  const foc = data.foc;
  if (!foc || foc.count === 0) return null;
  // GTF-015: hidden until the technical itinerary is approved (the reason the rule names for it).
  const approved = data.eligibility.reason !== 'admin-technical-itinerary-not-approved';
  if (!areHostGroundTransfersVisible({ isHostType: true }, approved))
    return (
      <Card title={FOC_TRANSFERS_TITLE} headingLevel={2}>
        <p>{GROUND_TRANSFER_HOST_HIDDEN_MESSAGE}</p>
      </Card>
    );
  return (
    <>
      <Card title={FOC_TRANSFERS_TITLE} headingLevel={2}>
        <ul aria-label="Free-of-charge travelers">
          {foc.travelers.map((t) => (
            <li key={t.id}>
              {`${t.firstName} ${t.lastName}`.trim() || 'Free-of-charge traveler'}: arrival {legState(t.arrival)},
              departure {legState(t.departure)}
            </li>
          ))}
        </ul>
        {data.eligibility.ok ? (
          <p>
            <Link variant="button" href={`/transfer/${encodeURIComponent(tripId)}`}>
              {FOC_TRANSFERS_LINK}
            </Link>
          </p>
        ) : data.eligibility.message ? (
          <Alert tone="info" title="Transfers cannot be booked">
            {data.eligibility.message}
          </Alert>
        ) : null}
      </Card>
      <RidesList tripId={tripId} role={data.travelerType} isHostType hasBooking={false} />
    </>
  );
}
