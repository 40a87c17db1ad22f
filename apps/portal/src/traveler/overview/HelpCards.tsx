// The help cards of the Trip Overview (TRV-028, TRV-029, TRV-032): support contact and links out to contact support
// and the Terms, and the mobile app in the stores when the trip has it.
import {
  formatDate,
  TRAVELER_EMERGENCY_PHONE,
  TRAVELER_EXTERNAL_LINKS,
  TRAVELER_SUPPORT_EMAIL,
  telephoneHref,
} from '@caravan/domain';
import { Card, Link } from '@caravan/ui';
import { useTrip } from '../shell/TripContext.js';
import { ExternalLink } from './ExternalLink.js';

const LONG_DATE = 'MMMM d, yyyy';

/** The support contact: the e-mail and the emergency phone (TRV-029). */
function SupportContact() {
  return (
    <>
      Write to <Link href={`mailto:${TRAVELER_SUPPORT_EMAIL}`}>{TRAVELER_SUPPORT_EMAIL}</Link> or call{' '}
      <Link href={telephoneHref(TRAVELER_EMERGENCY_PHONE)}>{TRAVELER_EMERGENCY_PHONE}</Link>
    </>
  );
}

export function HelpCards() {
  const { trip } = useTrip();
  return (
    <>
      <Card title="Need help?" tone="sunken">
        <p>
          <SupportContact />.
        </p>
        <p className="tv-Muted">
          Changes to rooms and add-ons close on {formatDate(trip.bookingFinalDate, LONG_DATE)}.
        </p>
        <ul className="tv-LinkList">
          <li>
            <ExternalLink href={TRAVELER_EXTERNAL_LINKS.contactSupport}>Contact support</ExternalLink>
          </li>
          <li>
            <ExternalLink href={TRAVELER_EXTERNAL_LINKS.terms}>Terms</ExternalLink>
          </li>
        </ul>
      </Card>

      {/* The store links show for trips with the mobile app switched on (mobileAppEnabled): the app has nothing else. */}
      {trip.mobileAppEnabled ? (
        <Card title="Take your trip with you" tone="sunken">
          <p>Get the Caravan app for your itinerary, messages from your host and updates on the road.</p>
          <ul className="tv-LinkList">
            <li>
              <ExternalLink href={TRAVELER_EXTERNAL_LINKS.appStore}>Download on the App Store</ExternalLink>
            </li>
            <li>
              <ExternalLink href={TRAVELER_EXTERNAL_LINKS.googlePlay}>Get it on Google Play</ExternalLink>
            </li>
          </ul>
        </Card>
      ) : null}
    </>
  );
}
