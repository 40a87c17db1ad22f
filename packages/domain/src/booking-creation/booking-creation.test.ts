// Tests of the public trip page and new booking rules: bookability and its reasons, the quote, the first payment, channels;
// then their edges (issue 28 point 7): the launch instant, spots for a party, the deposit of a cheap trip, the custom
// first payment's bounds, and how a referrer or a utm tag names a visit's channel.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOWN_PAYMENT_PER_SPOT_MINOR, TRIP_NOT_BOOKABLE_MESSAGES } from './booking-creation.constants.js';
import {
  type BookableTripLike,
  bookingsCloseOn,
  depositPerSpot,
  firstPaymentAmount,
  hasSpotsFor,
  isTripPagePublic,
  publicTripPath,
  quoteNewBooking,
  spotsRemaining,
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

describe('bookability edges', () => {
  it('[MKT-001] a trip is bookable from its launch instant itself, not a millisecond before', () => {
    expect(tripBookability({ ...live, launchDate: NOW }, NOW)).toEqual({ kind: 'open', spotsRemaining: 7 });
    expect(tripBookability({ ...live, launchDate: new Date(NOW.getTime() + 1) }, NOW)).toMatchObject({
      kind: 'closed',
      reason: 'notLaunched',
    });
  });

  it('[MKT-003] a cancelled or complete trip says so even before its launch date', () => {
    const unlaunched = { ...live, launchDate: null };
    expect(tripBookability({ ...unlaunched, status: 'cancelled' }, NOW)).toMatchObject({ reason: 'cancelled' });
    expect(tripBookability({ ...unlaunched, status: 'complete' }, NOW)).toMatchObject({ reason: 'complete' });
  });

  it('[MKT-003] bookings close the start date minus the deadline, 90 days by default', () => {
    expect(bookingsCloseOn({ startDate: '2027-01-10', bookingsDeadline: null })).toBe('2026-10-12');
    expect(bookingsCloseOn({ startDate: '2027-01-10', bookingsDeadline: 30 })).toBe('2026-12-11');
    expect(bookingsCloseOn({ startDate: '2027-01-10', bookingsDeadline: 0 })).toBe('2027-01-10');
  });

  it('[MKT-054] the spots left are never below zero, and a party fits only in as many spots as are open', () => {
    expect(spotsRemaining({ maximumSpots: 12, spotsTaken: 5 })).toBe(7);
    expect(spotsRemaining({ maximumSpots: 12, spotsTaken: 12 })).toBe(0);
    expect(spotsRemaining({ maximumSpots: 12, spotsTaken: 14 })).toBe(0);
    const open = tripBookability({ ...live, spotsTaken: 10 }, NOW);
    expect(hasSpotsFor(open, 1)).toBe(true);
    expect(hasSpotsFor(open, 2)).toBe(true);
    expect(hasSpotsFor(open, 3)).toBe(false);
    expect(hasSpotsFor(tripBookability({ ...live, spotsTaken: 12 }, NOW), 1)).toBe(false);
    expect(hasSpotsFor(tripBookability({ ...live, status: 'confirmed' }, NOW), 1)).toBe(false);
  });

  it('[MKT-003] an overbooked trip offers the waitlist', () => {
    expect(tripBookability({ ...live, spotsTaken: 13 }, NOW)).toMatchObject({ kind: 'waitlist', reason: 'soldOut' });
  });
});

describe('deposit and custom first payment edges', () => {
  it('[MKT-005] the deposit per spot is $500, or the whole price of a trip cheaper than that', () => {
    expect(depositPerSpot(465_000)).toBe(50_000);
    expect(depositPerSpot(50_000)).toBe(50_000);
    expect(depositPerSpot(30_000)).toBe(30_000);
    expect(
      quoteNewBooking({ pricePerTraveler: 30_000, singleSupplementPrice: 5_000 }, { travelers: 3, privateRooms: 2 }),
    ).toEqual({
      travelers: 3,
      privateRooms: 2,
      travelAmount: 90_000,
      singleSupplementTotal: 10_000,
      total: 100_000,
      deposit: 90_000,
      customMinimum: 90_000,
    });
  });

  it('[PAY-007] a custom payment of exactly the deposit or exactly the total is taken', () => {
    const q = { deposit: 100_000, total: 975_000 };
    expect(firstPaymentAmount(q, 'custom', 100_000)).toEqual({ ok: true, amount: 100_000 });
    expect(firstPaymentAmount(q, 'custom', 975_000)).toEqual({ ok: true, amount: 975_000 });
  });

  it('[PAY-007] a custom payment without an amount, or of a fraction of a cent, is below the minimum', () => {
    const q = { deposit: 100_000, total: 975_000 };
    expect(firstPaymentAmount(q, 'custom')).toEqual({ ok: false, error: 'Minimum payment is $1,000.00' });
    expect(firstPaymentAmount(q, 'custom', 300_000.5)).toEqual({ ok: false, error: 'Minimum payment is $1,000.00' });
  });

  it('[PAY-007] a deposit below the usual $100 custom minimum raises the minimum to $100, never above the total', () => {
    const q = { deposit: 6_000, total: 26_000 };
    expect(firstPaymentAmount(q, 'custom', 9_999)).toEqual({ ok: false, error: 'Minimum payment is $100.00' });
    expect(firstPaymentAmount(q, 'custom', 10_000)).toEqual({ ok: true, amount: 10_000 });
    const tiny = { deposit: 3_000, total: 8_000 };
    expect(firstPaymentAmount(tiny, 'custom', 7_999)).toEqual({ ok: false, error: 'Minimum payment is $80.00' });
    expect(firstPaymentAmount(tiny, 'custom', 8_000)).toEqual({ ok: true, amount: 8_000 });
  });

  it('[PAY-007] the bounds are written in the trip currency', () => {
    const q = { deposit: 100_000, total: 975_000 };
    expect(firstPaymentAmount(q, 'custom', 1, 'EUR')).toEqual({ ok: false, error: 'Minimum payment is €1,000.00' });
    expect(firstPaymentAmount(q, 'custom', 975_001, 'EUR')).toEqual({
      ok: false,
      error: 'Maximum payment is €9,750.00',
    });
  });
});

describe('visit channel edges', () => {
  it('[MKT-001] a utm_source is read trimmed and in any case, every channel by its own spellings', () => {
    expect(visitChannelOf({ utmSource: '  FB ' })).toBe('facebook');
    expect(visitChannelOf({ utmSource: 'tiktok' })).toBe('tiktok');
    expect(visitChannelOf({ utmSource: 'x' })).toBe('twitter');
    expect(visitChannelOf({ utmSource: 'yt' })).toBe('youtube');
    expect(visitChannelOf({ utmSource: 'Newsletter' })).toBe('email');
    expect(visitChannelOf({ utmSource: 'bing' })).toBe('search');
    expect(visitChannelOf({ utmSource: '   ', referrer: 'https://t.co/x' })).toBe('twitter');
    expect(visitChannelOf({ utmSource: '', utmMedium: '' })).toBe('direct');
  });

  it('[MKT-001] utm_medium email is read trimmed and in any case, and an unknown source keeps a known referrer off', () => {
    expect(visitChannelOf({ utmMedium: ' EMAIL ' })).toBe('email');
    expect(visitChannelOf({ utmMedium: 'social' })).toBe('direct');
    expect(visitChannelOf({ utmSource: 'partner', referrer: 'https://www.youtube.com/watch' })).toBe('youtube');
  });

  it('[MKT-001] the referrer host is matched whole or as a subdomain, in any case, after user info, without www.', () => {
    expect(visitChannelOf({ referrer: 'https://facebook.com/' })).toBe('facebook');
    expect(visitChannelOf({ referrer: 'https://m.facebook.com/story' })).toBe('facebook');
    expect(visitChannelOf({ referrer: 'https://notfacebook.com/' })).toBe('referral');
    expect(visitChannelOf({ referrer: 'HTTPS://WWW.TIKTOK.COM/@host' })).toBe('tiktok');
    expect(visitChannelOf({ referrer: '  https://youtu.be/abc  ' })).toBe('youtube');
    expect(visitChannelOf({ referrer: 'http://user:pw@instagram.com/p' })).toBe('instagram');
    expect(visitChannelOf({ referrer: 'https://bing.com:443/search?q=x' })).toBe('search');
    expect(visitChannelOf({ referrer: 'https://bing.com?q=x' })).toBe('search');
    expect(visitChannelOf({ referrer: 'https://bing.com#top' })).toBe('search');
    expect(visitChannelOf({ referrer: 'https://wwwxfacebook.com/' })).toBe('referral');
    expect(visitChannelOf({ referrer: 'https://www.www.facebook.com/' })).toBe('facebook');
    expect(visitChannelOf({ referrer: 'https://xwww.facebook.com/' })).toBe('facebook');
    expect(visitChannelOf({ referrer: 'ftp://facebook.com/' })).toBe('direct');
    expect(visitChannelOf({ referrer: 'see https://facebook.com/' })).toBe('direct');
    expect(visitChannelOf({ referrer: 'https:///path' })).toBe('direct');
    expect(visitChannelOf({ referrer: '' })).toBe('direct');
    expect(visitChannelOf({ referrer: null })).toBe('direct');
  });

  it('[MKT-001] our own host is direct whatever its case, www. or port; another site is a referral', () => {
    const own = 'WWW.Caravan.Example:443';
    expect(visitChannelOf({ referrer: 'https://caravan.example/trips/x', ownHost: own })).toBe('direct');
    expect(visitChannelOf({ referrer: 'https://www.caravan.example/', ownHost: 'caravan.example' })).toBe('direct');
    expect(visitChannelOf({ referrer: 'https://blog.example/', ownHost: own })).toBe('referral');
    expect(visitChannelOf({ referrer: 'https://caravan.example/', ownHost: '' })).toBe('referral');
    expect(visitChannelOf({ referrer: 'https://caravan.example/', ownHost: null })).toBe('referral');
    expect(visitChannelOf({ referrer: 'https://xwww.caravan.example/', ownHost: 'xwww.caravan.example' })).toBe(
      'direct',
    );
  });
});
