// The admin's booking tools (MKT-023): refund, discount, cancel with a reason code, reinstate where a spot is free.
// Each runs in one transaction on the locked booking, keeps its money rows and figures in step (MKT-040), writes one
// timeline entry (MKT-041) and leaves an audit_log row with the admin's id.
import {
  ADMIN_PRIVATE_ROOMS_SOLD_OUT,
  type AdminReinstateStatus,
  CANCELLATION_REASON_CODES,
  type CancellationInputs,
  type CancellationReasonCode,
  adminCancellationMoney,
  adminDiscountProblem,
  adminRefundProblem,
  adminReinstatedTotal,
  bookingHoldsSpots,
  bookingMoney,
  bookingStatusSchema,
  cancellationInputErrors,
} from '@caravan/domain';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { actingUser } from '../../auth/acting-user.js';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { addOns, auditLog, bookings, payments, trips } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../errors/app-error.js';
import type { Providers } from '../../providers/index.js';
import { applyLifecycleEvent, type Tx } from '../lifecycle.js';
import { downPaymentOf } from '../booking/booking-money.js';
import { takeSpots } from '../booking/pay-balance.js';
import { refundToCards } from '../booking/refund-to-cards.js';
import { releasePrivateRooms, takePrivateRooms } from '../booking/update-booking.js';
import { logMoneyMove, MONEY_TIMELINE_EVENTS } from '../timeline/write-timeline.js';
import { recordCancellationRequest } from '../booking/cancellation-request.js';
import { releaseToWaitlist } from '../waitlist/close-offers.js';
import type { OfferMail } from '../waitlist/offer-spots.js';
import type { WebhookQueue } from '../../queue/webhook-job.js';
import { emitBookingCancelledWebhooks } from '../webhooks/booking-webhooks.js';

type BookingRow = typeof bookings.$inferSelect;

export interface AdminBookingResult {
  id: string;
  status: string;
  travelAmount: number;
  /** What the booking costs, add-ons included (the domain's bookingMoney: paid + balance). */
  totalAmount: number;
  paidAmount: number;
  /** What is still to pay, never below zero (the domain's bookingMoney). */
  dueAmount: number;
  /** Paid beyond the total: the traveler's credit on this booking. */
  creditAmount: number;
}
export const resultOf = (b: BookingRow): AdminBookingResult => {
  const money = bookingMoney({ paid: b.paidAmount, balance: b.dueAmount });
  return {
    id: b.id,
    status: b.status,
    travelAmount: b.travelAmount,
    totalAmount: money.total,
    paidAmount: money.paid,
    dueAmount: money.due,
    creditAmount: money.credit,
  };
};

export async function lockBooking(tx: Tx, id: string): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).limit(1).for('update');
  if (!row) throw notFound('No such booking.');
  return row;
}

export async function audit(tx: Tx, admin: PolicyUser, path: string, detail: Record<string, unknown>, now: Date) {
  await tx.insert(auditLog).values({ actorId: admin.id, method: 'POST', path, status: '200', detail, at: now });
}

/** Private rooms the booking holds (its live single supplements). */
async function privateRoomsOf(tx: Tx, bookingId: string): Promise<number> {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(addOns)
    .where(and(eq(addOns.bookingId, bookingId), eq(addOns.type, 'single-supplement'), eq(addOns.deleted, false)));
  return n;
}

const unprocessable = (message: string, field: string) =>
  new AppError(422, 'ADMIN_BOOKING_REFUSED', message, { [field]: message });

/**
 * Refunds `amount` to the cards charged (MKT-023): never more than was paid. The refund is a negative payment row, paid
 * drops and what is due rises by as much: the price stays (adminRefundProblem's DECIDE).
 */
export async function refundBooking(
  db: Db,
  providers: Pick<Providers, 'payments'>,
  input: {
    admin: PolicyUser;
    bookingId: string;
    amount: number;
    idempotencyKey: string;
    path: string;
    now: Date;
    /** What else the audit row records (the payment and items a per-payment refund names). */
    note?: Record<string, unknown>;
  },
): Promise<AdminBookingResult> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, input.bookingId);
    const problem = adminRefundProblem(input.amount, booking);
    if (problem) throw unprocessable(problem, 'amount');
    await refundToCards(tx, providers, {
      booking,
      amount: input.amount,
      keyPrefix: `admin-refund:${input.idempotencyKey}`,
      now: input.now,
    });
    const [row] = await tx
      .update(bookings)
      .set({
        paidAmount: sql`${bookings.paidAmount} - ${input.amount}`,
        dueAmount: sql`${bookings.dueAmount} + ${input.amount}`,
        updatedAt: input.now,
      })
      .where(and(eq(bookings.id, booking.id), gte(bookings.paidAmount, input.amount)))
      .returning();
    if (!row) throw unprocessable('A refund cannot be more than was paid.', 'amount');
    await logMoneyMove(tx, {
      bookingId: booking.id,
      event: MONEY_TIMELINE_EVENTS.refund,
      amount: input.amount,
      currency: booking.currency,
      actorId: input.admin.id,
      at: input.now,
      status: row.status,
    });
    await audit(
      tx,
      input.admin,
      input.path,
      { ...input.note, event: 'booking.refund', bookingId: booking.id, amount: input.amount },
      input.now,
    );
    return resultOf(row);
  });
}

export interface DiscountInput {
  admin: PolicyUser;
  bookingId: string;
  amount: number;
  path: string;
  now: Date;
  /** What else the audit row records (the discount code it came from). */
  note?: Record<string, unknown>;
}

/** Lowers what is still due by `amount` (MKT-023): never more than is due. */
export async function discountBooking(db: Db, input: DiscountInput): Promise<AdminBookingResult> {
  return db.transaction((tx) => discountBookingIn(tx, input));
}

/** The discount inside a caller's transaction (a discount code records its use beside it). */
export async function discountBookingIn(tx: Tx, input: DiscountInput): Promise<AdminBookingResult> {
  const booking = await lockBooking(tx, input.bookingId);
  const problem = adminDiscountProblem(input.amount, booking);
  if (problem) throw unprocessable(problem, 'amount');
  const [row] = await tx
    .update(bookings)
    .set({
      dueAmount: sql`${bookings.dueAmount} - ${input.amount}`,
      travelAmount: sql`${bookings.travelAmount} - ${input.amount}`,
      updatedAt: input.now,
    })
    .where(and(eq(bookings.id, booking.id), gte(bookings.dueAmount, input.amount)))
    .returning();
  if (!row) throw unprocessable('A discount cannot be more than is still due.', 'amount');
  await logMoneyMove(tx, {
    bookingId: booking.id,
    event: MONEY_TIMELINE_EVENTS.discount,
    amount: input.amount,
    currency: booking.currency,
    actorId: input.admin.id,
    at: input.now,
    status: row.status,
  });
  await audit(
    tx,
    input.admin,
    input.path,
    { ...input.note, event: 'booking.discount', bookingId: booking.id, amount: input.amount },
    input.now,
  );
  return resultOf(row);
}

/** The booking's total before the admin's last cancellation of it, as its audit row recorded it (null: none recorded). */
async function totalBeforeCancel(tx: Tx, bookingId: string): Promise<number | null> {
  const [row] = await tx
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(
      and(sql`${auditLog.detail}->>'event' = 'booking.cancel'`, sql`${auditLog.detail}->>'bookingId' = ${bookingId}`),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  const total = (row?.detail as { totalBefore?: unknown } | undefined)?.totalBefore;
  return typeof total === 'number' ? total : null;
}

/**
 * Cancels the booking with a reason code (MKT-023) through the booking machine; its spots and private rooms go back.
 * The code decides which fields the admin enters (cancellationInputErrors, CXL-020: refused with 400 before anything
 * changes) and the money (adminCancellationMoney, MKT-040): a full-refund code refunds everything paid to the cards, a
 * fee code keeps the entered fee, a credit code keeps the credit under the entered voucher, 13 refunds the entered
 * refund; nothing is due afterwards. One timeline entry carries the refund; the figures are recorded as the booking's
 * cancellation request, as the traveler's own cancellation records them.
 */
export async function cancelBookingAsAdmin(
  db: Db,
  providers: Pick<Providers, 'payments'>,
  input: {
    admin: PolicyUser;
    bookingId: string;
    reasonCode: CancellationReasonCode;
    inputs: CancellationInputs;
    path: string;
    now: Date;
    /** Where the offer e-mails of the spots this cancellation frees are written (MKT-046); absent: offered unmailed. */
    mail?: OfferMail | undefined;
    /** Where the cancellation's webhook jobs are written (MKT-053); absent: no webhooks. */
    webhooks?: Pick<WebhookQueue, 'write'> | undefined;
  },
): Promise<AdminBookingResult> {
  const errors = cancellationInputErrors(input.reasonCode, input.inputs);
  const [first] = Object.values(errors);
  if (first) throw badRequest(first, errors);
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, input.bookingId);
    const [trip] = await tx.select().from(trips).where(eq(trips.id, booking.tripId)).limit(1);
    if (!trip) throw notFound('No such trip.');
    const held = bookingHoldsSpots(bookingStatusSchema.parse(booking.status));
    const money = adminCancellationMoney({
      reasonCode: input.reasonCode,
      paid: booking.paidAmount,
      total: bookingMoney({ paid: booking.paidAmount, balance: booking.dueAmount }).total,
      downPayment: downPaymentOf(booking, trip),
      ...input.inputs,
    });
    await applyLifecycleEvent({
      tx,
      resource: 'booking',
      id: booking.id,
      event: { type: 'booking.cancel' },
      actor: actingUser(input.admin),
      now: input.now,
      reason: input.reasonCode,
      money: { amount: money.refund, currency: booking.currency },
    });
    // The refunds already made number this one: a booking cancelled again (after a reinstatement or the traveler's own
    // cancellation) refunds under a key of its own, while a retry of this same cancellation replays its key.
    const [{ n: refundsBefore } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), lt(payments.amount, 0)));
    await refundToCards(tx, providers, {
      booking,
      amount: money.refund,
      keyPrefix: `admin-cancel:${booking.id}:${input.now.toISOString()}:${refundsBefore}`,
      now: input.now,
    });
    const paidAfter = booking.paidAmount - money.refund;
    const [row] = await tx
      .update(bookings)
      .set({
        internalCancellationReason: input.reasonCode,
        paidAmount: paidAfter,
        dueAmount: money.totalAfter - paidAfter,
        updatedAt: input.now,
      })
      .where(eq(bookings.id, booking.id))
      .returning();
    // One request per booking, the traveler's or the admin's, whichever cancelled it last.
    const request = {
      requestedBy: input.admin.id,
      reason: CANCELLATION_REASON_CODES[input.reasonCode],
      refundMethodDescription: null,
      reasonCode: input.reasonCode,
      refundAmount: money.refund,
      tripCreditAmount: money.credit,
      feeAmount: money.fee,
      forfeitedAmount: money.forfeited,
      voucherCode: money.voucherCode ?? null,
      requestedAt: input.now,
    };
    await recordCancellationRequest(tx, booking.id, request);
    if (held) {
      await releasePrivateRooms(tx, booking.tripId, await privateRoomsOf(tx, booking.id));
      await tx
        .update(trips)
        .set({ spotsTaken: sql`greatest(${trips.spotsTaken} - ${booking.totalSpotsBooked}, 0)` })
        .where(eq(trips.id, booking.tripId));
    }
    // The freed spots (or this booking's own held offer) pass to the next in line on the waitlist (MKT-046).
    await releaseToWaitlist(tx, { tripId: booking.tripId, bookingId: booking.id, now: input.now, mail: input.mail });
    if (input.webhooks) await emitBookingCancelledWebhooks(input.webhooks, tx, booking);
    await audit(
      tx,
      input.admin,
      input.path,
      {
        event: 'booking.cancel',
        bookingId: booking.id,
        reasonCode: input.reasonCode,
        totalBefore: booking.paidAmount + booking.dueAmount,
        refund: money.refund,
        credit: money.credit,
        fee: money.fee,
        forfeited: money.forfeited,
        voucherCode: money.voucherCode ?? null,
      },
      input.now,
    );
    return resultOf(row as BookingRow);
  });
}

/**
 * Reinstates a cancelled booking with `status` (MKT-023) through the booking machine; a status that holds spots takes
 * them (and the booking's private rooms) again with conditional updates, and is refused when the trip has none free.
 * The booking costs again what it cost before the admin cancelled it (adminReinstatedTotal): what was refunded is due.
 */
export async function reinstateBooking(
  db: Db,
  input: { admin: PolicyUser; bookingId: string; status: AdminReinstateStatus; path: string; now: Date },
): Promise<AdminBookingResult> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, input.bookingId);
    const total = adminReinstatedTotal({
      totalBeforeCancel: await totalBeforeCancel(tx, booking.id),
      total: booking.paidAmount + booking.dueAmount,
    });
    const due = Math.max(total - booking.paidAmount, 0);
    await applyLifecycleEvent({
      tx,
      resource: 'booking',
      id: booking.id,
      event: { type: 'booking.reinstate', bookingStatus: input.status },
      actor: actingUser(input.admin),
      now: input.now,
      money: { amount: due, currency: booking.currency },
    });
    if (bookingHoldsSpots(input.status)) {
      if (!(await takeSpots(tx, booking.tripId, booking.totalSpotsBooked)))
        throw new AppError(409, 'NO_SPOT_FREE', 'The trip has no free spot for this booking.');
      if (!(await takePrivateRooms(tx, booking.tripId, await privateRoomsOf(tx, booking.id))))
        throw new AppError(409, 'NO_PRIVATE_ROOM_FREE', ADMIN_PRIVATE_ROOMS_SOLD_OUT);
    }
    const [row] = await tx
      .update(bookings)
      .set({
        internalCancellationReason: null,
        cancelledByHost: false,
        dueAmount: total - booking.paidAmount,
        updatedAt: input.now,
      })
      .where(eq(bookings.id, booking.id))
      .returning();
    await audit(
      tx,
      input.admin,
      input.path,
      { event: 'booking.reinstate', bookingId: booking.id, status: input.status, total },
      input.now,
    );
    return resultOf(row as BookingRow);
  });
}
