// The Cancel Booking policy lines as rendered: within 90 days a pending booking (refunded in full by the server) reads
// refundable, a confirmed one non-refundable; the days out count from the trip's today, in its zone (issue 28 point 5).
import type { BookingStatus } from '@caravan/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CancelPolicyList } from './CancelPolicyList.js';

/** The list's lines for a trip with a $200.00 fee, at an instant. */
const linesAt = (bookingStatus: BookingStatus, trip: { startDate: string; timeZone: string }, now: Date) =>
  [
    ...renderToStaticMarkup(
      <CancelPolicyList
        trip={{ ...trip, cancellationFee: 20_000 }}
        bookingStatus={bookingStatus}
        isRezdyTrip={false}
        now={now}
      />,
    ).matchAll(/<li>([\s\S]*?)<\/li>/g),
  ].map((m) => m[1]);

/** 39 days before a UTC trip. */
const lines = (bookingStatus: BookingStatus) =>
  linesAt(bookingStatus, { startDate: '2027-05-10', timeZone: 'UTC' }, new Date('2027-04-01T12:00:00Z'));

describe('Cancel Booking policy lines', () => {
  it('[CAN-025] [CAN-021] [CAN-023] within 90 days a pending booking reads its down payment refundable, never non-refundable', () => {
    expect(lines('pending')).toEqual([
      'Cancellation Fees may apply',
      'Your down payment is refundable until the trip is confirmed.',
      'Refunds take 5-10 business days to process.',
    ]);
  });

  it('[CAN-021] [CAN-023] [CAN-022] within 90 days a confirmed booking reads non-refundable, without the fee line', () => {
    expect(lines('confirmed')).toEqual([
      'This booking is non-refundable.',
      'Your booking is not refundable.',
      'Refunds take 5-10 business days to process.',
    ]);
  });

  it("[CAN-021] [CAN-022] [issue 28] the 90 days count from the trip's today in its zone, not the browser's UTC date", () => {
    // 03:00 UTC on 2027-02-01 is still 2027-01-31 in Lima: a Lima trip starting 2027-05-02 is 91 days out there (fees
    // may apply, the fee line shows) though the UTC date makes it 90 (non-refundable).
    const now = new Date('2027-02-01T03:00:00Z');
    const lima = linesAt('confirmed', { startDate: '2027-05-02', timeZone: 'America/Lima' }, now);
    expect(lima.slice(0, 2)).toEqual(['Cancellation Fees may apply', 'Cancellation fee: $200.00']);
    // The same trip kept in UTC is inside the window at that instant.
    const utc = linesAt('confirmed', { startDate: '2027-05-02', timeZone: 'UTC' }, now);
    expect(utc.slice(0, 2)).toEqual(['This booking is non-refundable.', 'Your booking is not refundable.']);
  });
});
