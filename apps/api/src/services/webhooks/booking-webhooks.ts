// The booking events sent to webhooks (MKT-053): what the booking routes call inside their transaction.
import type { Db, Tx } from '../../db/client.js';
import type { WebhookQueue } from '../../queue/webhook-job.js';
import type { NewBookingView } from '../../views/new-booking.view.js';
import { emitWebhookEvent } from './emit-webhook-event.js';

type Queue = Pick<WebhookQueue, 'write'>;

/** booking.created; and booking.confirmed when the trip confirms at once, booking.paid when a first payment was taken. */
export async function emitBookingCreatedWebhooks(queue: Queue, tx: Db | Tx, booking: NewBookingView): Promise<void> {
  const data = {
    bookingId: booking.bookingId,
    orderId: booking.orderId,
    tripId: booking.tripId,
    status: booking.status,
    travelers: booking.travelers,
    currency: booking.currency,
    total: booking.total,
    paidAmount: booking.paidAmount,
  };
  await emitWebhookEvent(queue, tx, 'booking.created', data);
  if (booking.status === 'confirmed') await emitWebhookEvent(queue, tx, 'booking.confirmed', data);
  if (booking.payment) await emitWebhookEvent(queue, tx, 'booking.paid', { ...data, amount: booking.payment.amount });
}

export async function emitBookingCancelledWebhooks(
  queue: Queue,
  tx: Db | Tx,
  booking: { id: string; orderId: string; tripId: string },
): Promise<void> {
  await emitWebhookEvent(queue, tx, 'booking.cancelled', {
    bookingId: booking.id,
    orderId: booking.orderId,
    tripId: booking.tripId,
  });
}

/** booking.paid for a payment after the booking was made: a balance, a waitlist offer's deposit, an automatic payment. */
export async function emitBookingPaidWebhook(
  queue: Queue,
  tx: Db | Tx,
  booking: { id: string; orderId: string; tripId: string; currency: string },
  payment: { amount: number; automatic: boolean },
): Promise<void> {
  await emitWebhookEvent(queue, tx, 'booking.paid', {
    bookingId: booking.id,
    orderId: booking.orderId,
    tripId: booking.tripId,
    currency: booking.currency,
    amount: payment.amount,
    automatic: payment.automatic,
  });
}
