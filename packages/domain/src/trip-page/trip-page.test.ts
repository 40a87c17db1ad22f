// The trip page's rules: the payment schedule, policy and FAQ (MKT-030), the booking form's problems (MKT-033).
import { describe, expect, it } from 'vitest';
import { bookingsCloseOn, depositPerSpot } from '../booking-creation/booking-creation.rules.js';
import {
  BOOKER_COUNTRIES,
  bookingFieldLabel,
  bookingFormProblems,
  countryOf,
  newBookingPaymentSchedule,
  tripCancellationPolicy,
  tripPageFaq,
} from './index.js';

const trip = { pricePerTraveler: 465_000, startDate: '2027-05-10', bookingsDeadline: 30 };

describe('trip page rules', () => {
  it('[MKT-030] the schedule is the deposit now and the balance by the date a new booking records as due', () => {
    const schedule = newBookingPaymentSchedule(trip);
    expect(schedule).toEqual([
      { kind: 'deposit', amount: depositPerSpot(465_000), dueOn: null },
      { kind: 'balance', amount: 465_000 - depositPerSpot(465_000), dueOn: bookingsCloseOn(trip) },
    ]);
    expect(schedule.reduce((sum, line) => sum + line.amount, 0)).toBe(trip.pricePerTraveler);
    expect(newBookingPaymentSchedule({ ...trip, pricePerTraveler: 30_000 })).toEqual([
      { kind: 'deposit', amount: 30_000, dueOn: null },
    ]);
  });

  it('[MKT-030] the cancellation policy names the last refundable date, 90 days before departure', () => {
    const policy = tripCancellationPolicy(trip, '2026-11-29');
    expect(policy.refundableUntil).toBe('2027-02-09');
    expect(policy.points[0]).toContain('Until February 9, 2027');
    expect(tripCancellationPolicy(trip, '2027-03-01').points[0]).toContain('non-refundable');
  });

  it('[MKT-030] the FAQ answers from the same figures as the price box', () => {
    const faq = tripPageFaq({
      ...trip,
      currency: 'USD',
      singleSupplementPrice: 45_000,
      privateRoomsLeft: 2,
      bookingAutoConfirmation: true,
    });
    expect(faq.find((f) => f.question === 'How do I pay?')?.answer).toContain(
      'deposit of $500.00 per traveler when you book, then the balance of $4,150.00 by April 10, 2027',
    );
    expect(faq.find((f) => f.question === 'Can I have a room to myself?')?.answer).toContain('$450.00');
  });
});

describe('booking form problems', () => {
  const empty = {
    travelers: [{ firstName: '', lastName: '', email: '' }],
    countryCode: 'US',
    signedIn: false,
    password: '',
    waitlist: false,
    payWith: 'card' as const,
    cardToken: '',
    paymentError: null,
    termsAccepted: false,
  };

  it('[MKT-033] an empty form names every missing field, in the form order', () => {
    const problems = bookingFormProblems(empty);
    expect(Object.keys(problems)).toEqual([
      'travelers.0.firstName',
      'travelers.0.lastName',
      'travelers.0.email',
      'cardToken',
      'termsAccepted',
    ]);
    expect(Object.keys(problems).map(bookingFieldLabel)).toEqual([
      'First name (you)',
      'Last name (you)',
      'Email (you)',
      'Card number',
      'Booking terms',
    ]);
  });

  it('[MKT-033] a wrong country, a short password, a repeated email and a custom amount below the minimum are named', () => {
    const problems = bookingFormProblems({
      ...empty,
      travelers: [
        { firstName: 'A', lastName: 'B', email: 'a@example.com' },
        { firstName: 'C', lastName: 'D', email: 'A@example.com' },
      ],
      countryCode: 'ZZ',
      password: 'short',
      cardToken: '4242',
      paymentError: 'Minimum payment is $500.00',
      termsAccepted: true,
    });
    expect(problems).toEqual({
      'travelers.1.email': 'Each traveler needs their own email address',
      countryCode: 'Choose your country of residence from the list',
      'account.password': 'Use at least 10 characters',
      paymentAmount: 'Minimum payment is $500.00',
    });
  });

  it('[MKT-033] a signed-in traveler joining the waitlist needs no password and no card', () => {
    expect(
      bookingFormProblems({
        ...empty,
        travelers: [{ firstName: 'A', lastName: 'B', email: 'a@example.com' }],
        signedIn: true,
        waitlist: true,
        termsAccepted: true,
      }),
    ).toEqual({});
  });

  it('[MKT-033] the country list holds ISO 3166 codes with English names, one per code', () => {
    expect(countryOf('us')?.name).toBe('United States');
    expect(countryOf('GB')?.name).toBe('United Kingdom');
    expect(new Set(BOOKER_COUNTRIES.map((c) => c.code)).size).toBe(BOOKER_COUNTRIES.length);
    expect(BOOKER_COUNTRIES.every((c) => /^[A-Z]{2}$/.test(c.code))).toBe(true);
    expect(BOOKER_COUNTRIES.length).toBeGreaterThan(240);
  });
});
