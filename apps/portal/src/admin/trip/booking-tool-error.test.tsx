// The admin booking tools' failure as rendered: the server's error text combined with its code.
import { ADMIN_PRIVATE_ROOMS_SOLD_OUT } from '@caravan/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.js';
import { BookingToolError } from './BookingToolError.js';

const text = (error: Error) => renderToStaticMarkup(<BookingToolError error={error} />).replace(/<[^>]+>/g, '');

describe('admin booking tool error', () => {
  it('[HER-001] a refused tool shows the error combined with its code', () => {
    const refused = new ApiError('A refund cannot be more than was paid.', 422, 'ADMIN_BOOKING_REFUSED');
    expect(text(refused)).toMatch(/Not appliedA refund cannot be more than was paid\. \(ADMIN_BOOKING_REFUSED\)$/);
  });

  it('[HER-006] no private room left reads in the admin wording, with its code', () => {
    const soldOut = new ApiError(ADMIN_PRIVATE_ROOMS_SOLD_OUT, 409, 'NO_PRIVATE_ROOM_FREE');
    expect(text(soldOut)).toContain(
      'The number of travelers is higher than the available Single Supplement supply, or the Bookable by Travelers flag is false. (NO_PRIVATE_ROOM_FREE)',
    );
  });

  it('[HER-001] a failure without a code (the network) shows its text alone', () => {
    expect(text(new Error('Failed to fetch'))).toMatch(/Not appliedFailed to fetch$/);
  });
});
