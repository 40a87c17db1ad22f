// Applies a booking rule's action once: a payment reminder (MKT-016) or an automatic payment (MKT-017).
import { type DueAction, PORTAL_TRAVELER_APP_BASE, currencyCodeSchema, travelerTripPath } from '@caravan/domain';
import { eq, sql } from 'drizzle-orm';
import { emitBookingPaidWebhook } from '../services/webhooks/booking-webhooks.js';
import { automaticPaymentCards, bookings, payments, trips, users } from '../db/schema/index.js';
import type { OutgoingMail } from '../email/mailer.js';
import { PaymentError } from '../providers/payments/index.js';
import type { Tx } from '../services/lifecycle.js';
import { recordNotification } from '../services/notifications/notify.js';
import { logMoneyMove, MONEY_TIMELINE_EVENTS } from '../services/timeline/write-timeline.js';
import { type ActionContext, writeActionMails } from './context.js';
import { claim, ledgerKeyOf, noteOnTimeline, settle } from './ledger.js';
import {
  automaticPaymentDeclinedMail,
  automaticPaymentMail,
  paymentReminderMail,
} from '../email/templates/time-driven.js';

/** The booking (locked), its trip and its customer's e-mail. */
async function loadBooking(tx: Tx, bookingId: string) {
  const [row] = await tx
    .select({ booking: bookings, trip: trips, email: users.email })
    .from(bookings)
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(eq(bookings.id, bookingId))
    .for('update', { of: bookings });
  return row;
}

/** Whether a payment failure is the card's final answer (settled, told, not retried) rather than a passing fault. */
const isFinal = (error: PaymentError) => error.kind === 'declined' || error.kind === 'invalid-request';

/** Runs the action's work in a transaction that first claims its key, and writes the e-mails it answers in it. */
async function once(
  ctx: ActionContext,
  action: DueAction,
  work: (tx: Tx, row: NonNullable<Awaited<ReturnType<typeof loadBooking>>>) => Promise<OutgoingMail[]>,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    if (!(await claim(tx, action, ctx.now))) return false;
    const row = await loadBooking(tx, action.objectId);
    await writeActionMails(ctx, tx, action, row ? await work(tx, row) : []);
    return true;
  });
}

/** MKT-016: sends reminder n to the booking's customer and notes it on the booking's timeline. */
export function applyPaymentReminder(ctx: ActionContext, action: DueAction): Promise<boolean> {
  const reminder = Number(action.rule.slice('payment-reminder-'.length));
  return once(ctx, action, async (tx, { booking, trip, email }) => {
    await noteOnTimeline(tx, {
      resource: 'booking',
      id: booking.id,
      event: `scheduler.${action.rule}`,
      state: booking.status,
      now: ctx.now,
    });
    const mail = paymentReminderMail(email, trip, booking, reminder);
    // The reminder is also in the traveler's centre; it is e-mailed only if their preference says so (MKT-052).
    const emailed = await recordNotification(
      tx,
      {
        userId: booking.customerId,
        kind: 'payment_due',
        title: mail.subject,
        body: `Booking ${booking.orderId} for ${trip.name} has a balance due. Pay it from your booking page.`,
        link: travelerTripPath(trip.id, 'manage-booking', PORTAL_TRAVELER_APP_BASE),
      },
      ctx.now,
    );
    return emailed ? [mail] : [];
  });
}

/**
 * MKT-017: charges the due amount to the enrolled card, with the ledger key as the processor's Idempotency-Key (a
 * retry after a failed commit replays the same charge, never a second one), and records the payment. A declined card
 * settles the action as declined: the traveler is told and it is not retried for this due date.
 */
export function applyAutomaticPayment(ctx: ActionContext, action: DueAction): Promise<boolean> {
  return once(ctx, action, async (tx, { booking, trip, email }) => {
    const [card] = await tx.select().from(automaticPaymentCards).where(eq(automaticPaymentCards.bookingId, booking.id));
    if (!card || booking.dueAmount <= 0) return [];
    const currency = currencyCodeSchema.parse(booking.currency);
    const note = (event: string) =>
      noteOnTimeline(tx, { resource: 'booking', id: booking.id, event, state: booking.status, now: ctx.now });
    let charge: Awaited<ReturnType<typeof ctx.providers.payments.charge>>;
    try {
      charge = await ctx.providers.payments.charge({
        amountMinor: booking.dueAmount,
        currency,
        cardToken: card.cardToken,
        idempotencyKey: ledgerKeyOf(action),
        description: `Caravan booking ${booking.orderId}: automatic payment`,
      });
    } catch (error) {
      if (!(error instanceof PaymentError) || !isFinal(error)) throw error;
      await settle(tx, action, 'declined');
      await note('scheduler.automatic-payment-declined');
      return [automaticPaymentDeclinedMail(email, trip, booking, error.message)];
    }
    await tx.insert(payments).values({
      bookingId: booking.id,
      type: 'credit-card',
      amount: charge.amountMinor,
      currency,
      status: 'success',
      automatic: true,
      providerReference: charge.id,
      paidAt: ctx.now,
    });
    await tx
      .update(bookings)
      .set({
        paidAmount: sql`${bookings.paidAmount} + ${charge.amountMinor}`,
        dueAmount: sql`${bookings.dueAmount} - ${charge.amountMinor}`,
        updatedAt: ctx.now,
      })
      .where(eq(bookings.id, booking.id));
    // One entry, with the amount taken (MKT-041), through the booking's money writer.
    await logMoneyMove(tx, {
      bookingId: booking.id,
      event: MONEY_TIMELINE_EVENTS.automaticPayment,
      amount: charge.amountMinor,
      currency,
      actorId: null,
      at: ctx.now,
      status: booking.status,
    });
    if (ctx.webhooks)
      await emitBookingPaidWebhook(ctx.webhooks, tx, booking, { amount: charge.amountMinor, automatic: true });
    return [automaticPaymentMail(email, trip, booking, charge.amountMinor)];
  });
}
