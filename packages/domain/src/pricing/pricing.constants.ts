// The spec's named pricing values for itineraries (validity periods, tiers) and operator trip pricing.
import type { PackageLevel } from '../shared/statuses.js';

/** A new validity period runs from today to this many days later (operator-and-inventory §9). */
export const NEW_VALIDITY_PERIOD_LENGTH_DAYS = 365;
/** A new validity period's first tier: 2 travelers (§9). */
export const NEW_VALIDITY_PERIOD_TRAVELERS = 2;
/** A new validity period's first tier price: 0 (§9). */
export const NEW_VALIDITY_PERIOD_PRICE = 0;
/** A new price tier is the highest existing traveler count plus this step (§9). */
export const NEW_PRICE_TIER_TRAVELER_STEP = 2;

/** Package levels that may use instant approval: economy and premium cannot (§5 Itinerary pricing). */
export const INSTANT_APPROVAL_PACKAGE_LEVELS: readonly PackageLevel[] = ['standard'];

/**
 * DECIDE: the default single supplement available quantity is 10 because the spec's only shown single
 * supplement quantity default is the new inventory item's 10, and one shared value keeps both in step.
 */
export const DEFAULT_SINGLE_SUPPLEMENT_AVAILABLE_QUANTITY = 10;

/** Lower bound of the spots inputs in inventory-mode pricing review (§5). */
export const PRICING_REVIEW_SPOTS_LOWER_BOUND = 1;

/** Trip minimum spots must be at least this (§5 Trip pricing). */
export const TRIP_MINIMUM_SPOTS_FLOOR = 2;
/** Single supplement total spots has this minimum (§5 Service forms). */
export const SINGLE_SUPPLEMENT_TOTAL_SPOTS_MIN = 0;
/** The single supplement's total spots messages: the operator's form and the API's body say the same (§5). */
export const SINGLE_SUPPLEMENT_SPOTS_MESSAGES = {
  notANumber: 'Total spots must be a number',
  minimum: 'Total spots must be at least 0',
} as const;
/** The FOC (free of charge) quantity defaults to 1 (§9). */
export const DEFAULT_FOC_QUANTITY = 1;

/** Messages of itinerary pricing (exact spec text where the spec gives one). */
export const ITINERARY_PRICING_MESSAGES = {
  zeroTravelerValidityPeriod: 'One or more of your validity periods has 0 travelers, please add travelers to continue.',
  acceptTerms: 'Please accept the terms and conditions',
  maximumSpotsPositive: 'Maximum spots must be greater than 0',
  maximumAtLeastMinimum: 'Maximum spots must be greater than or equal to minimum spots',
  /** DECIDE: wording of the unnamed required/bound messages because the spec names the rule only. */
  minimumSpotsRequired: 'Minimum spots is required',
  maximumSpotsRequired: 'Maximum spots is required',
  currencyRequired: 'A currency is required',
  minimumSpotsAtLeast: (floor: number) => `Minimum spots must be at least ${floor}`,
  maximumSpotsAtMost: (ceiling: number) => `Maximum spots must be at most ${ceiling}`,
  instantApprovalNotAllowed: (label: string) => `Instant approval is not available for the ${label} package`,
  wholeNumberPrice: 'Prices must be whole numbers',
  wholeNumberTravelers: 'Number of travelers must be a whole number',
  /** Title of the toast shown when the review-pricing submit fails (§8). */
  reviewPricingErrorTitle: 'Error',
} as const;

/** Messages of operator trip pricing (§5 Trip pricing; §8 Error catalogue). */
export const TRIP_PRICING_MESSAGES = {
  invalidSpotsRangeTitle: 'Invalid Spots Range',
  invalidSpotsRange: 'Invalid Spots Range: Minimum spots cannot be greater than maximum spots',
  /** DECIDE: wording of the spots bound messages because the spec gives the bounds but no text. */
  minimumSpotsAtLeast: (floor: number) => `Minimum spots must be at least ${floor}`,
  minimumSpotsAtMost: (ceiling: number) => `Minimum spots must be at most ${ceiling}`,
  maximumSpotsAtLeast: (floor: number) => `Maximum spots must be at least ${floor}`,
  /** DECIDE: wording of the tier count bound (the spec clamps, a sent count outside the range is refused). */
  tierTravelersOutOfRange: 'Number of travelers must be between the minimum and maximum spots, including FOC spots',
  singleSupplementUpdated: 'Single Supplement total spots updated successfully.',
  singleSupplementUpdateFailed: 'There was an error updating the Single Supplement total spots. Please try again.',
} as const;
