// The trip page's payment schedule edges, its cancellation policy and its FAQ, word for word (MKT-030, MKT-049).
import { describe, expect, it } from 'vitest';
import {
  newBookingBalanceDueOn,
  newBookingPaymentSchedule,
  tripCancellationPolicy,
  tripPageFaq,
} from './trip-page.rules.js';

const trip = { pricePerTraveler: 465_000, startDate: '2027-05-10', bookingsDeadline: 30 };
const faqTrip = {
  ...trip,
  currency: 'USD' as const,
  singleSupplementPrice: 45_000,
  privateRoomsLeft: 2,
  bookingAutoConfirmation: true,
};

describe('new booking payment schedule', () => {
  it('[MKT-049] a price equal to the deposit is paid whole on booking; one minor unit more leaves a balance', () => {
    expect(newBookingPaymentSchedule({ ...trip, pricePerTraveler: 50_000 })).toEqual([
      { kind: 'deposit', amount: 50_000, dueOn: null },
    ]);
    expect(newBookingPaymentSchedule({ ...trip, pricePerTraveler: 50_001 })).toEqual([
      { kind: 'deposit', amount: 50_000, dueOn: null },
      { kind: 'balance', amount: 1, dueOn: '2027-04-10' },
    ]);
  });

  it('[MKT-049] the balance is due on the bookings deadline, 90 days before the start without one', () => {
    expect(newBookingBalanceDueOn(trip)).toBe('2027-04-10');
    expect(newBookingBalanceDueOn({ startDate: '2027-05-10', bookingsDeadline: null })).toBe('2027-02-09');
  });
});

describe('trip cancellation policy', () => {
  const fixed = [
    'A booking the host has not yet confirmed can be cancelled with a full refund of the deposit.',
    'If the host or Caravan cancels the trip, everything you paid is refunded in full.',
    'Refunds take 5-10 business days to reach your card.',
  ];

  it('[MKT-030] before the last refundable day: the refund window, its end, then the fixed points', () => {
    expect(tripCancellationPolicy(trip, '2027-02-08')).toEqual({
      refundableUntil: '2027-02-09',
      points: [
        'Until February 9, 2027 (90 days before departure), what you paid above the deposit is refunded if you cancel; cancellation fees may apply.',
        'From February 9, 2027 on, a confirmed booking is non-refundable.',
        ...fixed,
      ],
    });
  });

  it('[MKT-030] from the last refundable day on, the window is closed', () => {
    expect(tripCancellationPolicy(trip, '2027-02-09').points).toEqual([
      'Departure is less than 90 days away: a confirmed booking is non-refundable.',
      'From February 9, 2027 on, a confirmed booking is non-refundable.',
      ...fixed,
    ]);
  });
});

describe('trip page FAQ', () => {
  it('[MKT-030] every question and answer of a trip with a balance, rooms left and automatic confirmation', () => {
    expect(tripPageFaq(faqTrip)).toEqual([
      {
        question: 'How do I pay?',
        answer:
          'Pay a deposit of $500.00 per traveler when you book, then the balance of $4,150.00 by April 10, 2027. You may also pay in full, or any amount above the deposit, when you book.',
      },
      {
        question: 'Can I have a room to myself?',
        answer:
          'Yes: a private room costs $450.00 more per traveler, and 2 are left. Choose it for each traveler in the booking form.',
      },
      {
        question: 'Can I book for friends or family?',
        answer: 'Yes: up to 6 travelers in one booking, each with their own email address.',
      },
      {
        question: 'When is my booking confirmed?',
        answer: 'At once: you receive a confirmation email as soon as the deposit is paid.',
      },
      {
        question: 'Until when can I book?',
        answer:
          'Bookings close on April 10, 2027, or earlier if the trip sells out. A sold-out trip offers a waitlist.',
      },
      {
        question: 'Do I need an account?',
        answer:
          'Booking creates your Caravan account with the first traveler’s email, where you follow payments, the itinerary and your travel details.',
      },
    ]);
  });

  it('[MKT-030] a price paid whole on booking, one private room left, a host who confirms', () => {
    const faq = tripPageFaq({
      ...faqTrip,
      pricePerTraveler: 40_000,
      privateRoomsLeft: 1,
      bookingAutoConfirmation: false,
    });
    expect(faq.map((f) => f.answer).slice(0, 4)).toEqual([
      'The full price of $400.00 per traveler is paid when you book.',
      'Yes: a private room costs $450.00 more per traveler, and 1 is left. Choose it for each traveler in the booking form.',
      'Yes: up to 6 travelers in one booking, each with their own email address.',
      'The host confirms each booking; until then it is pending and its deposit is fully refundable.',
    ]);
  });

  it('[MKT-030] no private room left', () => {
    expect(tripPageFaq({ ...faqTrip, privateRoomsLeft: 0 })[1]?.answer).toBe(
      'All private rooms are taken; travelers share a double room.',
    );
  });
});
