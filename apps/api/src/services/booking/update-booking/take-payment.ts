// Step 5 of a booking update, last and inside the same transaction: the chosen payment is charged, or a change that
// adds to the balance is refused without one (unless the automatic payment will take it).
import {
  type CheckoutPayment,
  type Payment,
  TRAVELER_BOOKING_ERROR_CODES,
  isAutomaticPaymentApplicable,
} from '@caravan/domain';
import { AppError } from '../../../errors/app-error.js';
import type { Providers } from '../../../providers/index.js';
import type { Charge } from '../../../providers/payments/index.js';
import { type Exec, type TripRow, todayOf } from '../booking-records.js';
import { minimumDueOf } from '../booking-money.js';
import { paymentAmountFor } from '../card-charge.js';
import { chargeCheckoutPayment } from '../record-charge.js';
import type { EditableBooking } from './editable.js';
import type { UpdateBookingInput } from './input.js';
import type { SavedChanges } from './save-changes.js';

/**
 * What a payment of the change pays (PAY-006): 'minimum' the change itself (capped at the balance), 'full' the balance.
 * The update charges this, and the Affirm checkout of the change is priced by it (priceBookingUpdate).
 */
export function updatePaymentAmount(
  payment: Pick<CheckoutPayment, 'paymentOptionType' | 'paymentAmount'>,
  trip: Pick<TripRow, 'priceInitial'>,
  saved: Pick<SavedChanges, 'updated' | 'changeTotal'>,
): number {
  const { updated, changeTotal } = saved;
  const dueAmount = updated.dueAmount;
  return paymentAmountFor(payment, {
    minimumDue: changeTotal > 0 ? Math.min(changeTotal, dueAmount) : minimumDueOf(updated, trip),
    dueAmount,
  });
}

export async function takePayment(
  tx: Exec,
  providers: Providers,
  editable: EditableBooking,
  saved: SavedChanges,
  input: UpdateBookingInput,
  onCharged: (charge: Charge) => void,
): Promise<Payment | null> {
  const { booking, trip } = editable.access;
  const dueAmount = saved.updated.dueAmount;
  if (input.payment)
    return chargeCheckoutPayment(tx, providers, {
      viewerId: input.viewer.id,
      booking: saved.updated,
      amount: updatePaymentAmount(input.payment, trip, saved),
      payment: input.payment,
      idempotencyKey: `booking-update:${booking.id}:${input.idempotencyKey}`,
      now: input.now,
      onCharged,
    });
  const automatic = isAutomaticPaymentApplicable(
    {
      dueAmount,
      automaticPayment: { status: booking.automaticPaymentStatus },
      isPendingCancellation: booking.isPendingCancellation,
      tripStartDate: trip.startDate,
    },
    todayOf(trip, input.now),
  );
  if (saved.confirmationMode === 'payment' && dueAmount > 0 && !automatic)
    throw new AppError(
      422,
      TRAVELER_BOOKING_ERROR_CODES.paymentRequired,
      'These changes add to your balance: choose a payment to confirm them.',
    );
  return null;
}
