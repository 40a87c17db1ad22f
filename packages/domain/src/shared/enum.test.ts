// Tests of the spelling-tolerant enums: the comparison key of a spelling, the canonical value of a variant, and the
// schema built from a list of values and aliases.
import { describe, expect, it } from 'vitest';
import { canonicalEnum, spellingKey, toCanonical } from './enum.js';

describe('spelling key', () => {
  it('ignores case, spaces, hyphens, underscores and the surrounding blanks', () => {
    expect(spellingKey('  Ready_To - Confirm ')).toBe('readytoconfirm');
    expect(spellingKey('PENDING_ADDITION')).toBe('pendingaddition');
  });

  it("drops the provider's prefix, but not when the prefix is the whole spelling", () => {
    expect(spellingKey('trova_pricing_approved')).toBe('pricingapproved');
    expect(spellingKey('TROVA-x')).toBe('x');
    expect(spellingKey('Trova')).toBe('trova');
    expect(spellingKey('mytrova')).toBe('mytrova');
  });
});

describe('canonical value', () => {
  const values = ['pricing-approved', 'ready-to-confirm'] as const;

  it('is the value whose spelling key matches, or undefined', () => {
    expect(toCanonical(values, 'READY_TO_CONFIRM')).toBe('ready-to-confirm');
    expect(toCanonical(values, 'trova_pricing_approved')).toBe('pricing-approved');
    expect(toCanonical(values, 'confirmed')).toBeUndefined();
  });

  it('a canonical enum parses any spelling and its aliases to the value, and refuses anything else', () => {
    const schema = canonicalEnum(values, { 'priced ok': 'pricing-approved' });
    expect(schema.parse('Ready To Confirm')).toBe('ready-to-confirm');
    expect(schema.parse('PRICED_OK')).toBe('pricing-approved');
    expect(schema.parse('pricing-approved')).toBe('pricing-approved');
    expect(schema.safeParse('approved').success).toBe(false);
    expect(schema.safeParse(3).success).toBe(false);
    expect(canonicalEnum(values).safeParse('priced ok').success).toBe(false);
  });
});
