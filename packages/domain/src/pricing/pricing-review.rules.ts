// Inventory-mode itinerary pricing review: spots bounded by the inventory items' price schedules.
import type { FieldErrors } from '../shared/errors.js';
import { ITINERARY_PRICING_MESSAGES, PRICING_REVIEW_SPOTS_LOWER_BOUND } from './pricing.constants.js';

/** The minimal inventory item shape read here: its cost schedule's traveler counts. */
interface InventoryScheduleLike {
  costSchedule?: readonly { numberOfTravelers: number }[] | undefined;
}

/** The values of the inventory-mode pricing review form. */
interface InventoryPricingReviewValues {
  minimumSpots?: number | null | undefined;
  maximumSpots?: number | null | undefined;
  currency?: string | null | undefined;
  termsAndConditions?: boolean | undefined;
}

/**
 * The spot bounds the inventory imposes: minimumSpots may not go below the highest of the items'
 * smallest tier (or 1); maximumSpots may not go above the lowest of the items' largest tier (none
 * when no item has a schedule).
 */
export function inventorySpotsBounds(items: readonly InventoryScheduleLike[]): {
  minimumSpotsFloor: number;
  maximumSpotsCeiling: number | undefined;
} {
  const schedules = items.map((i) => (i.costSchedule ?? []).map((t) => t.numberOfTravelers)).filter((s) => s.length);
  const highestMinimum = schedules.length ? Math.max(...schedules.map((s) => Math.min(...s))) : 0;
  const lowestMaximum = schedules.length ? Math.min(...schedules.map((s) => Math.max(...s))) : undefined;
  return {
    minimumSpotsFloor: Math.max(highestMinimum, PRICING_REVIEW_SPOTS_LOWER_BOUND),
    maximumSpotsCeiling: lowestMaximum,
  };
}

const blank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'number' && Number.isNaN(v));

/** Field errors of the inventory-mode pricing review form, with the spec's messages. */
export function validateInventoryPricingReview(
  values: InventoryPricingReviewValues,
  items: readonly InventoryScheduleLike[],
): FieldErrors {
  const errors: FieldErrors = {};
  const { minimumSpotsFloor, maximumSpotsCeiling } = inventorySpotsBounds(items);
  const min = values.minimumSpots;
  const max = values.maximumSpots;
  if (blank(min)) errors.minimumSpots = ITINERARY_PRICING_MESSAGES.minimumSpotsRequired;
  else if ((min as number) < minimumSpotsFloor)
    errors.minimumSpots = ITINERARY_PRICING_MESSAGES.minimumSpotsAtLeast(minimumSpotsFloor);
  if (blank(max)) errors.maximumSpots = ITINERARY_PRICING_MESSAGES.maximumSpotsRequired;
  else if ((max as number) <= 0) errors.maximumSpots = ITINERARY_PRICING_MESSAGES.maximumSpotsPositive;
  else if (!blank(min) && (max as number) < (min as number))
    errors.maximumSpots = ITINERARY_PRICING_MESSAGES.maximumAtLeastMinimum;
  // Stryker disable next-line ConditionalExpression: equivalent, a number is never greater than undefined.
  else if (maximumSpotsCeiling !== undefined && (max as number) > maximumSpotsCeiling)
    errors.maximumSpots = ITINERARY_PRICING_MESSAGES.maximumSpotsAtMost(maximumSpotsCeiling);
  if (!values.currency) errors.currency = ITINERARY_PRICING_MESSAGES.currencyRequired;
  if (values.termsAndConditions !== true) errors.termsAndConditions = ITINERARY_PRICING_MESSAGES.acceptTerms;
  return errors;
}

/** Whether the review-pricing submit is enabled: only when the form is dirty and valid. */
export function canSubmitPricingReview(form: { isDirty: boolean; isValid: boolean }): boolean {
  return form.isDirty && form.isValid;
}

/** The toast shown when the review-pricing submit fails: titled 'Error', with the reason. */
export function pricingReviewFailureToast(reason: string): { title: string; description: string } {
  return { title: ITINERARY_PRICING_MESSAGES.reviewPricingErrorTitle, description: reason };
}
