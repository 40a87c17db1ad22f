// Affirm (pay over time): when a checkout may offer it, and the sandbox-and-real outcomes an Affirm checkout can have.
import type { CurrencyCode } from '../shared/money.js';

/** DECIDE: Affirm finances $50.00 to $30,000.00, Affirm's published loan range for US merchants. */
const AFFIRM_MIN_MINOR = 5_000;
const AFFIRM_MAX_MINOR = 3_000_000;
/** Affirm lends in US dollars only. */
const AFFIRM_CURRENCY: CurrencyCode = 'USD';

/** How an Affirm checkout ended once the traveler came back from Affirm's page. */
const AFFIRM_CHECKOUT_OUTCOMES = ['approved', 'declined', 'cancelled', 'timeout'] as const;
export type AffirmCheckoutOutcome = (typeof AFFIRM_CHECKOUT_OUTCOMES)[number];

/** Whether an amount in a currency is one Affirm can finance (the processor's half of the rule). */
export function isAffirmFinanceable(amountMinor: number, currency: CurrencyCode): boolean {
  return (
    currency === AFFIRM_CURRENCY &&
    Number.isInteger(amountMinor) &&
    amountMinor >= AFFIRM_MIN_MINOR &&
    amountMinor <= AFFIRM_MAX_MINOR
  );
}
