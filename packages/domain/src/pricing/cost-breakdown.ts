// The operator trip pricing cost-breakdown rows, in display order, with their labels.
import { type CurrencyCode, formatMinor } from '../shared/money.js';

/** The cost-breakdown rows of the operator trip pricing step, in the spec's order (§3 Cost breakdown rows). */
export const OPERATOR_COST_BREAKDOWN_ROWS = [
  { key: 'yourPrice', label: 'Your price' },
  { key: 'suggestedPrice', label: 'Suggested price' },
  { key: 'focBaseCost', label: 'FOC (free of charge) base cost' },
  { key: 'focSingleSupplement', label: 'FOC single supplement' },
  { key: 'variableCosts', label: 'Variable costs' },
  { key: 'workshopSpace', label: 'Workshop space' },
  { key: 'validityPeriodBaseCosts', label: 'Base costs (validity periods)' },
  { key: 'additionalFoc', label: 'Additional FOC' },
  { key: 'operatorSubtotal', label: 'Operator subtotal' },
  { key: 'singleSupplementAdjustments', label: 'Single supplement adjustments' },
  { key: 'travelerSingleSupplement', label: 'Traveler single supplement' },
  { key: 'travelerSingleSupplementFee', label: 'Traveler single supplement fee' },
  { key: 'platformFee', label: 'Platform fee' },
  { key: 'totalTravelerPrice', label: 'Total traveler price' },
] as const;
export type OperatorCostBreakdownKey = (typeof OPERATOR_COST_BREAKDOWN_ROWS)[number]['key'];

/** One displayed row of the cost breakdown. */
export interface OperatorCostBreakdownRow {
  key: OperatorCostBreakdownKey;
  label: string;
  /** Integer minor units. */
  amount: number;
  display: string;
}

/** The cost-breakdown rows for the amounts given (minor units), in display order; absent amounts are skipped. */
export function buildOperatorCostBreakdownRows(
  amounts: Partial<Record<OperatorCostBreakdownKey, number>>,
  currency: CurrencyCode = 'USD',
): OperatorCostBreakdownRow[] {
  const rows: OperatorCostBreakdownRow[] = [];
  for (const { key, label } of OPERATOR_COST_BREAKDOWN_ROWS) {
    const amount = amounts[key];
    if (amount === undefined) continue;
    rows.push({ key, label, amount, display: formatMinor(amount, currency) });
  }
  return rows;
}
