// Tests of who a traveler is on a booking: its customer is the primary traveler; no viewer is never the customer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBookingCustomer, travelerTypeOn } from './booking-customer.rules.js';

describe('booking customer', () => {
  it('[TRV-002] [TRV-004] the customer is the primary traveler, anyone else on the booking a secondary one', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), (customerId, otherId) => {
        expect(travelerTypeOn({ customerId }, customerId)).toBe('traveler-primary');
        if (otherId !== customerId) expect(travelerTypeOn({ customerId }, otherId)).toBe('traveler-secondary');
      }),
    );
  });
  it('no viewer, and a booking without a customer, never make a customer', () => {
    expect(isBookingCustomer({ customerId: null }, null)).toBe(false);
    expect(isBookingCustomer({ customerId: null }, undefined)).toBe(false);
    expect(isBookingCustomer({ customerId: 'a' }, null)).toBe(false);
  });
});
