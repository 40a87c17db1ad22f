// Tests of the public trip page and new booking rules: bookability and its reasons, the quote, the first payment, channels.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOWN_PAYMENT_PER_SPOT_MINOR, TRIP_NOT_BOOKABLE_MESSAGES } from './booking-creation.constants.js';
import {
  type BookableTripLike,
  firstPaymentAmount,
  isTripPagePublic,
  publicTripPath,
  quoteNewBooking,
  tripBookability,
  visitChannelOf,
} from './booking-creation.rules.js';

const NOW = new Date('2026-11-21T12:00:00Z');
const live: BookableTripLike = {
  status: 'live',
  launchDate: new Date('2026-10-01T15:00:00Z'),
  startDate: '2027-05-10',
  bookingsDeadline: null,
  maximumSpots: 12,
  spotsTaken: 5,
};

describe('public trip page', () => {
  it('[MKT-001] lives at /trips/{tripPath}, public once launched (scheduled or past) and host-approved or later', () => {
    expect(publicTripPath({ tripPath: 'crv-1005' })).toBe('/trips/crv-1005');
    expect(isTripPagePublic(live)).toBe(true);
    expect(isTripPagePublic({ ...live, launchDate: null })).toBe(false);
    expect(isTripPagePublic({ ...live, status: 'pricing-approved' })).toBe(false);
    expect(isTripPagePublic({ ...live, status: 'cancelled' })).toBe(true);
  });

  it('[MKT-001] a live, launched trip with spots left before its deadline is open for booking', () => {
    expect(tripBookability(live, NOW)).toEqual({ kind: 'open', spotsRemaining: 7 });
    expect(tripBookability({ ...live, status: 'ready-to-confirm' }, NOW).kind).toBe('open');
  });

  it('[MKT-003] says why a trip cannot be booked: not launched, sold out (waitlist), cancelled, complete, past deadline', () => {
    const reason = (t: Partial<BookableTripLike>) => {
      const b = tripBookability({ ...live, ...t }, NOW);
      return b.kind === 'open' ? 'open' : `${b.kind}:${b.reason}:${b.message}`;
    };
    expect(reason({ launchDate: new Date('2026-12-01T00:00:00Z') })).toBe(
      `closed:notLaunched:${TRIP_NOT_BOOKABLE_MESSAGES.notLaunched}`,
    );
    expect(reason({ status: 'host-approved' })).toBe(`closed:notLaunched:${TRIP_NOT_BOOKABLE_MESSAGES.notLaunched}`);
    expect(reason({ spotsTaken: 12 })).toBe(`waitlist:soldOut:${TRIP_NOT_BOOKABLE_MESSAGES.soldOut}`);
    expect(reason({ status: 'cancelled' })).toBe(`closed:cancelled:${TRIP_NOT_BOOKABLE_MESSAGES.cancelled}`);
    expect(reason({ status: 'complete' })).toBe(`closed:complete:${TRIP_NOT_BOOKABLE_MESSAGES.complete}`);
    expect(reason({ status: 'confirmed' })).toBe(`closed:closed:${TRIP_NOT_BOOKABLE_MESSAGES.closed}`);
    // Start 2027-01-10 with the default 90-day deadline: bookings closed on 2026-10-12.
    expect(reason({ startDate: '2027-01-10' })).toBe(`closed:pastDeadline:${TRIP_NOT_BOOKABLE_MESSAGES.pastDeadline}`);
    expect(reason({ startDate: '2027-01-10', bookingsDeadline: 30 })).toBe('open');
  });

  it('[MKT-003] the last day before the deadline is still open, the day after is not', () => {
    const trip = { ...live, startDate: '2027-02-19', bookingsDeadline: 90 }; // closes on 2026-11-21
    expect(tripBookability(trip, NOW).kind).toBe('open');
    expect(tripBookability(trip, new Date('2026-11-22T00:00:00Z')).kind).toBe('closed');
  });
});

describe('new booking price and first payment', () => {
  const pricing = { pricePerTraveler: 465_000, singleSupplementPrice: 45_000 };

  it('[MKT-005] two travelers with one private room: twice the price plus one supplement; deposit $500 per spot', () => {
    expect(quoteNewBooking(pricing, { travelers: 2, privateRooms: 1 })).toEqual({
      travelers: 2,
      privateRooms: 1,
      travelAmount: 930_000,
      singleSupplementTotal: 45_000,
      total: 975_000,
      deposit: 2 * DOWN_PAYMENT_PER_SPOT_MINOR,
      customMinimum: 100_000,
    });
  });

  it('[MKT-005] the first payment: minimum is the deposit, full the total, custom between them', () => {
    const q = quoteNewBooking(pricing, { travelers: 2, privateRooms: 1 });
    expect(firstPaymentAmount(q, 'minimum')).toEqual({ ok: true, amount: 100_000 });
    expect(firstPaymentAmount(q, 'full')).toEqual({ ok: true, amount: 975_000 });
    expect(firstPaymentAmount(q, 'custom', 300_000)).toEqual({ ok: true, amount: 300_000 });
    expect(firstPaymentAmount(q, 'custom', 99_999)).toEqual({ ok: false, error: 'Minimum payment is $1,000.00' });
    expect(firstPaymentAmount(q, 'custom', 975_001)).toEqual({ ok: false, error: 'Maximum payment is $9,750.00' });
  });

  it('[MKT-005] property: total = travel + supplements, deposit never above the total, every option within [deposit, total]', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        (price, supplement, travelers, privateRooms) => {
          const q = quoteNewBooking(
            { pricePerTraveler: price, singleSupplementPrice: supplement },
            { travelers, privateRooms },
          );
          expect(q.total).toBe(price * travelers + supplement * privateRooms);
          expect(q.deposit).toBeLessThanOrEqual(q.total);
          for (const option of ['minimum', 'full'] as const) {
            const r = firstPaymentAmount(q, option);
            expect(r.ok && r.amount >= q.deposit && r.amount <= q.total).toBe(true);
          }
        },
      ),
    );
  });
});

describe('visit channel', () => {
  it('[MKT-001] utm_source first, then e-mail medium, then the referrer host; nothing is direct', () => {
    expect(visitChannelOf({ utmSource: 'Instagram' })).toBe('instagram');
    expect(visitChannelOf({ utmSource: 'ig', referrer: 'https://www.google.com/' })).toBe('instagram');
    expect(visitChannelOf({ utmSource: 'spring-promo', utmMedium: 'email' })).toBe('email');
    expect(visitChannelOf({ referrer: 'https://l.facebook.com/l.php?u=x' })).toBe('facebook');
    expect(visitChannelOf({ referrer: 'https://www.google.co.uk/' })).toBe('referral');
    expect(visitChannelOf({ referrer: 'https://duckduckgo.com/?q=trip' })).toBe('search');
    expect(visitChannelOf({ referrer: 'https://t.co/abc' })).toBe('twitter');
    expect(visitChannelOf({ referrer: 'https://someblog.example/post' })).toBe('referral');
    expect(visitChannelOf({ referrer: 'http://localhost:4000/app', ownHost: 'localhost:4000' })).toBe('direct');
    expect(visitChannelOf({})).toBe('direct');
    expect(visitChannelOf({ utmSource: 'partner-site' })).toBe('referral');
    expect(visitChannelOf({ referrer: 'not a url' })).toBe('direct');
  });
});
