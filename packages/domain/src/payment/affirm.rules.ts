// Affirm (pay over time): when a checkout may offer it, and the sandbox-and-real outcomes an Affirm checkout can have.
import type { CurrencyCode } from '../shared/money.js';
import type { BookingStatus } from '../shared/statuses.js';
import { AFFIRM_COUNTRY_CODE } from './payment.constants.js';
import type { PaymentOptionType } from './payment.schema.js';

/** DECIDE: Affirm finances $50.00 to $30,000.00, Affirm's published loan range for US merchants. */
export const AFFIRM_MIN_MINOR = 5_000;
export const AFFIRM_MAX_MINOR = 3_000_000;
/** Affirm lends in US dollars only. */
const AFFIRM_CURRENCY: CurrencyCode = 'USD';
/**
 * DECIDE: Affirm pays the amount in one loan, so it is offered for the minimum and full payment options only, never
 * a custom amount (a traveler paying part by loan and part by card would hold two debts for one booking).
 */
const AFFIRM_PAYMENT_OPTIONS: readonly PaymentOptionType[] = ['minimum', 'full'];
/** DECIDE: no Affirm loan for a waitlisted or cancelled booking: nothing is bought until a spot is held. */
const AFFIRM_BLOCKED_STATUSES: readonly BookingStatus[] = ['waitlist', 'cancelled'];

/** How an Affirm checkout ended once the traveler came back from Affirm's page. */
const AFFIRM_CHECKOUT_OUTCOMES = ['approved', 'declined', 'cancelled', 'timeout'] as const;
export type AffirmCheckoutOutcome = (typeof AFFIRM_CHECKOUT_OUTCOMES)[number];

type AffirmIneligibleReason = 'country' | 'currency' | 'amount' | 'option' | 'booking-status';

interface AffirmEligibilityInput {
  /** The paying traveler's country (ISO 3166 alpha-2), from their profile. */
  countryCode: string | null | undefined;
  currency: CurrencyCode;
  /** What this checkout would finance, minor units (server-computed, never the client's). */
  amountMinor: number;
  paymentOption: PaymentOptionType;
  /** The booking's status; absent for a booking being created. */
  bookingStatus?: BookingStatus | undefined;
}

/**
 * Whether a checkout may offer Affirm (PAY-008): a US traveler, a US-dollar amount within Affirm's loan range, the
 * minimum or full option, and a booking that holds (or is about to hold) a spot. Says why not when it may not.
 */
export function affirmEligibility(
  input: AffirmEligibilityInput,
): { eligible: true } | { eligible: false; reason: AffirmIneligibleReason } {
  if (input.countryCode?.toUpperCase() !== AFFIRM_COUNTRY_CODE) return { eligible: false, reason: 'country' };
  if (input.currency !== AFFIRM_CURRENCY) return { eligible: false, reason: 'currency' };
  if (!isAffirmFinanceable(input.amountMinor, input.currency)) return { eligible: false, reason: 'amount' };
  if (!AFFIRM_PAYMENT_OPTIONS.includes(input.paymentOption)) return { eligible: false, reason: 'option' };
  if (input.bookingStatus !== undefined && AFFIRM_BLOCKED_STATUSES.includes(input.bookingStatus))
    return { eligible: false, reason: 'booking-status' };
  return { eligible: true };
}

/** Whether an amount in a currency is one Affirm can finance (the processor's half of the rule). */
export function isAffirmFinanceable(amountMinor: number, currency: CurrencyCode): boolean {
  return (
    currency === AFFIRM_CURRENCY &&
    Number.isInteger(amountMinor) &&
    amountMinor >= AFFIRM_MIN_MINOR &&
    amountMinor <= AFFIRM_MAX_MINOR
  );
}
