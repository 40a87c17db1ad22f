// Rules of the public site's information pages: the general cancellation policy and payment facts (from the same
// constants the booking rules use, so the pages and a trip's own policy agree), and the home's destinations.
import {
  DOWN_PAYMENT_PER_SPOT_MINOR,
  NEW_BOOKING_MAX_TRAVELERS,
} from '../booking-creation/booking-creation.constants.js';
import { LAST_REFUNDABLE_THRESHOLD_DAYS } from '../cancellation/cancellation.constants.js';
import { PAYMENT_REMINDER_DAYS_BEFORE_TRIP_START } from '../home/home.constants.js';
import { AFFIRM_COUNTRY_CODE } from '../payment/payment.constants.js';
// Money from a module without dinero (issue 29).
import { formatMinor } from '../shared/money-format.js';
import { CANCELLATION_POLICY_FIXED_POINTS } from '../trip-page/trip-page.constants.js';

/** The words for Affirm's country: keyed by the code's own type, so a new code does not type-check without its name. */
const AFFIRM_COUNTRY_NAMES: Record<typeof AFFIRM_COUNTRY_CODE, string> = { US: 'United States' };

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
      text: `Travelers in the ${AFFIRM_COUNTRY_NAMES[AFFIRM_COUNTRY_CODE]} can pay with Affirm at checkout and spread the cost in monthly instalments, subject to Affirm's approval.`,
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

// The home's ways to browse: their own module, so the home does not load the policy's constants (issue 29).
export {
  type SiteBrowseLink,
  type SiteDestination,
  tripDepartureMonths,
  tripDestinations,
} from './site-browse.rules.js';
