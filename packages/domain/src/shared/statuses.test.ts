import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TRIP_STATUSES,
  addOnStatusSchema,
  bookingStatusSchema,
  tripStatusSchema,
  tripStatusesFrom,
} from './statuses.js';

describe('status spelling variants', () => {
  it('parses hyphen, underscore and provider-prefixed trip statuses to one canonical spelling', () => {
    expect(tripStatusSchema.parse('partner_approved')).toBe('partner-approved');
    expect(tripStatusSchema.parse('trova_pricing_approved')).toBe('pricing-approved');
    expect(tripStatusSchema.parse('trova-pricing-approved')).toBe('pricing-approved');
    expect(tripStatusSchema.parse('READY_TO_CONFIRM')).toBe('ready-to-confirm');
    expect(bookingStatusSchema.parse('canceled')).toBe('cancelled');
    expect(addOnStatusSchema.parse('pending-addition')).toBe('PENDING_ADDITION');
  });

  it('rejects a status that is none of the values', () => {
    expect(tripStatusSchema.safeParse('flying').success).toBe(false);
  });

  it('round-trips every canonical value through any separator', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRIP_STATUSES), fc.constantFrom('-', '_', ' '), fc.boolean(), (s, sep, upper) => {
        const variant = s.replaceAll('-', sep);
        expect(tripStatusSchema.parse(upper ? variant.toUpperCase() : variant)).toBe(s);
      }),
    );
  });
});

describe('tripStatusesFrom', () => {
  it("is the status and every later one in lifecycle order (the spec's 'X or later')", () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRIP_STATUSES), (first) => {
        const from = tripStatusesFrom(first);
        expect(from[0]).toBe(first);
        expect([...TRIP_STATUSES.slice(0, TRIP_STATUSES.indexOf(first)), ...from]).toEqual([...TRIP_STATUSES]);
      }),
    );
    expect(tripStatusesFrom('closed')).toEqual(['closed', 'complete', 'cancelled']);
  });
});
