// A refund against one payment by its affected items (HAP-052): the payment must be a successful charge of this
// booking, and the items may not add up to more than it; the refund itself is the booking tools' (refundBooking).
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors/app-error.js';

/** The sum of `items`' amounts, checked against charge `paymentId` of booking `bookingId`: 404 no such charge, 422 more than it. */
export async function refundAmountAgainstPayment(
  db: Db,
  bookingId: string,
  paymentId: string,
  items: ReadonlyArray<{ amount: number }>,
): Promise<number> {
  const [payment] = await db
    .select({ id: payments.id, amount: payments.amount })
    .from(payments)
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.bookingId, bookingId),
        eq(payments.status, 'success'),
        gt(payments.amount, 0),
      ),
    )
    .limit(1);
  if (!payment) throw notFound('No such payment on this booking.');
  const amount = items.reduce((sum, item) => sum + item.amount, 0);
  if (amount > payment.amount)
    throw new AppError(422, 'ADMIN_BOOKING_REFUSED', 'A refund cannot be more than the payment.', {
      affectedItems: 'A refund cannot be more than the payment.',
    });
  return amount;
}
