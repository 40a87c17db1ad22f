// Named values of host pricing: cost table, save and earnings-advance messages, editability by status (host-and-platform §2.10, §4.8, §5, §9).
import type { CurrencyCode } from '../shared/money.js';
import { type TripStatus, tripStatusesFrom } from '../shared/statuses.js';

/** Host prices are in USD (HPR-016). */
export const HOST_PRICING_CURRENCY: CurrencyCode = 'USD';

/** The cost table shows every second traveler count (HPR-024). */
export const COST_TABLE_ROW_STEP = 2;

/** The earnings advance is paid within this many days of trip start, after confirmation (HPR-022). */
export const EARNINGS_ADVANCE_PAYOUT_DAYS = 75;

/** Copy advice: the early bird price is typically this many dollars below the regular price (HPR-023). */
export const EARLY_BIRD_DISCOUNT_ADVICE_USD = { min: 100, max: 200 } as const;

/**
 * DECIDE: pricing is editable at pricing-approved, host-approved and live, because pricing-approved is
 * when the host first sets prices (the 'Next: Price' card leads there), so the unconfirmed reading that
 * blocks it is rejected, and once the trip moves to confirmation the prices travelers pay are settled (HPR-009).
 */
export const HOST_PRICING_EDITABLE_STATUSES: readonly TripStatus[] = ['pricing-approved', 'host-approved', 'live'];

/**
 * DECIDE: the earnings advance is disabled from live onwards, because once spots sell the advance is
 * part of the terms the host accepted and the payout schedule depends on it (HPR-009).
 */
export const EARNINGS_ADVANCE_DISABLED_STATUSES: readonly TripStatus[] = tripStatusesFrom('live');

/**
 * DECIDE: the update-pricing agreement is required at host-approved and live, because in those statuses
 * the host already accepted the services agreement with the previous prices (HPR-010).
 */
export const HOST_PRICING_REACCEPTANCE_STATUSES: readonly TripStatus[] = ['host-approved', 'live'];

/** The spec's pricing messages and copy. */
export const HOST_PRICING_MESSAGES = {
  negativeEarnings: 'Could not save pricing - Negative earnings',
  invalidPrices: 'Could not save pricing - Initial Price and/or Remaining Price is invalid',
  /** DECIDE: wording for a non-whole-dollar price, because the spec states the rule but no message. */
  wholeDollars: 'Prices must be whole dollars',
  earningsAdvanceNegative: 'Earnings advance can not be negative',
  /**
   * DECIDE: wording for an early bird price above the regular price (MKT-042), because the spec advises the early bird
   * sits below the regular price (HPR-023) but gives no message for one above it.
   */
  earlyBirdAboveRegular: 'The early bird price cannot be above the regular price',
  savedTitle: 'Prices saved',
  savedBody: 'Your changes have been saved!',
  errorTitle: 'Error',
  errorBody: 'There was an error saving the prices. Please try again.',
  agreeToUpdatedTerms: 'I agree to updated terms of service',
  nextReviewItinerary: 'Next: Review your Itinerary!',
  save: 'Save',
} as const;

/** 'No threshold earnings defined for {n} spots.' (HPR-017). */
export const noThresholdEarningsMessage = (spots: number): string =>
  `No threshold earnings defined for ${spots} spots.`;
