// /become-a-host: what hosting on Caravan means and how to start, with the way to the host sign-up form (PLT-007).
import { HOSTS_EMAIL, SITE_PAGES } from '@caravan/domain';
import { Link } from '@caravan/ui';
import { signupUrlFor } from '../../auth/SignupRedirect.js';
import { InfoPage, InfoSection, InfoSteps } from './InfoPage.js';

const HOST_STEPS = [
  {
    title: '1. Apply',
    text: 'Tell us about yourself and the community you travel with. We answer every application.',
  },
  {
    title: '2. Choose a trip',
    text: 'Pick an itinerary from the catalogue, built and run by local operators, or request your own dates.',
  },
  {
    title: '3. Set your price and launch',
    text: 'Choose your price per traveler and see what you earn at every group size; then schedule your trip page’s launch.',
  },
  {
    title: '4. Fill your spots and travel',
    text: 'Share your trip page, survey your audience and email your list. Caravan takes the payments; you lead the trip.',
  },
] as const;

export function BecomeHostPage() {
  return (
    <InfoPage
      page={SITE_PAGES.becomeHost}
      lede="Lead a trip with the people who follow you: we and our operators take care of the logistics and the payments."
    >
      <InfoSteps label="Becoming a host, step by step" steps={HOST_STEPS} />
      <InfoSection title="What you get">
        <ul>
          <li>Itineraries ready to sell, with stays, transport and activities booked by a local operator.</li>
          <li>A public trip page with its gallery, itinerary, payment schedule and booking form.</li>
          <li>Tools to reach your audience: surveys, email campaigns and a shareable trip page.</li>
          <li>Your earnings shown for every group size before you launch, paid out after the trip.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Questions before you apply?">
        <p>
          Write to the hosts team at <Link href={`mailto:${HOSTS_EMAIL}`}>{HOSTS_EMAIL}</Link>.
        </p>
      </InfoSection>
      <div className="st-Actions">
        <Link href={signupUrlFor('')} variant="button">
          Apply to host
        </Link>
        <Link href="/login" variant="standalone">
          Already a host? Sign in
        </Link>
      </div>
    </InfoPage>
  );
}
