// The visa card of the Trip Overview (TRV-030, TRV-031): for a confirmed booking on a trip that needs a visa, a link
// out to the visa application.
import { isVisaCardShown, travelerVisaApplicationUrl, tripNeedsVisa } from '@caravan/domain';
import { Card } from '@caravan/ui';
import { useTrip } from '../shell/TripContext.js';
import { ExternalLink } from './ExternalLink.js';

export function VisaCard() {
  const { trip } = useTrip();
  const status = trip.booking?.displayStatus;
  if (!status || !isVisaCardShown({ bookingStatus: status, tripNeedsVisa: tripNeedsVisa(trip) })) return null;
  return (
    <Card title="Visa">
      <p>
        Your booking is confirmed. Check whether your passport needs a visa for {trip.country} and apply online before
        you travel.
      </p>
      <ExternalLink href={travelerVisaApplicationUrl(trip)} variant="button">
        Apply for a visa
      </ExternalLink>
    </Card>
  );
}
