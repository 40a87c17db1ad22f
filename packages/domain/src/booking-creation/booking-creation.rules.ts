// Pure rules of the public trip page and of a new booking: the page path, whether and why a trip can be booked,
// the price of a new booking recomputed from the trip, the first payment, and a visit's channel (MKT-001..009).
import { CUSTOM_PAYMENT_MINIMUM_MINOR } from '../payment/payment.constants.js';
import { type CurrencyCode, formatMinor } from '../shared/money.js';
import type { PaymentOptionType } from '../payment/payment.schema.js';
import { addDays, type CalendarDate, calendarDateOf, compareDates } from '../shared/dates.js';
import type { TripStatus } from '../shared/statuses.js';
import { DEFAULT_BOOKINGS_DEADLINE_DAYS } from '../booking/booking.constants.js';
import {
  BOOKABLE_TRIP_STATUSES,
  CHANNEL_HOSTS,
  CHANNEL_UTM_SOURCES,
  DOWN_PAYMENT_PER_SPOT_MINOR,
  PUBLIC_TRIP_PAGE_STATUSES,
  PUBLIC_TRIP_PATH_PREFIX,
  TRIP_NOT_BOOKABLE_MESSAGES,
  type TripNotBookableReason,
  VISIT_CHANNELS,
  type VisitChannel,
} from './booking-creation.constants.js';

/** The public page path of a trip (MKT-001). */
export function publicTripPath(trip: { tripPath: string }): string {
  return `${PUBLIC_TRIP_PATH_PREFIX}${encodeURIComponent(trip.tripPath)}`;
}

/** The trip fields the page and booking rules read. */
export interface BookableTripLike {
  status: TripStatus;
  launchDate: Date | null;
  startDate: CalendarDate;
  /** Days before the start after which bookings close (null: the default). */
  bookingsDeadline: number | null;
  maximumSpots: number;
  spotsTaken: number;
}

/** MKT-001: whether a trip has a public page at all (else its path answers 404). */
export function isTripPagePublic(trip: Pick<BookableTripLike, 'status' | 'launchDate'>): boolean {
  return trip.launchDate !== null && PUBLIC_TRIP_PAGE_STATUSES.includes(trip.status);
}

/** The last calendar date a booking is taken: the start minus the bookings deadline. */
export function bookingsCloseOn(trip: Pick<BookableTripLike, 'startDate' | 'bookingsDeadline'>): CalendarDate {
  return addDays(trip.startDate, -(trip.bookingsDeadline ?? DEFAULT_BOOKINGS_DEADLINE_DAYS));
}

/** The spots still for sale. */
export const spotsRemaining = (trip: Pick<BookableTripLike, 'maximumSpots' | 'spotsTaken'>): number =>
  Math.max(trip.maximumSpots - trip.spotsTaken, 0);

/** Whether a trip can be booked now, and if not, why (MKT-003): open, waitlist (full), or closed with a reason. */
export type TripBookability =
  | { kind: 'open'; spotsRemaining: number }
  | { kind: 'waitlist'; reason: 'soldOut'; message: string }
  | { kind: 'closed'; reason: TripNotBookableReason; message: string };

const closed = (reason: TripNotBookableReason): TripBookability => ({
  kind: 'closed',
  reason,
  message: TRIP_NOT_BOOKABLE_MESSAGES[reason],
});

/**
 * MKT-001, MKT-003: a trip is bookable while live or ready to confirm, launched, and before its bookings deadline
 * (in UTC calendar days); a full one offers the waitlist. The API refuses and the page explains with this one rule.
 */
export function tripBookability(trip: BookableTripLike, now: Date): TripBookability {
  if (trip.status === 'cancelled') return closed('cancelled');
  if (trip.status === 'complete') return closed('complete');
  if (!trip.launchDate || trip.launchDate.getTime() > now.getTime()) return closed('notLaunched');
  if (!BOOKABLE_TRIP_STATUSES.includes(trip.status))
    return trip.status === 'host-approved' ? closed('notLaunched') : closed('closed');
  if (compareDates(calendarDateOf(now), bookingsCloseOn(trip)) > 0) return closed('pastDeadline');
  const remaining = spotsRemaining(trip);
  if (remaining <= 0) return { kind: 'waitlist', reason: 'soldOut', message: TRIP_NOT_BOOKABLE_MESSAGES.soldOut };
  return { kind: 'open', spotsRemaining: remaining };
}

/**
 * Whether a new booking of `travelers` finds its spots free as the trip was last read: the spot itself is taken by a
 * conditional update in the booking's transaction, but a trip already full refuses a visitor who did not ask for the
 * waitlist at once, before their password is hashed or their card charged (MKT-054).
 */
export function hasSpotsFor(bookability: TripBookability, travelers: number): boolean {
  return bookability.kind === 'open' && bookability.spotsRemaining >= travelers;
}

/** The trip prices a new booking is computed from, minor units of the trip's currency. */
interface NewBookingPricing {
  /** Per-traveler price (the first cost threshold's price). */
  pricePerTraveler: number;
  singleSupplementPrice: number;
}

/** What a new booking costs and what its first payment may be; every amount is recomputed on the server. */
export interface NewBookingQuote {
  travelers: number;
  privateRooms: number;
  travelAmount: number;
  singleSupplementTotal: number;
  total: number;
  /** The down payment: $500.00 per spot, at most the per-traveler price (DECIDE in the constants). */
  deposit: number;
  /** The least a custom first payment may be: the deposit. */
  customMinimum: number;
}

/** The down payment per spot: the constant, at most the per-traveler price. */
export const depositPerSpot = (pricePerTraveler: number): number =>
  Math.min(DOWN_PAYMENT_PER_SPOT_MINOR, pricePerTraveler);

/** MKT-005: the price of a new booking of `travelers` spots with `privateRooms` single supplements. */
export function quoteNewBooking(
  pricing: NewBookingPricing,
  choice: { travelers: number; privateRooms: number },
): NewBookingQuote {
  const travelAmount = pricing.pricePerTraveler * choice.travelers;
  const singleSupplementTotal = pricing.singleSupplementPrice * choice.privateRooms;
  const total = travelAmount + singleSupplementTotal;
  const deposit = Math.min(depositPerSpot(pricing.pricePerTraveler) * choice.travelers, total);
  return {
    travelers: choice.travelers,
    privateRooms: choice.privateRooms,
    travelAmount,
    singleSupplementTotal,
    total,
    deposit,
    customMinimum: deposit,
  };
}

/**
 * MKT-005 (PAY-006, PAY-007): the first payment of a new booking: 'minimum' is the deposit, 'full' the total, 'custom'
 * an amount from the deposit to the total. Answers the amount or the field error the form shows.
 */
export function firstPaymentAmount(
  quote: Pick<NewBookingQuote, 'deposit' | 'total'>,
  option: PaymentOptionType,
  customAmount?: number,
  currency: CurrencyCode = 'USD',
): { ok: true; amount: number } | { ok: false; error: string } {
  if (option === 'full') return { ok: true, amount: quote.total };
  if (option === 'minimum') return { ok: true, amount: quote.deposit };
  const amount = customAmount ?? 0;
  // A custom first payment secures the spots, so it is at least the deposit (and never below the usual minimum).
  const minimum = Math.min(Math.max(quote.deposit, CUSTOM_PAYMENT_MINIMUM_MINOR), quote.total);
  if (!Number.isInteger(amount) || amount < minimum)
    return { ok: false, error: `Minimum payment is ${formatMinor(minimum, currency)}` };
  if (amount > quote.total) return { ok: false, error: `Maximum payment is ${formatMinor(quote.total, currency)}` };
  return { ok: true, amount };
}

/** The host name of an absolute http(s) URL, lower case without 'www.', or null. */
const hostOf = (url: string | null | undefined): string | null => {
  const match = url ? /^https?:\/\/(?:[^@/?#]*@)?([^/:?#]+)/i.exec(url.trim()) : null;
  return match?.[1] ? match[1].toLowerCase().replace(/^www\./, '') : null;
};
const matchesHost = (host: string, names: readonly string[]) => names.some((n) => host === n || host.endsWith(`.${n}`));

/**
 * A public page visit's channel (DECIDE in VISIT_CHANNELS): utm_source names it first, then utm_medium=email,
 * then the referrer's host (a social network, a search engine, or another site); our own host or none is direct.
 */
export function visitChannelOf(input: {
  utmSource?: string | null | undefined;
  utmMedium?: string | null | undefined;
  referrer?: string | null | undefined;
  ownHost?: string | null | undefined;
}): VisitChannel {
  // An absent source reads as '', which no channel spells.
  const source = input.utmSource?.trim().toLowerCase() ?? '';
  for (const channel of VISIT_CHANNELS) if (CHANNEL_UTM_SOURCES[channel]?.includes(source)) return channel;
  if (input.utmMedium?.trim().toLowerCase() === 'email') return 'email';
  const host = hostOf(input.referrer);
  if (host) {
    for (const channel of VISIT_CHANNELS) {
      const names = CHANNEL_HOSTS[channel];
      if (names && matchesHost(host, names)) return channel;
    }
    const own = input.ownHost
      ?.toLowerCase()
      .replace(/^www\./, '')
      .split(':')[0];
    // A referrer's host is never empty, so an absent or empty own host matches nothing.
    if (host === own) return 'direct';
    return 'referral';
  }
  return source ? 'referral' : 'direct';
}
