// Affirm (PAY-008): the amounts and currency it finances, and what the traveler reads for each checkout outcome.
import { describe, expect, it } from 'vitest';
import { AFFIRM_MESSAGES, affirmOutcomeMessage, isAffirmFinanceable, parseAffirmOutcome } from './affirm.rules.js';

describe('Affirm', () => {
  it('[PAY-008] finances whole US-dollar amounts from $50.00 to $30,000.00, both included', () => {
    expect(isAffirmFinanceable(5_000, 'USD')).toBe(true);
    expect(isAffirmFinanceable(4_999, 'USD')).toBe(false);
    expect(isAffirmFinanceable(3_000_000, 'USD')).toBe(true);
    expect(isAffirmFinanceable(3_000_001, 'USD')).toBe(false);
    expect(isAffirmFinanceable(100_000, 'USD')).toBe(true);
    expect(isAffirmFinanceable(100_000.5, 'USD')).toBe(false);
    expect(isAffirmFinanceable(100_000, 'EUR')).toBe(false);
  });

  it('[PAY-008] each outcome but approved tells the traveler what happened', () => {
    expect(affirmOutcomeMessage('approved')).toBeNull();
    expect(affirmOutcomeMessage('declined')).toBe(AFFIRM_MESSAGES.declined);
    expect(affirmOutcomeMessage('cancelled')).toBe(AFFIRM_MESSAGES.cancelled);
    expect(affirmOutcomeMessage('timeout')).toBe(AFFIRM_MESSAGES.timeout);
    expect(new Set(Object.values(AFFIRM_MESSAGES)).size).toBe(Object.keys(AFFIRM_MESSAGES).length);
  });

  it('[PAY-008] the return URL outcome is read only when it is one Affirm sends', () => {
    for (const outcome of ['approved', 'declined', 'cancelled', 'timeout'] as const)
      expect(parseAffirmOutcome(outcome)).toBe(outcome);
    expect(parseAffirmOutcome('APPROVED')).toBeNull();
    expect(parseAffirmOutcome('')).toBeNull();
    expect(parseAffirmOutcome(null)).toBeNull();
  });
});
