// The public site's policies: terms of service (with the booking terms every booking form asks to accept), the
// privacy policy, and the cancellation policy every trip follows: the domain's own words, the trip page's same truth.
import {
  BOOKING_TERMS_POINTS,
  PRIVACY_EMAIL,
  SITE_PAGES,
  TRAVELER_SUPPORT_EMAIL,
  generalCancellationPolicy,
} from '@caravan/domain';
import { Link } from '@caravan/ui';
import { InfoPage, InfoSection } from './InfoPage.js';

export function TermsPage() {
  return (
    <InfoPage
      page={SITE_PAGES.terms}
      lede="The rules of using Caravan and of booking a trip on it. Each trip page repeats the booking terms you accept."
    >
      <InfoSection title="Using Caravan">
        <ul>
          <li>Caravan is a marketplace: hosts sell trips that local operators run; Caravan takes the payments.</li>
          <li>
            You keep your account details accurate and your password to yourself; you are responsible for your account.
          </li>
          <li>
            Trip pages, photos and texts belong to their hosts, operators or Caravan; do not copy them for other uses.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Booking terms">
        <ol>
          {BOOKING_TERMS_POINTS.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ol>
      </InfoSection>
      <InfoSection title="Cancellations and refunds">
        <p>
          Cancelling a booking follows the <Link href={SITE_PAGES.cancellation.path}>cancellation policy</Link>.
        </p>
      </InfoSection>
      <InfoSection title="Questions">
        <p>
          Write to <Link href={`mailto:${TRAVELER_SUPPORT_EMAIL}`}>{TRAVELER_SUPPORT_EMAIL}</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

export function PrivacyPage() {
  return (
    <InfoPage page={SITE_PAGES.privacy} lede="What we know about you, why, and what you can ask of us.">
      <InfoSection title="What we collect">
        <ul>
          <li>Your account: name, email address and password (stored only as a secure hash).</li>
          <li>
            Your bookings: each traveler’s name, email, country, and the travel details you give for the trip (flights,
            passport, emergency contact, dietary and medical notes).
          </li>
          <li>Payments: the amounts and dates. Card numbers go to our payment provider; we never store them.</li>
          <li>Which pages of Caravan are visited, to keep the site working and improve it.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Who sees it">
        <p>
          Your trip’s host and its operator see what they need to run the trip: travelers’ names, rooms and travel
          details. We do not sell your data, and we share it with no one else except the providers that carry out a
          service you asked for (payments, insurance, transfers, email).
        </p>
      </InfoSection>
      <InfoSection title="Your rights">
        <p>
          You can see and correct your details in your account at any time, and ask us to export or delete them by
          writing to <Link href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</Link>. We keep booking and payment records
          as long as the law requires.
        </p>
      </InfoSection>
      <InfoSection title="Cookies">
        <p>We use one cookie to keep you signed in. We use no advertising cookies.</p>
      </InfoSection>
    </InfoPage>
  );
}

export function CancellationPolicyPage() {
  return (
    <InfoPage
      page={SITE_PAGES.cancellation}
      lede="The same policy applies to every trip; each trip page shows it with that trip’s own dates."
    >
      <InfoSection title="If you cancel">
        <ul>
          {generalCancellationPolicy().map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection title="How to cancel">
        <p>
          Sign in, open your trip in the Traveler Portal and choose Cancel booking: you see the refund before you
          confirm. If a balance is still due, you can pay it or go on and cancel.
        </p>
      </InfoSection>
      <InfoSection title="More about payments">
        <p>
          See <Link href={SITE_PAGES.payments.path}>deposits and payments</Link> for when each payment is due.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
