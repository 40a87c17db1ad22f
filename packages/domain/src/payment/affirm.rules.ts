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

/** What the traveler reads about an Affirm checkout (the API's refusals and the portal's return page). */
export const AFFIRM_MESSAGES = {
  declined: 'Affirm could not approve this purchase. You have not been charged; please choose another way to pay.',
  cancelled: 'The Affirm checkout was cancelled. You have not been charged.',
  notFinanceable: 'Affirm is not available for this amount.',
  unknownCheckout: 'This Affirm checkout is unknown or has expired. Please start again.',
  undecided: 'This Affirm checkout has not been approved yet.',
  timeout: 'Affirm did not answer in time. You have not been charged; please try again.',
} as const;

/** The message for a checkout Affirm did not approve, shown when the traveler comes back; null when approved. */
export const affirmOutcomeMessage = (outcome: AffirmCheckoutOutcome): string | null =>
  outcome === 'approved'
    ? null
    : outcome === 'declined'
      ? AFFIRM_MESSAGES.declined
      : outcome === 'cancelled'
        ? AFFIRM_MESSAGES.cancelled
        : AFFIRM_MESSAGES.timeout;

/** Parses the outcome Affirm put in the return URL; anything else is null. */
export const parseAffirmOutcome = (value: string | null): AffirmCheckoutOutcome | null =>
  (AFFIRM_CHECKOUT_OUTCOMES as readonly string[]).includes(value ?? '') ? (value as AffirmCheckoutOutcome) : null;

/** The query Affirm adds to the return path. */
export const AFFIRM_RETURN_QUERY = { token: 'checkout_token', outcome: 'outcome' } as const;
