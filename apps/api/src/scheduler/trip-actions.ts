// Applies a trip rule's action (launch, ready to confirm, automatic cancellations, bookings final, complete) the way
// a user's action is applied: the trip machine decides, the conditional update persists, the transitions log names
// the scheduler.
import {
  AUTOMATIC_TRIP_CANCELLATION_BOOKING_CODE,
  ACTIVE_BOOKING_STATUSES,
  type DueAction,
  balanceAfterCancellation,
  calculateBookingCancellation,
} from '@caravan/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { bookings, trips, users, type TripRow } from '../db/schema/index.js';
import type { OutgoingMail } from '../email/mailer.js';
import { downPaymentOf } from '../services/booking/booking-money.js';
import { refundToCards } from '../services/booking/refund-to-cards.js';
import { SCHEDULER_ACTOR, type Tx, applyLifecycleEvent } from '../services/lifecycle.js';
import { afterTripMoved } from '../services/notifications/trip-moved.js';
import { emitWebhookEvent } from '../services/webhooks/emit-webhook-event.js';
import { type ActionContext, writeActionMails } from './context.js';
import { claim } from './ledger.js';
import {
  bookingsFinalMail,
  tripCancelledHostMail,
  tripCancelledTravelerMail,
  tripCompleteMail,
  tripLaunchedMail,
  tripReadyToConfirmMail,
} from '../email/templates/time-driven.js';

/** The trip's bookings that are not cancelled, with their customer's e-mail. */
async function openBookings(tx: Tx, tripId: string) {
  return tx
    .select({ booking: bookings, email: users.email })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(and(eq(bookings.tripId, tripId), ne(bookings.status, 'cancelled')))
    .orderBy(bookings.id)
    .for('update', { of: bookings });
}

/**
 * Cancels every open booking of a trip the scheduler cancelled, refunding by the cancellation rules (code 17: the
 * provider cancelled, full refund) through the payment processor; answers each traveler's e-mail.
 */
async function cancelBookingsOf(ctx: ActionContext, tx: Tx, trip: TripRow, reason: string): Promise<OutgoingMail[]> {
  const mails: OutgoingMail[] = [];
  for (const { booking, email } of await openBookings(tx, trip.id)) {
    const outputs = calculateBookingCancellation({
      reasonCode: AUTOMATIC_TRIP_CANCELLATION_BOOKING_CODE,
      paidAmount: booking.paidAmount,
      dueAmount: booking.dueAmount,
      downPaymentAmount: downPaymentOf(booking, trip),
    });
    // One entry for the cancellation and its refund (MKT-041).
    await applyLifecycleEvent({
      tx,
      resource: 'booking',
      id: booking.id,
      event: { type: 'booking.cancel' },
      actor: SCHEDULER_ACTOR,
      now: ctx.now,
      reason: AUTOMATIC_TRIP_CANCELLATION_BOOKING_CODE,
      money: { amount: outputs.refundAmount, currency: booking.currency },
    });
    await refundToCards(tx, ctx.providers, {
      booking,
      amount: outputs.refundAmount,
      keyPrefix: 'scheduler-refund',
      now: ctx.now,
    });
    await tx
      .update(bookings)
      .set({
        internalCancellationReason: AUTOMATIC_TRIP_CANCELLATION_BOOKING_CODE,
        paidAmount: sql`${bookings.paidAmount} - ${outputs.refundAmount}`,
        dueAmount: balanceAfterCancellation({ tripCredit: outputs.tripCreditAmount }),
        updatedAt: ctx.now,
      })
      .where(eq(bookings.id, booking.id));
    // Each cancelled booking is a webhook of its own (MKT-053), as a traveler's or an admin's cancellation is.
    if (ctx.webhooks)
      await emitWebhookEvent(ctx.webhooks, tx, 'booking.cancelled', {
        bookingId: booking.id,
        orderId: booking.orderId,
        tripId: trip.id,
      });
    mails.push(
      tripCancelledTravelerMail(email, trip, reason, { amount: outputs.refundAmount, currency: booking.currency }),
    );
  }
  return mails;
}

/** Shows the trip's move on each booking's timeline (a booking of a complete trip is complete), before the trip moves. */
async function tellBookings(ctx: ActionContext, tx: Tx, tripId: string, tripStatus: 'closed' | 'complete') {
  const open = (await openBookings(tx, tripId)).filter(({ booking }) =>
    (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.status),
  );
  for (const { booking } of open)
    await applyLifecycleEvent({
      tx,
      resource: 'booking',
      id: booking.id,
      event: { type: 'trip.statusChanged', tripStatus },
      actor: SCHEDULER_ACTOR,
      now: ctx.now,
      internal: true,
    });
  return open.map(({ email }) => email);
}

/**
 * Applies a trip action once: the ledger key is claimed in the transaction of the move, so of two schedulers only the
 * one that claimed it moves the trip and writes its e-mails (mail jobs, in the same transaction). Answers whether this
 * call applied it. A move the machine refuses (the trip changed meanwhile) throws its 409 and nothing is recorded.
 */
export async function applyTripAction(ctx: ActionContext, action: DueAction): Promise<boolean> {
  const event = action.event;
  if (!event) throw new Error(`trip rule ${action.rule} has no event`);
  return ctx.db.transaction(async (tx) => {
    if (!(await claim(tx, action, ctx.now))) return false;
    const [before] = await tx.select({ status: trips.status }).from(trips).where(eq(trips.id, action.objectId));
    await writeActionMails(ctx, tx, action, await moveTrip(ctx, tx, action, event));
    const [after] = await tx.select({ status: trips.status }).from(trips).where(eq(trips.id, action.objectId));
    // The host's and operator's systems hear of the move in its own transaction (MKT-053), as from the trip events route.
    if (before && after)
      await afterTripMoved(
        tx,
        { webhooks: ctx.webhooks, mail: { outbox: ctx.outbox, publicUrl: ctx.publicUrl?.() } },
        { tripId: action.objectId, from: before.status, to: after.status, now: ctx.now },
      );
    return true;
  });
}

/** Moves the trip as the action says and answers the e-mails that tell its host and travelers. */
async function moveTrip(
  ctx: ActionContext,
  tx: Tx,
  action: DueAction,
  event: NonNullable<DueAction['event']>,
): Promise<OutgoingMail[]> {
  const [found] = await tx
    .select({ trip: trips, hostEmail: users.email })
    .from(trips)
    .innerJoin(users, eq(users.id, trips.hostId))
    .where(eq(trips.id, action.objectId));
  if (!found) return [];
  const { trip, hostEmail } = found;
  const move = () =>
    applyLifecycleEvent({ tx, resource: 'trip', id: trip.id, event, actor: SCHEDULER_ACTOR, now: ctx.now });
  switch (event.type) {
    case 'trip.launch':
      await move();
      return [tripLaunchedMail(hostEmail, trip)];
    case 'trip.markReadyToConfirm':
      await move();
      return [tripReadyToConfirmMail(hostEmail, trip)];
    case 'trip.cancel': {
      await move();
      const travelers = await cancelBookingsOf(ctx, tx, trip, event.reason);
      return [tripCancelledHostMail(hostEmail, trip, event.reason), ...travelers];
    }
    case 'trip.close': {
      const travelers = await tellBookings(ctx, tx, trip.id, 'closed');
      await move();
      return [
        bookingsFinalMail(hostEmail, trip, 'host'),
        ...travelers.map((to) => bookingsFinalMail(to, trip, 'traveler')),
      ];
    }
    case 'trip.complete': {
      const travelers = await tellBookings(ctx, tx, trip.id, 'complete');
      await move();
      return [tripCompleteMail(hostEmail, trip), ...travelers.map((to) => tripCompleteMail(to, trip))];
    }
  }
}
