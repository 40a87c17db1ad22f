// Pure rules of the public trip page (MKT-030, MKT-049): the payment schedule a visitor sees before booking, the
// cancellation policy with its dates, and the FAQ, all from the trip's facts so the page and the booking agree.
import { bookingsCloseOn, depositPerSpot } from '../booking-creation/booking-creation.rules.js';
import { NEW_BOOKING_MAX_TRAVELERS } from '../booking-creation/booking-creation.constants.js';
import { LAST_REFUNDABLE_THRESHOLD_DAYS } from '../cancellation/cancellation.constants.js';
import { addDays, type CalendarDate, compareDates } from '../shared/dates.js';
import { type CurrencyCode, formatMinor } from '../shared/money.js';
import { formatDate } from '../shared/dates.js';
import { CANCELLATION_POLICY_FIXED_POINTS } from './trip-page.constants.js';

/** The date format of the trip page's schedule and policy. */
const LONG_DATE = 'MMMM d, yyyy';

/** One line of a new booking's payment schedule, per traveler: paid when booking (dueOn null) or due by a date. */
export interface PaymentScheduleLine {
  kind: 'deposit' | 'balance';
  amount: number;
  dueOn: CalendarDate | null;
}

/** The trip facts the schedule reads. */
export interface SchedulableTrip {
  pricePerTraveler: number;
  startDate: CalendarDate;
  bookingsDeadline: number | null;
}

/**
 * MKT-030, MKT-049: what a traveler pays for one spot and when — the deposit on booking, then the balance by the
 * date a new booking's payment falls due (the bookings deadline, as the booking itself records it).
 */
export function newBookingPaymentSchedule(trip: SchedulableTrip): PaymentScheduleLine[] {
  const deposit = depositPerSpot(trip.pricePerTraveler);
  const balance = trip.pricePerTraveler - deposit;
  const lines: PaymentScheduleLine[] = [{ kind: 'deposit', amount: deposit, dueOn: null }];
  if (balance > 0) lines.push({ kind: 'balance', amount: balance, dueOn: bookingsCloseOn(trip) });
  return lines;
}

/** The date a new booking's balance is due (the schedule's balance line): the bookings deadline. */
export const newBookingBalanceDueOn = (trip: Pick<SchedulableTrip, 'startDate' | 'bookingsDeadline'>): CalendarDate =>
  bookingsCloseOn(trip);

/** The cancellation policy as the trip page states it. */
export interface TripCancellationPolicy {
  /** The last day a cancellation refunds what was paid above the deposit. */
  refundableUntil: CalendarDate;
  points: string[];
}

/**
 * MKT-030: the cancellation policy of a trip, from the refund rules of the traveler's cancel flow: above the deposit
 * refundable until LAST_REFUNDABLE_THRESHOLD_DAYS before the start, then non-refundable.
 */
export function tripCancellationPolicy(trip: { startDate: CalendarDate }, today: CalendarDate): TripCancellationPolicy {
  const refundableUntil = addDays(trip.startDate, -LAST_REFUNDABLE_THRESHOLD_DAYS);
  const until = formatDate(refundableUntil, LONG_DATE);
  const windowOpen = compareDates(today, refundableUntil) < 0;
  return {
    refundableUntil,
    points: [
      windowOpen
        ? `Until ${until} (${LAST_REFUNDABLE_THRESHOLD_DAYS} days before departure), what you paid above the deposit is refunded if you cancel; cancellation fees may apply.`
        : `Departure is less than ${LAST_REFUNDABLE_THRESHOLD_DAYS} days away: a confirmed booking is non-refundable.`,
      `From ${until} on, a confirmed booking is non-refundable.`,
      ...CANCELLATION_POLICY_FIXED_POINTS,
    ],
  };
}

/** One question of the trip page's FAQ. */
export interface TripFaqItem {
  question: string;
  answer: string;
}

/** The facts the FAQ answers from. */
export interface TripFaqFacts extends SchedulableTrip {
  currency: CurrencyCode;
  singleSupplementPrice: number;
  privateRoomsLeft: number;
  bookingAutoConfirmation: boolean;
}

/** MKT-030: the FAQ of a trip page, answered from its own facts (so it never contradicts the price box). */
export function tripPageFaq(trip: TripFaqFacts): TripFaqItem[] {
  const money = (minor: number) => formatMinor(minor, trip.currency);
  const [deposit, balance] = newBookingPaymentSchedule(trip);
  const closes = formatDate(bookingsCloseOn(trip), LONG_DATE);
  return [
    {
      question: 'How do I pay?',
      answer: balance?.dueOn
        ? `Pay a deposit of ${money(deposit?.amount ?? 0)} per traveler when you book, then the balance of ${money(balance.amount)} by ${formatDate(balance.dueOn, LONG_DATE)}. You may also pay in full, or any amount above the deposit, when you book.`
        : `The full price of ${money(trip.pricePerTraveler)} per traveler is paid when you book.`,
    },
    {
      question: 'Can I have a room to myself?',
      answer:
        trip.privateRoomsLeft > 0
          ? `Yes: a private room costs ${money(trip.singleSupplementPrice)} more per traveler, and ${trip.privateRoomsLeft} ${trip.privateRoomsLeft === 1 ? 'is' : 'are'} left. Choose it for each traveler in the booking form.`
          : 'All private rooms are taken; travelers share a double room.',
    },
    {
      question: 'Can I book for friends or family?',
      answer: `Yes: up to ${NEW_BOOKING_MAX_TRAVELERS} travelers in one booking, each with their own email address.`,
    },
    {
      question: 'When is my booking confirmed?',
      answer: trip.bookingAutoConfirmation
        ? 'At once: you receive a confirmation email as soon as the deposit is paid.'
        : 'The host confirms each booking; until then it is pending and its deposit is fully refundable.',
    },
    {
      question: 'Until when can I book?',
      answer: `Bookings close on ${closes}, or earlier if the trip sells out. A sold-out trip offers a waitlist.`,
    },
    {
      question: 'Do I need an account?',
      answer:
        'Booking creates your Caravan account with the first traveler’s email, where you follow payments, the itinerary and your travel details.',
    },
  ];
}
