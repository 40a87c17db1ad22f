// The information pages for travelers: how Caravan works, deposits and payments, and help with the usual questions.
// Every figure comes from the domain rule the booking itself follows.
import {
  NEW_BOOKING_MAX_TRAVELERS,
  SITE_PAGES,
  TRAVELER_SUPPORT_EMAIL,
  generalCancellationPolicy,
  paymentFacts,
} from '@caravan/domain';
import { Link } from '@caravan/ui';
import { InfoPage, InfoSection, InfoSteps } from './InfoPage.js';

const TRAVELER_STEPS = [
  {
    title: '1. Find your trip',
    text: 'Browse trips by destination, dates, price and length. Each trip is led by a host and run by a local operator.',
  },
  {
    title: '2. Read the trip page',
    text: 'See the day-by-day itinerary, what is included, the host, the payment schedule and the cancellation policy.',
  },
  {
    title: '3. Book with a deposit',
    text: `Choose your package and rooms for up to ${NEW_BOOKING_MAX_TRAVELERS} travelers and pay the deposit. Your Caravan account is created as you book.`,
  },
  {
    title: '4. Get ready and go',
    text: 'Pay the balance before departure, fill in your travel details and follow the itinerary in your Traveler Portal.',
  },
] as const;

export function HowItWorksPage() {
  return (
    <InfoPage
      page={SITE_PAGES.howItWorks}
      lede="Caravan brings small groups together on trips designed by hosts and run by local operators."
    >
      <InfoSteps label="Booking a trip, step by step" steps={TRAVELER_STEPS} />
      <InfoSection title="Who does what">
        <ul>
          <li>
            <strong>Hosts</strong> choose a trip, set its dates and price, and travel with the group.
          </li>
          <li>
            <strong>Operators</strong> are local travel companies: they run the itinerary, the stays and the transport.
          </li>
          <li>
            <strong>Caravan</strong> takes the payments, keeps your booking and sends reminders before anything is due.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Full trips and waitlists">
        <p>
          When a trip is full you can join its waitlist from the trip page. If a spot frees up, the first traveler on
          the waitlist is offered it by email.
        </p>
      </InfoSection>
      <div className="st-Actions">
        <Link href="/trips" variant="button">
          Browse trips
        </Link>
        <Link href={SITE_PAGES.payments.path} variant="standalone">
          How payments work
        </Link>
      </div>
    </InfoPage>
  );
}

export function PaymentsPage() {
  return (
    <InfoPage
      page={SITE_PAGES.payments}
      lede="Book with a deposit and pay the rest before you travel. Every trip page shows its own schedule."
    >
      <InfoSteps label="How paying for a trip works" steps={paymentFacts()} />
      <InfoSection title="If you need to cancel">
        <p>
          What is refunded depends on how close to departure you cancel: read the{' '}
          <Link href={SITE_PAGES.cancellation.path}>cancellation policy</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

const QUESTIONS = [
  {
    question: 'Do I need an account to book?',
    answer:
      'No account is needed to browse. Booking creates your Caravan account with the first traveler’s email; you then sign in to follow payments, the itinerary and your travel details.',
  },
  {
    question: 'Can I book for friends or family?',
    answer: `Yes: one booking holds up to ${NEW_BOOKING_MAX_TRAVELERS} travelers, each with their own email address. For a larger group, write to the host before booking.`,
  },
  {
    question: 'When is my booking confirmed?',
    answer:
      'Some trips confirm bookings at once; on others the host confirms each booking. The trip page says which, and you get an email either way.',
  },
  {
    question: 'Can I change my booking?',
    answer:
      'Sign in and open your trip in the Traveler Portal: you can add extras, change your room and update your travel details until the bookings deadline.',
  },
  {
    question: 'What happens if I cancel?',
    answer: generalCancellationPolicy().slice(0, 2).join(' '),
  },
  {
    question: 'What happens if the trip is cancelled?',
    answer: 'If the host or Caravan cancels a trip, everything you paid is refunded in full.',
  },
  {
    question: 'Do I need travel insurance?',
    answer:
      'We recommend it for every trip. You can add it to your booking in the Traveler Portal or bring your own policy.',
  },
] as const;

export function HelpPage() {
  return (
    <InfoPage page={SITE_PAGES.help} lede="Answers to what travelers ask us most.">
      <div className="st-Faq">
        {QUESTIONS.map((q) => (
          <details key={q.question}>
            <summary>{q.question}</summary>
            <p>{q.answer}</p>
          </details>
        ))}
      </div>
      <InfoSection title="Still need help?">
        <p>
          Write to <Link href={`mailto:${TRAVELER_SUPPORT_EMAIL}`}>{TRAVELER_SUPPORT_EMAIL}</Link> or see the other ways
          to <Link href={SITE_PAGES.contact.path}>contact us</Link>. Forgot your password?{' '}
          <Link href="/forgot-password">Reset it here</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
