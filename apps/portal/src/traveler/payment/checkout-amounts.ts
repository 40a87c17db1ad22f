// Checkout amounts as the pages show them: the typed custom amount in minor units, and the options' amounts.
import { parseMinorAmount, paymentOptionAmount, type PaymentOptionType } from '@caravan/domain';

/** '1,250.5' -> 125050; undefined when the text is not an amount with at most two decimals (the domain's reading). */
export const customAmountMinor = (text: string): number | undefined => parseMinorAmount(text);

/**
 * The amount of a checkout option for pending changes: the minimum is the changes' cost (or the booking's minimum due
 * when they cost nothing), the full payment the whole balance after the changes.
 */
export function changeCheckoutAmount(
  option: PaymentOptionType,
  input: { changeTotal: number; bookingMinimumDue: number; dueAfterChanges: number },
): number {
  return paymentOptionAmount(option, {
    minimumDue: input.changeTotal > 0 ? input.changeTotal : input.bookingMinimumDue,
    dueAmount: input.dueAfterChanges,
  });
}
