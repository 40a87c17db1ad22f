// Host pricing rules: save checks, earnings-advance cap and checks, editability and pricing-tab decisions.
import { hostLevelEarningsAdvanceLimitMinor } from '../host/host-level.rules.js';
import { capHostLevel } from '../host/host.schema.js';
import { toCanonical } from '../shared/enum.js';
import { type CurrencyCode, formatMinor, fromMajor, minorUnits } from '../shared/money.js';
import { TRIP_STATUSES, type TripStatus } from '../shared/statuses.js';
import {
  EARNINGS_ADVANCE_DISABLED_STATUSES,
  HOST_PRICING_CURRENCY,
  HOST_PRICING_EDITABLE_STATUSES,
  HOST_PRICING_MESSAGES,
  HOST_PRICING_REACCEPTANCE_STATUSES,
} from './host-pricing.constants.js';
import type { CostTableRow, HostPricingForm } from './host-pricing.schema.js';

const statusOf = (status: string | null | undefined): TripStatus | undefined =>
  status ? toCanonical(TRIP_STATUSES, status) : undefined;

/** Whether a price is a number the table can use (a finite number, not NaN). */
export const isValidHostPrice = (value: unknown): value is number =>
  // Stryker disable next-line ConditionalExpression: equivalent, Number.isFinite is false for anything not a number; the typeof narrows the type.
  typeof value === 'number' && Number.isFinite(value);

/** Whether a price is whole dollars (HPR-015). */
export const isWholeDollarPrice = (dollars: number): boolean => Number.isInteger(dollars);

/** Whole dollars to USD minor units (HPR-015, HPR-016). */
export const hostPriceToMinor = (dollars: number): number => minorUnits(fromMajor(dollars));

/**
 * Why the early bird price cannot stand, or null: above the regular price it is no early bird (MKT-042, HPR-023).
 * Prices that are not numbers are the invalid-price rule's to refuse (HPR-014), so they pass here.
 */
export function earlyBirdPriceError(initialPrice: unknown, remainingPrice: unknown): string | null {
  if (!isValidHostPrice(initialPrice) || !isValidHostPrice(remainingPrice)) return null;
  return initialPrice > remainingPrice ? HOST_PRICING_MESSAGES.earlyBirdAboveRegular : null;
}

/**
 * The price potential earnings are computed at: the lower of the early bird and regular price (minor units), so the
 * table never promises more than a traveler who books early pays; with MKT-042 that is the early bird price.
 */
export function hostPricingEarningsPrice(prices: { initial: number; remainingPrice: number }): number {
  return Math.min(prices.initial, prices.remainingPrice);
}

/**
 * Why a price save is blocked, or null: invalid prices first ('...Initial Price and/or Remaining Price is invalid'),
 * then cents, then an early bird above the regular price (MKT-042), then any row at or above the minimum spots with
 * negative total earnings ('...Negative earnings') (HPR-013, HPR-014, HPR-015).
 */
export function hostPricingSaveError(input: {
  initialPrice: unknown;
  remainingPrice: unknown;
  rows: readonly Pick<CostTableRow, 'travelerRowNumber' | 'totalEarnings'>[];
  minimumSpots: number;
}): string | null {
  if (!isValidHostPrice(input.initialPrice) || !isValidHostPrice(input.remainingPrice))
    return HOST_PRICING_MESSAGES.invalidPrices;
  if (!isWholeDollarPrice(input.initialPrice) || !isWholeDollarPrice(input.remainingPrice))
    return HOST_PRICING_MESSAGES.wholeDollars;
  const earlyBird = earlyBirdPriceError(input.initialPrice, input.remainingPrice);
  if (earlyBird) return earlyBird;
  if (hasNegativeThresholdEarnings(input.rows, input.minimumSpots)) return HOST_PRICING_MESSAGES.negativeEarnings;
  return null;
}

/** Whether any row at or above the minimum spots has negative total earnings (HPR-013). */
export function hasNegativeThresholdEarnings(
  rows: readonly Pick<CostTableRow, 'travelerRowNumber' | 'totalEarnings'>[],
  minimumSpots: number,
): boolean {
  return rows.some((r) => r.travelerRowNumber >= minimumSpots && r.totalEarnings < 0);
}

/**
 * The earnings-advance cap (minor units): the lower of the minimum earnings and the host level's
 * earnings-advance limit (never below 0), raised to the trip's existing flightStipend when that is higher (HPR-021).
 */
export function earningsAdvanceCap(input: {
  minimumEarnings: number;
  levelEarningsAdvanceLimit: number;
  existingFlightStipend?: number | null;
}): number {
  const base = Math.max(0, Math.min(input.minimumEarnings, input.levelEarningsAdvanceLimit));
  return Math.max(base, input.existingFlightStipend ?? 0);
}

/** The cap for a host level: its earnings-advance limit is the host level rule's (LVL-018); above 3 counts as 3. */
export function earningsAdvanceCapForHostLevel(input: {
  minimumEarnings: number;
  hostLevel: number;
  existingFlightStipend?: number | null;
}): number {
  const level = capHostLevel(Math.max(0, Math.trunc(input.hostLevel)));
  return earningsAdvanceCap({
    minimumEarnings: input.minimumEarnings,
    levelEarningsAdvanceLimit: hostLevelEarningsAdvanceLimitMinor(level),
    existingFlightStipend: input.existingFlightStipend ?? null,
  });
}

/**
 * The earnings-advance message, or null: below 0 'Earnings advance can not be negative', above the cap
 * 'Cannot exceed {amount}', nonzero above the minimum earnings 'Cannot exceed min. earnings ({amount})' (HPR-018..HPR-020).
 */
export function earningsAdvanceError(
  amount: number,
  limits: { cap: number; minimumEarnings: number },
  currency: CurrencyCode = HOST_PRICING_CURRENCY,
): string | null {
  if (amount < 0) return HOST_PRICING_MESSAGES.earningsAdvanceNegative;
  if (amount > limits.cap) return `Cannot exceed ${formatMinor(limits.cap, currency)}`;
  if (amount !== 0 && amount > limits.minimumEarnings)
    return `Cannot exceed min. earnings (${formatMinor(limits.minimumEarnings, currency)})`;
  return null;
}

/** Whether the host can edit prices in a trip status (HPR-009). */
export function isHostPricingEditable(status: string | null | undefined): boolean {
  const s = statusOf(status);
  // Stryker disable next-line ConditionalExpression: equivalent, no status list includes undefined; the check narrows the type.
  return s !== undefined && HOST_PRICING_EDITABLE_STATUSES.includes(s);
}

/** Whether the earnings advance can be changed: pricing editable and not in the disabled group (HPR-009). */
export function isEarningsAdvanceEditable(status: string | null | undefined): boolean {
  const s = statusOf(status);
  // Stryker disable next-line ConditionalExpression: equivalent, no status list includes undefined; the check narrows the type.
  return s !== undefined && isHostPricingEditable(s) && !EARNINGS_ADVANCE_DISABLED_STATUSES.includes(s);
}

/** Whether saving prices needs the update-pricing agreement dialog (HPR-010). */
export function requiresHostPricingReacceptance(status: string | null | undefined): boolean {
  const s = statusOf(status);
  // Stryker disable next-line ConditionalExpression: equivalent, no status list includes undefined; the check narrows the type.
  return s !== undefined && HOST_PRICING_REACCEPTANCE_STATUSES.includes(s);
}

/** Whether the Documents card shows the service agreement link: unless pricing-approved (HPR-004). */
export const showsServiceAgreementLink = (status: string | null | undefined): boolean =>
  statusOf(status) !== 'pricing-approved';

/** Whether the sidebar prompts 'Next: Review your Itinerary!': at pricing-approved (HPR-005). */
export const showsReviewItineraryPrompt = (status: string | null | undefined): boolean =>
  statusOf(status) === 'pricing-approved';

/** Whether the sidebar shows the copy-trip-page-link card: at host-approved (HPR-006). */
export const showsCopyTripPageLinkCard = (status: string | null | undefined): boolean =>
  statusOf(status) === 'host-approved';

/** Whether the update-pricing Confirm is enabled: only once the agreement checkbox is ticked (HPR-012). */
export const canConfirmUpdatedPricingTerms = (agreed: boolean): boolean => agreed;

/** The pricing form a trip resets to (whole dollars), used when leaving the tab (HPR-008). */
export function hostPricingFormFromTrip(trip: {
  prices?: { initial?: number | null; remainingPrice?: number | null } | null;
  flightStipend?: number | null;
}): HostPricingForm {
  return {
    initialPrice: trip.prices?.initial ?? 0,
    remainingPrice: trip.prices?.remainingPrice ?? 0,
    flightStipend: trip.flightStipend ?? 0,
  };
}

/** Whether the pricing form has unsaved changes, so leaving prompts the host (HPR-007). */
export function hasUnsavedHostPricingChanges(saved: HostPricingForm, current: HostPricingForm): boolean {
  return (
    saved.initialPrice !== current.initialPrice ||
    saved.remainingPrice !== current.remainingPrice ||
    saved.flightStipend !== current.flightStipend
  );
}

/** The toast after a price save (HPR-026, HPR-027). */
export function hostPricingSaveToast(ok: boolean): { title: string; description: string } {
  return ok
    ? { title: HOST_PRICING_MESSAGES.savedTitle, description: HOST_PRICING_MESSAGES.savedBody }
    : { title: HOST_PRICING_MESSAGES.errorTitle, description: HOST_PRICING_MESSAGES.errorBody };
}
