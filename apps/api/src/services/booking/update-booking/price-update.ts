// Pricing a booking change's payment before it is made (PAY-008: the Affirm checkout of a change): the update's own
// steps run on the real rows and are rolled back, so the loan is priced exactly as the update will then charge it.
import type { CheckoutPayment } from '@caravan/domain';
import type { Db } from '../../../db/client.js';
import type { Providers } from '../../../providers/index.js';
import type { BookingRow } from '../booking-records.js';
import { applyChanges } from './apply-changes.js';
import type { UpdateBookingInput } from './input.js';
import { updatePaymentAmount } from './take-payment.js';

/** Thrown to roll the trial transaction back once the price is known. */
class PricedRollback extends Error {}

/** The booking and what `payment` would pay if the update `change` were sent now; nothing is written. */
export async function priceBookingUpdate(
  db: Db,
  providers: Providers,
  change: Omit<UpdateBookingInput, 'payment' | 'idempotencyKey'>,
  payment: Pick<CheckoutPayment, 'paymentOptionType' | 'paymentAmount'>,
): Promise<{ booking: BookingRow; amount: number }> {
  let priced: { booking: BookingRow; amount: number } | null = null;
  try {
    await db.transaction(async (tx) => {
      const { editable, saved } = await applyChanges(tx, providers, { ...change, idempotencyKey: '' });
      priced = { booking: saved.updated, amount: updatePaymentAmount(payment, editable.access.trip, saved) };
      throw new PricedRollback();
    });
  } catch (error) {
    if (!(error instanceof PricedRollback)) throw error;
  }
  if (!priced) throw new Error('priced before the rollback');
  return priced;
}
