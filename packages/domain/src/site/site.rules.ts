// Rules of the public site's information pages: the general cancellation policy and payment facts (from the same
// constants the booking rules use, so the pages and a trip's own policy agree), and the home's destinations.
import {
  DOWN_PAYMENT_PER_SPOT_MINOR,
  NEW_BOOKING_MAX_TRAVELERS,
} from '../booking-creation/booking-creation.constants.js';
import { LAST_REFUNDABLE_THRESHOLD_DAYS } from '../cancellation/cancellation.constants.js';
import { PAYMENT_REMINDER_DAYS_BEFORE_TRIP_START } from '../home/home.constants.js';
import { AFFIRM_COUNTRY_CODE } from '../payment/payment.constants.js';
import { formatDate } from '../shared/dates.js';
import { formatMinor } from '../shared/money.js';
import { CANCELLATION_POLICY_FIXED_POINTS } from '../trip-page/trip-page.constants.js';
import { tripSearchUrl } from '../trip-search/trip-search.codec.js';
import type { TripCard } from '../trip-search/trip-search.schema.js';

/** The cancellation policy every trip follows, before a trip's own dates are known (a trip page states its dates). */
export function generalCancellationPolicy(): string[] {
  const days = LAST_REFUNDABLE_THRESHOLD_DAYS;
  return [
    `Until ${days} days before departure, what you paid above the deposit is refunded if you cancel; cancellation fees may apply.`,
    `From ${days} days before departure, a confirmed booking is non-refundable.`,
    ...CANCELLATION_POLICY_FIXED_POINTS,
  ];
}

/** How paying for a trip works, in the words of the payments page. */
export function paymentFacts(): { title: string; text: string }[] {
  const deposit = formatMinor(DOWN_PAYMENT_PER_SPOT_MINOR, 'USD');
  const days = [...PAYMENT_REMINDER_DAYS_BEFORE_TRIP_START];
  const reminders = `${days.slice(0, -1).join(', ')} and ${days.at(-1)}`;
  return [
    {
      title: 'A deposit holds your spot',
      text: `You pay a deposit of ${deposit} per traveler when you book (or the whole price, when the trip costs less). You may also pay in full, or any amount above the deposit.`,
    },
    {
      title: 'The balance is due before departure',
      text: "Each trip page shows its payment schedule: the deposit now and the balance by the trip's bookings deadline. You can pay the balance in one go or in parts from your Traveler Portal.",
    },
    {
      title: 'We remind you before it is due',
      text: `While a balance is open, we email you ${reminders} days before the trip starts, so a due date never comes as a surprise.`,
    },
    {
      title: 'Pay over time',
      text: `Travelers in the ${AFFIRM_COUNTRY_CODE === 'US' ? 'United States' : AFFIRM_COUNTRY_CODE} can pay with Affirm at checkout and spread the cost in monthly instalments, subject to Affirm's approval.`,
    },
    {
      title: 'Booking for a group',
      text: `One booking holds up to ${NEW_BOOKING_MAX_TRAVELERS} travelers, each with their own email address; the deposit is per traveler.`,
    },
    {
      title: 'Refunds',
      text: 'A refund goes back to the card you paid with. The cancellation policy says what is refunded and until when.',
    },
  ];
}

/** One way to browse the home offers: its words and its search. */
export interface SiteBrowseLink {
  label: string;
  href: string;
}

/** The months the given trips depart in, soonest first, each with its search (`/trips?month=YYYY-MM`). */
export function tripDepartureMonths(cards: readonly Pick<TripCard, 'startDate'>[], max: number): SiteBrowseLink[] {
  const months = [...new Set(cards.map((c) => c.startDate.slice(0, 7)))].sort().slice(0, max);
  return months.map((month) => ({
    label: formatDate(`${month}-01`, 'MMMM yyyy'),
    href: tripSearchUrl({ month }),
  }));
}

/** One destination the home offers: a country, how many trips on sale go there, and its search. */
export interface SiteDestination {
  country: string;
  trips: number;
  href: string;
}

/** The countries of the given trips, most trips first (then by name), each with its search (`/trips?destination=`). */
export function tripDestinations(cards: readonly Pick<TripCard, 'country'>[], max: number): SiteDestination[] {
  const counts = new Map<string, number>();
  for (const card of cards) if (card.country) counts.set(card.country, (counts.get(card.country) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, max)
    .map(([country, trips]) => ({ country, trips, href: tripSearchUrl({ destination: country }) }));
}
