// Tests of who a booking's customer is: the user who made it; no viewer is never the customer.
import { describe, expect, it } from 'vitest';
import { isBookingCustomer } from './booking-customer.rules.js';

describe('booking customer', () => {
  it('the customer is the booking customer, anyone else is not', () => {
    expect(isBookingCustomer({ customerId: 'a' }, 'a')).toBe(true);
    expect(isBookingCustomer({ customerId: 'a' }, 'b')).toBe(false);
  });
  it('no viewer, and a booking without a customer, never make a customer', () => {
    expect(isBookingCustomer({ customerId: null }, null)).toBe(false);
    expect(isBookingCustomer({ customerId: null }, undefined)).toBe(false);
    expect(isBookingCustomer({ customerId: 'a' }, null)).toBe(false);
  });
});
