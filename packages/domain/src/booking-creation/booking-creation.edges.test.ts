// Edges of the public trip page and new booking rules (issue 28 point 7): the launch instant, spots for a party, the
// deposit of a cheap trip, the custom first payment's bounds, and how a referrer or a utm tag names a visit's channel.
import { describe, expect, it } from 'vitest';
import {
  type BookableTripLike,
  bookingsCloseOn,
  depositPerSpot,
  firstPaymentAmount,
  hasSpotsFor,
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
