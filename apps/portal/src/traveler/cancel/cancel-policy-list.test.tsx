// The Cancel Booking policy lines as rendered: within 90 days a pending booking (refunded in full by the server) reads
// refundable, a confirmed one non-refundable.
import type { BookingStatus } from '@caravan/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CancelPolicyList } from './CancelPolicyList.js';

/** The list's lines, 39 days before a trip with a $200.00 fee. */
const lines = (bookingStatus: BookingStatus) =>
  [
    ...renderToStaticMarkup(
      <CancelPolicyList
        tripStartDate="2027-05-10"
        cancellationFee={20_000}
        bookingStatus={bookingStatus}
        isRezdyTrip={false}
        today="2027-04-01"
      />,
    ).matchAll(/<li>([\s\S]*?)<\/li>/g),
  ].map((m) => m[1]);

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
});
