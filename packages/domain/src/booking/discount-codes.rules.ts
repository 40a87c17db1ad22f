// Discount codes an admin applies to a booking (HAP-053, HAP-054): what a code takes off, and when it cannot be used.
import { adminDiscountProblem } from './admin-booking-tools.rules.js';
import { percentOfMinor } from '../shared/money.js';

/** A code takes off a fixed amount (minor units of its currency) or a whole percentage of the booking's total. */
export const DISCOUNT_CODE_KINDS = ['fixed', 'percent'] as const;
export type DiscountCodeKind = (typeof DISCOUNT_CODE_KINDS)[number];

/** DECIDE: a percentage code is a whole 1–100 percent; finer steps are a fixed amount's job. */
const MAX_DISCOUNT_PERCENT = 100;

/** Codes are case-insensitive: `welcome50` is `WELCOME50`. Stored and compared in this form. */
export const normalizeDiscountCode = (code: string): string => code.trim().toUpperCase();

export interface DiscountCode {
  code: string;
  kind: DiscountCodeKind;
  /** Minor units for `fixed`, whole percent for `percent`. */
  value: number;
  /** The currency of a `fixed` code; a percentage fits every currency (null). */
  currency: string | null;
  expiresAt: Date | null;
  maxUses: number | null;
}

export type DiscountCodeRefusal = 'DISCOUNT_CODE_EXPIRED' | 'DISCOUNT_CODE_USED_UP' | 'DISCOUNT_CODE_CURRENCY';

/** Why `code` cannot be applied to a booking in `currency` at `now` after `uses` other bookings applied it, or null. */
export function discountCodeRefusal(
  code: DiscountCode,
  booking: { currency: string },
  uses: number,
  now: Date,
): { code: DiscountCodeRefusal; message: string } | null {
  if (code.expiresAt && code.expiresAt.getTime() <= now.getTime())
    return { code: 'DISCOUNT_CODE_EXPIRED', message: 'This discount code has expired.' };
  if (code.maxUses !== null && uses >= code.maxUses)
    return { code: 'DISCOUNT_CODE_USED_UP', message: 'This discount code has been used up.' };
  if (code.kind === 'fixed' && code.currency !== booking.currency)
    return { code: 'DISCOUNT_CODE_CURRENCY', message: 'This discount code is for another currency.' };
  return null;
}

/**
 * What `code` takes off `booking`, in minor units. DECIDE: a percentage is of the booking's total (travel amount),
 * rounded down so a code never gives more than it says; either kind is capped at what is still due, the amount
 * discount's own limit (`adminDiscountProblem`), so a code never lowers a booking further than an admin could.
 */
export function calculateDiscount(
  code: Pick<DiscountCode, 'kind' | 'value'>,
  booking: { travelAmount: number; dueAmount: number },
): number {
  const wanted =
    code.kind === 'percent'
      ? percentOfMinor(booking.travelAmount, Math.min(code.value, MAX_DISCOUNT_PERCENT), 'down')
      : code.value;
  const due = Math.max(booking.dueAmount, 0);
  const amount = Math.max(Math.min(wanted, due), 0);
  // One truth: the capped amount is one the amount discount accepts, or nothing at all.
  return adminDiscountProblem(amount, booking) === null ? amount : 0;
}
