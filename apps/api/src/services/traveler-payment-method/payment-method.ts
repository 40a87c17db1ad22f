// Update Payment Method (TRV-069, TRV-070): the card a booking's automatic payments use, saved through the payments
// port (a setup intent: the card is checked, nothing is charged). Only the booking's customer may change it.
import type { SavedPaymentMethod } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { bookingPaymentMethods } from '../../db/schema/index.js';
import { forbidden } from '../../errors/app-error.js';
import { PaymentError, type PaymentGateway } from '../../providers/payments/index.js';
import { accessBooking, type Exec, type Viewer } from '../booking/index.js';
import { paymentRefusal } from '../booking/card-charge.js';

type Row = typeof bookingPaymentMethods.$inferSelect;
const viewOf = (row: Row): SavedPaymentMethod => ({
  brand: row.brand,
  last4: row.last4,
  updatedAt: row.updatedAt.toISOString(),
});

/** The card on file for booking `bookingId` (null when none was saved here); 404 for a booking not the viewer's. */
export async function bookingPaymentMethod(
  db: Exec,
  viewer: Viewer,
  bookingId: string,
): Promise<SavedPaymentMethod | null> {
  const { booking } = await accessBooking(db, viewer, bookingId);
  const [row] = await db.select().from(bookingPaymentMethods).where(eq(bookingPaymentMethods.bookingId, booking.id));
  return row ? viewOf(row) : null;
}

/**
 * Saves `cardToken` as the payment method of booking `bookingId`. 404 for a booking the viewer does not see, 403 for
 * a secondary traveler on it (only the customer pays). The processor is asked first; the row is written only when it
 * accepted the card, so a refusal leaves the previous card in place.
 */
export async function updateBookingPaymentMethod(
  db: Exec,
  gateway: PaymentGateway,
  viewer: Viewer,
  bookingId: string,
  input: { cardToken: string; idempotencyKey: string },
  now: Date,
): Promise<SavedPaymentMethod> {
  const { booking, isCustomer } = await accessBooking(db, viewer, bookingId, { action: 'update' });
  if (!isCustomer) throw forbidden('Only the traveler who made the booking can change its payment method.');
  let method: Awaited<ReturnType<PaymentGateway['savePaymentMethod']>>;
  try {
    method = await gateway.savePaymentMethod({ cardToken: input.cardToken, idempotencyKey: input.idempotencyKey });
  } catch (error) {
    if (error instanceof PaymentError) throw paymentRefusal(error);
    throw error;
  }
  const values = {
    processorMethodId: method.id,
    brand: method.brand,
    last4: method.last4,
    updatedBy: viewer.id,
    updatedAt: now,
  };
  const [row] = await db
    .insert(bookingPaymentMethods)
    .values({ bookingId: booking.id, ...values })
    .onConflictDoUpdate({ target: bookingPaymentMethods.bookingId, set: values })
    .returning();
  if (!row) throw new Error('The payment method was not saved.');
  return viewOf(row);
}
