// The insurance premium rule and the adjustment a booking change causes: one rule the API prices with and the
// manage-booking screen explains (INS-015, MKT-040).
import { type CurrencyCode, formatMinor, rateOfMinor } from '../shared/money.js';
import { countText } from '../shared/count-text.js';

/** DECIDE: the premium is 6% of the insured amount (a typical trip-cancellation plan's rate), plus a per-traveler fee. */
export const INSURANCE_PREMIUM_RATE = 0.06;
/** DECIDE: $15.00 per insured traveler, the plan's fixed part, so a policy on a free trip still costs something. */
export const INSURANCE_PREMIUM_PER_TRAVELER_MINOR = 1_500;

/** The rule in words, for an adjustment the screen cannot break down (the server's figure differs from the summary's). */
export const INSURANCE_ADJUSTMENT_RULE_TEXT =
  'Your travel insurance covers what your trip costs, so its premium moves by 6% of what you add or remove.';

/** The premium of a policy on `insuredAmount` (minor units) for `travelers` insured travelers (at least one). */
export function insurancePremium(input: { insuredAmount: number; travelers: number }): number {
  const travelers = Math.max(1, Math.trunc(input.travelers));
  return (
    rateOfMinor(Math.max(0, input.insuredAmount), INSURANCE_PREMIUM_RATE) +
    INSURANCE_PREMIUM_PER_TRAVELER_MINOR * travelers
  );
}

/** How a change moves the premium: the changed insured amount, the travelers added or removed, and the adjustment. */
export interface InsuranceAdjustment {
  /** The insured amount after minus before, minor units (negative when the change removes something). */
  changedAmount: number;
  /** Insured travelers after minus before. */
  travelersChange: number;
  /** The premium's change: the rate applied to the changed amount, plus the per-traveler fee for each traveler added. */
  adjustment: number;
}

/**
 * The insurance adjustment of a booking change: proportional to the change, never a reprice of the whole policy, so a
 * $35.00 pickup moves the premium by 6% of $35.00 whatever the policy was first sold at.
 */
export function insuranceAdjustment(input: {
  insuredBefore: number;
  insuredAfter: number;
  travelersBefore?: number | undefined;
  travelersAfter?: number | undefined;
}): InsuranceAdjustment {
  const changedAmount = input.insuredAfter - input.insuredBefore;
  const travelersChange = Math.trunc((input.travelersAfter ?? 1) - (input.travelersBefore ?? 1));
  const sign = changedAmount < 0 ? -1 : 1;
  // Rounded on the magnitude so adding and then removing the same thing nets to zero.
  const rated = sign * rateOfMinor(Math.abs(changedAmount), INSURANCE_PREMIUM_RATE);
  return {
    changedAmount,
    travelersChange,
    adjustment: rated + INSURANCE_PREMIUM_PER_TRAVELER_MINOR * travelersChange,
  };
}

/** The screen's words for an adjustment: what it is and how it was computed. */
export function insuranceAdjustmentExplanation(a: InsuranceAdjustment, currency?: CurrencyCode): string {
  const money = (minor: number) => formatMinor(Math.abs(minor), currency);
  const rate = `${Math.round(INSURANCE_PREMIUM_RATE * 1000) / 10}%`;
  const verb = a.changedAmount < 0 ? 'removing' : 'adding';
  const rated = a.adjustment - INSURANCE_PREMIUM_PER_TRAVELER_MINOR * a.travelersChange;
  const parts = [
    `Your travel insurance covers what your trip costs, so its premium follows your changes: ${rate} of the ${money(a.changedAmount)} you are ${verb} is ${money(rated)}`,
  ];
  if (a.travelersChange !== 0)
    parts.push(
      `, ${a.travelersChange > 0 ? 'plus' : 'less'} ${money(INSURANCE_PREMIUM_PER_TRAVELER_MINOR)} for each of ${countText(Math.abs(a.travelersChange), 'traveler')}`,
    );
  return `${parts.join('')}.`;
}
