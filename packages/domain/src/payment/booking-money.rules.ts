// A booking's money summary (MKT-040): total, charged, refunded, paid, due and credit, one rule for every screen.

/** A stored payment row as the summary reads it: a charge is positive, a refund negative (PAY-001). */
export interface MoneyRow {
  amount: number;
  status: string;
}

/** What a booking's payment rows add up to: successful charges, successful refunds (a positive figure), and paid. */
export interface PaymentTotals {
  charged: number;
  refunded: number;
  /** Net of refunds: charged − refunded, the sum of the successful payment rows. */
  paid: number;
}

/** The totals of a booking's payment rows; only successful rows moved money. */
export function paymentTotals(rows: readonly MoneyRow[]): PaymentTotals {
  let charged = 0;
  let refunded = 0;
  for (const row of rows) {
    if (row.status !== 'success') continue;
    if (row.amount >= 0) charged += row.amount;
    else refunded -= row.amount;
  }
  return { charged, refunded, paid: charged - refunded };
}

/** A booking's money as every audience reads it, in minor units of its currency. */
export interface BookingMoney {
  /** What the booking costs now, add-ons included: paid + balance (a discount lowers it, a cancellation keeps what it holds). */
  total: number;
  /** Paid net of refunds. */
  paid: number;
  /** Given back so far (the refund rows), shown beside paid. */
  refunded: number;
  /** Still to pay: total − paid, never below zero. */
  due: number;
  /** Paid beyond the total (TRV-007: a negative balance is credit available), never below zero. */
  credit: number;
  /** total − paid, signed: positive is due, negative is credit (the stored due_amount). */
  balance: number;
}

/**
 * The money summary of a booking that has `paid` net of refunds and a stored `balance` (due_amount: below zero is
 * credit, TRV-007) (MKT-040): total = paid + balance; due = total − paid when positive, credit = paid − total when
 * positive, so due − credit = total − paid always. `refunded` is the refund rows' sum, shown beside paid (0 when the
 * caller does not read the rows).
 */
export function bookingMoney(input: { paid: number; balance: number; refunded?: number }): BookingMoney {
  const balance = input.balance;
  return {
    total: input.paid + balance,
    paid: input.paid,
    refunded: input.refunded ?? 0,
    due: Math.max(balance, 0),
    credit: Math.max(-balance, 0),
    balance,
  };
}

/**
 * A booking's stored balance once it is cancelled (issue 25, MKT-040): the balance owed is never charged
 * (cancellationMoneySummary's balanceNotCharged), and the trip credit kept for the traveler reads as credit. The booking
 * then costs paid − refund − credit, as an admin's cancellation leaves it (adminCancellationMoney's totalAfter).
 */
export const balanceAfterCancellation = (input: { tripCredit: number }): number => -Math.max(input.tripCredit, 0);

/** The money summary of a booking that costs `total`, from its payment rows. */
export function bookingMoneyFromRows(total: number, rows: readonly MoneyRow[]): BookingMoney {
  const { paid, refunded } = paymentTotals(rows);
  return bookingMoney({ paid, balance: total - paid, refunded });
}
