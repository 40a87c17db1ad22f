// The public booking request (MKT-005..007): each traveler needs their own e-mail address, compared as sent to the
// server (trimmed and lower-cased), and a password of at least 10 characters for an account made while booking.
import { describe, expect, it } from 'vitest';
import { createPublicBookingRequestSchema, newAccountPasswordSchema } from './booking-creation.contract.js';

const traveler = (email: string, firstName = 'Ada') => ({ firstName, lastName: 'Lovelace', email, room: 'shared' });
const request = (emails: string[]) => ({
  package: 'standard',
  travelers: emails.map((e, i) => traveler(e, `Traveler ${i + 1}`)),
  payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
  termsAccepted: true,
});

describe('public booking request', () => {
  it('[MKT-005] travelers with distinct e-mail addresses book; the waitlist is not joined unless asked', () => {
    const parsed = createPublicBookingRequestSchema.safeParse(request(['ada@example.com', 'bob@example.com']));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.joinWaitlist).toBe(false);
    expect(parsed.data?.travelers.map((t) => t.email)).toEqual(['ada@example.com', 'bob@example.com']);
  });

  it('[MKT-005] two travelers with the same e-mail address, in any case or spacing, are refused on travelers', () => {
    const parsed = createPublicBookingRequestSchema.safeParse(request(['ada@example.com', ' ADA@example.com ']));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['travelers'], message: 'Each traveler needs their own email address' }),
    ]);
  });

  it('[MKT-006] an account created while booking needs a password of 10 characters or more', () => {
    expect(newAccountPasswordSchema.safeParse('123456789').error?.issues[0]?.message).toBe(
      'Use at least 10 characters',
    );
    expect(newAccountPasswordSchema.safeParse('1234567890').success).toBe(true);
  });
});
