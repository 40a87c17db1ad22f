// Tests of the traveler app shell decisions: routes, chrome, tabs, overview cards and shell messages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/dates.js';
import {
  TRAVELER_EMERGENCY_PHONE,
  TRAVELER_EXTERNAL_LINKS,
  TRAVELER_SUPPORT_EMAIL,
  TRAVELER_TRIP_TABS,
} from './traveler-app.constants.js';
import {
  accountSectionSaveMessage,
  balanceCardTitle,
  isPayBalanceOffered,
  exploreCategoryUrl,
  firstSuitableTravelerTrip,
  landingTravelerTrip,
  isManageBookingTabShown,
  isTravelerChromeHidden,
  isTripSupportCardShown,
  isVisaCardShown,
  telephoneHref,
  travelerTermsFrameFlag,
  travelerTripHeader,
  travelerTripPath,
  travelerVisaApplicationUrl,
  tripNeedsVisa,
  welcomeCardTitle,
} from './traveler-app.rules.js';
import { shellProductLinks } from '../user/navigation.rules.js';

describe('routes and chrome', () => {
  it('[TRV-010] [TRV-011] the app root is /traveler with the product routes /trips and /explore', () => {
    expect(shellProductLinks('traveler').map((l) => l.href)).toEqual(['/app/traveler/trips', '/app/traveler/explore']);
    expect(travelerTripPath('t1', 'itinerary')).toBe('/traveler/trips/t1/itinerary');
  });

  it('[TRV-012] [TRV-018] the trip tab routes and labels', () => {
    expect(TRAVELER_TRIP_TABS.map((t) => t.label)).toEqual([
      'Trip Overview',
      'Manage Booking',
      'Preparation',
      'Trip Form',
      'Update Payment Method',
    ]);
  });

  it('[TRV-013] a trip path has the shape {app}/trips/{tripId}/{action}', () => {
    expect(travelerTripPath('t1', 'manage-booking')).toBe('/traveler/trips/t1/manage-booking');
    expect(travelerTripPath('t 2', '/itinerary', '/app/traveler/')).toBe('/app/traveler/trips/t%202/itinerary');
    // Every trailing slash of the root and every leading slash of the action is dropped, and only those.
    expect(travelerTripPath('t3', '//trip-form', '/app/traveler//')).toBe('/app/traveler/trips/t3/trip-form');
    expect(travelerTripPath('t4', 'manage-booking/payment', '')).toBe('/trips/t4/manage-booking/payment');
  });

  it('[TRV-019] payment, success, pay-balance and update-payment-method show no header or tab bar', () => {
    for (const p of [
      'manage-booking/payment',
      'manage-booking/success',
      'manage-booking/pay-balance',
      'update-payment-method',
    ])
      expect(isTravelerChromeHidden(travelerTripPath('t1', p))).toBe(true);
    expect(isTravelerChromeHidden(travelerTripPath('t1', 'manage-booking'))).toBe(false);
    expect(isTravelerChromeHidden(travelerTripPath('t1', 'trip-overview'))).toBe(false);
  });

  it('[TRV-019] the chrome hides on those pages with a trailing slash too, and only at the end of the path', () => {
    for (const p of [
      'manage-booking/payment/',
      'manage-booking/success/',
      'manage-booking/pay-balance/',
      'update-payment-method/',
    ])
      expect(isTravelerChromeHidden(travelerTripPath('t1', p))).toBe(true);
    for (const p of [
      'manage-booking/payment/receipt',
      'manage-booking/success-story',
      'manage-booking/pay-balance//',
      'update-payment-method/card',
      'update-payment-methods',
      'old-manage-booking/payment',
      'old-update-payment-method',
      'manage-booking/payments',
      'manage-booking-payment',
    ])
      expect(isTravelerChromeHidden(travelerTripPath('t1', p))).toBe(false);
  });

  it('[GTF-006] the Transfer product page hides the navigation on every tab', () => {
    for (const p of ['transfer', 'transfer/travel-detail', 'transfer/payment'])
      expect(isTravelerChromeHidden(travelerTripPath('t1', p, '/app/traveler'))).toBe(true);
  });

  it('[TRV-020] the Manage Booking tab is hidden for secondary travelers', () => {
    expect(isManageBookingTabShown('traveler-primary')).toBe(true);
    expect(isManageBookingTabShown('traveler-secondary')).toBe(false);
    expect(isManageBookingTabShown(undefined)).toBe(false);
  });
});

describe('landing and overview', () => {
  it('[TRV-022] the header shows photo, trip name, status badge, order id, country and destination', () => {
    expect(
      travelerTripHeader(
        { name: 'Lisbon Lights', country: 'Portugal', destination: 'Lisbon', itinerary: { photos: { hero: 'h.jpg' } } },
        { orderId: 'ORD-7', statusLabel: 'Awaiting Payment' },
      ),
    ).toEqual({
      photo: 'h.jpg',
      name: 'Lisbon Lights',
      statusBadge: 'Awaiting Payment',
      orderId: 'ORD-7',
      country: 'Portugal',
      destination: 'Lisbon',
    });
    // A trip without an itinerary or without photos has no header photo.
    const booking = { orderId: 'ORD-8', statusLabel: 'Confirmed' };
    expect(travelerTripHeader({ name: 'N', country: 'C', destination: 'D' }, booking).photo).toBeUndefined();
    expect(
      travelerTripHeader({ name: 'N', country: 'C', destination: 'D', itinerary: {} }, booking).photo,
    ).toBeUndefined();
  });

  it('[TRV-016] the root picks the first suitable (not cancelled) trip', () => {
    expect(
      firstSuitableTravelerTrip([
        { id: 'a', status: 'cancelled' as const },
        { id: 'b', status: 'live' as const },
        { id: 'c', status: 'confirmed' as const },
      ])?.id,
    ).toBe('b');
  });

  it('[MKT-043] [TRV-016] a traveler lands on the next upcoming trip, else the most recent past one', () => {
    const trip = (id: string, startDate: string, endDate: string, displayStatus: string | null, status = 'confirmed') =>
      ({
        id,
        status,
        startDate,
        endDate,
        timeZone: 'UTC',
        booking: displayStatus === null ? null : { displayStatus },
      }) as Parameters<typeof landingTravelerTrip>[0][number];
    const today = new Date('2026-11-29T12:00:00Z');
    const trips = [
      trip('done', '2026-03-01', '2026-03-08', 'complete', 'complete'),
      trip('cancelled', '2026-12-01', '2026-12-08', 'cancelled'),
      trip('later', '2027-06-01', '2027-06-08', 'confirmed'),
      trip('next', '2027-01-10', '2027-01-18', 'pending', 'live'),
      trip('no-booking', '2026-12-02', '2026-12-09', null),
    ];
    expect(landingTravelerTrip(trips, today)?.id).toBe('next');
    // A trip under way is the one to land on.
    expect(landingTravelerTrip([...trips, trip('now', '2026-11-25', '2026-12-01', 'confirmed')], today)?.id).toBe(
      'now',
    );
    // Nothing ahead: the most recent past trip.
    const past = [
      trip('old', '2025-01-01', '2025-01-08', 'complete'),
      trip('recent', '2026-03-01', '2026-03-08', 'complete'),
    ];
    expect(landingTravelerTrip(past, today)?.id).toBe('recent');
    // Property: whatever the order of the list, the landing is the same trip.
    fc.assert(
      fc.property(fc.shuffledSubarray(trips, { minLength: trips.length }), (shuffled) => {
        expect(landingTravelerTrip(shuffled, today)?.id).toBe('next');
      }),
    );
    expect(landingTravelerTrip([], today)).toBeUndefined();
  });

  it('[MKT-043] [TRV-016] a booking pending cancellation or cancelled, and a cancelled trip, are passed by', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const trip = (id: string, startDate: string, displayStatus: string, status = 'live', endDate?: string) =>
      ({
        id,
        status,
        startDate,
        ...(endDate ? { endDate } : {}),
        timeZone: 'UTC',
        booking: { displayStatus },
      }) as Parameters<typeof landingTravelerTrip>[0][number];
    const later = trip('later', '2027-06-01', 'confirmed', 'live', '2027-06-08');
    expect(landingTravelerTrip([trip('leaving', '2027-01-01', 'pending-cancellation'), later], now)?.id).toBe('later');
    expect(landingTravelerTrip([trip('gone', '2027-01-01', 'cancelled'), later], now)?.id).toBe('later');
    expect(landingTravelerTrip([trip('off', '2027-01-01', 'confirmed', 'cancelled'), later], now)?.id).toBe('later');
    // With nothing active at all, the first suitable trip of the list, in the list's order.
    expect(
      landingTravelerTrip(
        [trip('off', '2027-01-01', 'cancelled', 'cancelled'), trip('b', '2027-03-01', 'cancelled', 'live')],
        now,
      )?.id,
    ).toBe('b');
  });

  it('[MKT-043] a trip without an end date is over once its start day has passed', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const trip = (id: string, startDate: string) =>
      ({ id, status: 'live', startDate, timeZone: 'UTC', booking: { displayStatus: 'confirmed' } }) as Parameters<
        typeof landingTravelerTrip
      >[0][number];
    const later = { ...trip('later', '2027-01-10'), endDate: '2027-01-18' };
    expect(landingTravelerTrip([later, trip('today', '2026-11-29')], now)?.id).toBe('today');
    expect(landingTravelerTrip([later, trip('yesterday', '2026-11-28')], now)?.id).toBe('later');
    // Both past: the most recent start, whatever the list's order.
    expect(landingTravelerTrip([trip('b', '2026-10-01'), trip('a', '2026-09-01')], now)?.id).toBe('b');
    expect(landingTravelerTrip([trip('a', '2026-09-01'), trip('b', '2026-10-01')], now)?.id).toBe('b');
    expect(
      landingTravelerTrip([trip('b', '2026-10-01'), trip('c', '2026-11-01'), trip('a', '2026-09-01')], now)?.id,
    ).toBe('c');
  });

  it('[MKT-043] [issue 28] a trip is over only when its last day has passed in its own zone, not on the UTC date', () => {
    // 03:00 UTC on 2026-11-23 is still 22:00 on 2026-11-22 in Lima: the Lima trip ending on the 22nd is under way
    // there, while by the UTC (or a UTC browser's) date it is over and the landing would skip to the next departure.
    const now = new Date('2026-11-23T03:00:00Z');
    const trip = (id: string, startDate: string, endDate: string, timeZone: string) => ({
      id,
      status: 'live' as const,
      startDate,
      endDate,
      timeZone,
      booking: { displayStatus: 'confirmed' as const },
    });
    const lima = trip('lima', '2026-11-15', '2026-11-22', 'America/Lima');
    const later = trip('later', '2027-01-10', '2027-01-18', 'America/Lima');
    expect(landingTravelerTrip([later, lima], now)?.id).toBe('lima');
    // The same trip kept in UTC is over at that instant: the landing moves on.
    expect(landingTravelerTrip([later, { ...lima, timeZone: 'UTC' }], now)?.id).toBe('later');
    // Each trip is read on its own today: a Tokyo trip ending on the 23rd is over there at 15:00 UTC (00:00 on the 24th).
    const tokyo = trip('tokyo', '2026-11-16', '2026-11-23', 'Asia/Tokyo');
    expect(landingTravelerTrip([later, tokyo], new Date('2026-11-23T14:59:59Z'))?.id).toBe('tokyo');
    expect(landingTravelerTrip([later, tokyo], new Date('2026-11-23T15:00:00Z'))?.id).toBe('later');
  });

  it('[TRV-017] with no suitable trip the Welcome landing shows its texts', () => {
    expect(firstSuitableTravelerTrip([{ id: 'a', status: 'cancelled' as const }])).toBeUndefined();
  });

  it('[TRV-026] the overview cards: Welcome {first name}!, Remaining Balance or Paid in Full', () => {
    expect(welcomeCardTitle('Ann')).toBe('Welcome Ann!');
    expect(balanceCardTitle(100)).toBe('Remaining Balance');
    expect(balanceCardTitle(0)).toBe('Paid in Full');
    expect(balanceCardTitle(-100)).toBe('Paid in Full');
  });

  it('[PAY-014] the overview offers Pay balance only while something is due, and only to the booking customer', () => {
    expect(isPayBalanceOffered({ dueAmount: 100, travelerType: 'traveler-primary' })).toBe(true);
    expect(isPayBalanceOffered({ dueAmount: 0, travelerType: 'traveler-primary' })).toBe(false);
    expect(isPayBalanceOffered({ dueAmount: -100, travelerType: 'traveler-primary' })).toBe(false);
    expect(isPayBalanceOffered({ dueAmount: 100, travelerType: 'traveler-secondary' })).toBe(false);
    expect(isPayBalanceOffered({ dueAmount: 100, travelerType: undefined })).toBe(false);
  });

  it('[TRV-027] the Trip support card shows only between the pre-trip and post-trip dates', () => {
    const trip = { tripStartDate: '2026-03-10', tripEndDate: '2026-03-17' };
    expect(isTripSupportCardShown(trip, '2026-03-08')).toBe(false);
    expect(isTripSupportCardShown(trip, '2026-03-09')).toBe(true);
    expect(isTripSupportCardShown(trip, '2026-03-18')).toBe(true);
    expect(isTripSupportCardShown(trip, '2026-03-19')).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 30 }), (k) => {
        expect(isTripSupportCardShown(trip, addDays('2026-03-10', k))).toBe(k >= -1 && k <= 8);
      }),
    );
  });

  it('[TRV-030] the visa card shows for confirmed bookings on trips that need a visa', () => {
    expect(isVisaCardShown({ bookingStatus: 'confirmed', tripNeedsVisa: true })).toBe(true);
    expect(isVisaCardShown({ bookingStatus: 'pending', tripNeedsVisa: true })).toBe(false);
    expect(isVisaCardShown({ bookingStatus: 'confirmed', tripNeedsVisa: false })).toBe(false);
    expect(isVisaCardShown({ bookingStatus: 'complete', tripNeedsVisa: true })).toBe(false);
    expect(isVisaCardShown({ bookingStatus: 'pending-cancellation', tripNeedsVisa: true })).toBe(false);
    expect(tripNeedsVisa({ passportRequired: true })).toBe(true);
    expect(tripNeedsVisa({ passportRequired: false })).toBe(false);
  });

  it('[TRV-031] the visa card links out to the visa application for the trip country', () => {
    const url = new URL(travelerVisaApplicationUrl({ country: 'Côte d’Ivoire & Co' }));
    expect(`${url.origin}${url.pathname}`).toBe(TRAVELER_EXTERNAL_LINKS.visaApplication);
    expect(url.searchParams.get('country')).toBe('Côte d’Ivoire & Co');
    expect(url.protocol).toBe('https:');
  });

  it('[TRV-029] the support e-mail and the emergency phone are named, and the phone dials its digits', () => {
    expect(TRAVELER_SUPPORT_EMAIL).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(telephoneHref(TRAVELER_EMERGENCY_PHONE)).toBe('tel:+15550100199');
    expect(telephoneHref(' 555 010-0199 ')).toBe('tel:5550100199');
    expect(telephoneHref(' +44 (20) 7946-0958 ')).toBe('tel:+442079460958');
  });
});

describe('frames, explore and messages', () => {
  it('[TRV-058] terms frame messages carry termsAccepted or minorDisclaimer', () => {
    expect(travelerTermsFrameFlag({ termsAccepted: true })).toBe('termsAccepted');
    expect(travelerTermsFrameFlag({ minorDisclaimer: true })).toBe('minorDisclaimer');
    expect(travelerTermsFrameFlag({ other: 1 })).toBeUndefined();
    expect(travelerTermsFrameFlag('termsAccepted')).toBeUndefined();
    expect(travelerTermsFrameFlag(null)).toBeUndefined();
    expect(travelerTermsFrameFlag(undefined)).toBeUndefined();
    // Only a flag that is exactly true counts; the terms win when both are set.
    expect(travelerTermsFrameFlag({ termsAccepted: 'true', minorDisclaimer: 1 })).toBeUndefined();
    expect(travelerTermsFrameFlag({ termsAccepted: false, minorDisclaimer: true })).toBe('minorDisclaimer');
    expect(travelerTermsFrameFlag({ termsAccepted: true, minorDisclaimer: true })).toBe('termsAccepted');
  });

  it('[TRV-063] [TRV-064] Explore has the eight categories, each linking to the filtered catalogue', () => {
    expect(exploreCategoryUrl('https://trips.example.com/catalogue', 'Health & Wellness')).toBe(
      'https://trips.example.com/catalogue?category=Health%20%26%20Wellness',
    );
    // A catalogue URL that already has a query gets the category as one more parameter.
    expect(exploreCategoryUrl('https://trips.example.com/catalogue?sort=new', 'LGBTQ+')).toBe(
      'https://trips.example.com/catalogue?sort=new&category=LGBTQ%2B',
    );
  });

  it('[TRV-066] [TRV-067] profile or address save messages name the section', () => {
    expect(accountSectionSaveMessage('profile', true)).toBe('Your profile was updated successfully.');
    expect(accountSectionSaveMessage('address', false)).toBe(
      'There was an error saving your address. Please try again.',
    );
  });
});
