// The information pages about Caravan itself: who we are, how trips are checked (trust and safety), how to reach us.
import {
  HOSTS_EMAIL,
  PRIVACY_EMAIL,
  SITE_PAGES,
  SUPPORT_REPLY_BUSINESS_DAYS,
  TRAVELER_EMERGENCY_PHONE,
  TRAVELER_SUPPORT_EMAIL,
} from '@caravan/domain';
import { Link } from '@caravan/ui';
import { InfoPage, InfoSection } from './InfoPage.js';

/** The emergency number as a phone link (digits and the plus sign only). */
const EMERGENCY_TEL = `tel:${TRAVELER_EMERGENCY_PHONE.replace(/[^\d+]/g, '')}`;

export function AboutPage() {
  return (
    <InfoPage
      page={SITE_PAGES.about}
      lede="Caravan is a marketplace for small-group trips: hosts design them, operators run them, travelers live them."
    >
      <InfoSection title="Why we built Caravan">
        <p>
          The best trips are the ones you take together. People want to travel with someone they trust, and hosts want
          to take their community somewhere without becoming a travel agency. Caravan joins the two: hosts choose proven
          itineraries, local operators run them, and we handle bookings, payments and the details in between.
        </p>
      </InfoSection>
      <InfoSection title="How we work">
        <ul>
          <li>Every itinerary is reviewed and approved by our team before a host can sell it.</li>
          <li>Every trip is priced by its operator, so the price you see covers the whole itinerary.</li>
          <li>Payments are held by Caravan, and the cancellation policy is the same on every trip.</li>
        </ul>
      </InfoSection>
      <div className="st-Actions">
        <Link href="/trips" variant="button">
          Browse trips
        </Link>
        <Link href={SITE_PAGES.becomeHost.path} variant="standalone">
          Become a host
        </Link>
      </div>
    </InfoPage>
  );
}

export function TrustPage() {
  return (
    <InfoPage
      page={SITE_PAGES.trust}
      lede="How trips on Caravan are checked before they are sold, and who is there for you while you travel."
    >
      <InfoSection title="Trips checked before they are sold">
        <ul>
          <li>Every itinerary is built by a local operator and approved by our team before a host can offer it.</li>
          <li>Each trip is priced and approved by its operator before its page goes live.</li>
          <li>Hosts are reviewed when they apply, and their public profile shows who they are.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Your money">
        <p>
          Payments are taken by Caravan, never in cash or by transfer to a host. If a trip is cancelled by its host or
          by Caravan, everything you paid is refunded in full: see the{' '}
          <Link href={SITE_PAGES.cancellation.path}>cancellation policy</Link>.
        </p>
      </InfoSection>
      <InfoSection title="While you travel">
        <p>
          Your host travels with the group and the operator’s team runs each day. In an emergency, call{' '}
          <Link href={EMERGENCY_TEL}>{TRAVELER_EMERGENCY_PHONE}</Link>, day or night. Add your emergency contact and any
          medical notes to your travel details before you go.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

export function ContactPage() {
  const days = SUPPORT_REPLY_BUSINESS_DAYS;
  return (
    <InfoPage
      page={SITE_PAGES.contact}
      lede={`Write to us: we answer within ${days} business ${days === 1 ? 'day' : 'days'}.`}
    >
      <dl className="st-Contacts">
        <div>
          <dt>Travelers and bookings</dt>
          <dd>
            <Link href={`mailto:${TRAVELER_SUPPORT_EMAIL}`}>{TRAVELER_SUPPORT_EMAIL}</Link>
          </dd>
        </div>
        <div>
          <dt>During a trip, in an emergency</dt>
          <dd>
            <Link href={EMERGENCY_TEL}>{TRAVELER_EMERGENCY_PHONE}</Link>
          </dd>
        </div>
        <div>
          <dt>Hosts and hosting</dt>
          <dd>
            <Link href={`mailto:${HOSTS_EMAIL}`}>{HOSTS_EMAIL}</Link>
          </dd>
        </div>
        <div>
          <dt>Privacy and your data</dt>
          <dd>
            <Link href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</Link>
          </dd>
        </div>
      </dl>
      <InfoSection title="Before you write">
        <p>
          Many answers are already in <Link href={SITE_PAGES.help.path}>Help and FAQ</Link>. If you have a booking,
          mention its order number so we find it at once.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
