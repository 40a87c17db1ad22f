// The admin's booking tools (MKT-023): refund, discount, cancel with a reason code, reinstate where a spot is free.
// Each runs in one transaction on the locked booking and leaves an audit_log row with the admin's id.
import {
  ADMIN_PRIVATE_ROOMS_SOLD_OUT,
  type AdminReinstateStatus,
  type CancellationReasonCode,
  adminDiscountProblem,
  adminRefundProblem,
  bookingHoldsSpots,
  bookingStatusSchema,
} from '@caravan/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import { actingUser } from '../../auth/acting-user.js';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { addOns, auditLog, bookings, trips } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/errors.js';
import type { Providers } from '../../providers/index.js';
import { applyLifecycleEvent, type Tx } from '../lifecycle.js';
import { takeSpots } from '../booking/pay-balance.js';
import { refundToCards } from '../booking/refund-to-cards.js';
import { releasePrivateRooms, takePrivateRooms } from '../booking/update-booking.js';

type BookingRow = typeof bookings.$inferSelect;

export interface AdminBookingResult {
  id: string;
  status: string;
  travelAmount: number;
  paidAmount: number;
  dueAmount: number;
}
export const resultOf = (b: BookingRow): AdminBookingResult => ({
  id: b.id,
  status: b.status,
  travelAmount: b.travelAmount,
  paidAmount: b.paidAmount,
  dueAmount: b.dueAmount,
});

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

/** Refunds `amount` to the cards charged (MKT-023): never more than was paid; the price drops by as much. */
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
        travelAmount: sql`${bookings.travelAmount} - ${input.amount}`,
        updatedAt: input.now,
      })
      .where(and(eq(bookings.id, booking.id), gte(bookings.paidAmount, input.amount)))
      .returning();
    if (!row) throw unprocessable('A refund cannot be more than was paid.', 'amount');
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
  await audit(
    tx,
    input.admin,
    input.path,
    { ...input.note, event: 'booking.discount', bookingId: booking.id, amount: input.amount },
    input.now,
  );
  return resultOf(row);
}

/** Cancels the booking with a reason code (MKT-023) through the booking machine; its spots and private rooms go back. */
export async function cancelBookingAsAdmin(
  db: Db,
  input: { admin: PolicyUser; bookingId: string; reasonCode: CancellationReasonCode; path: string; now: Date },
): Promise<AdminBookingResult> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, input.bookingId);
    const held = bookingHoldsSpots(bookingStatusSchema.parse(booking.status));
    await applyLifecycleEvent({
      tx,
      resource: 'booking',
      id: booking.id,
      event: { type: 'booking.cancel' },
      actor: actingUser(input.admin),
      now: input.now,
      reason: input.reasonCode,
    });
    const [row] = await tx
      .update(bookings)
      .set({ internalCancellationReason: input.reasonCode, updatedAt: input.now })
      .where(eq(bookings.id, booking.id))
      .returning();
    if (held) {
      await releasePrivateRooms(tx, booking.tripId, await privateRoomsOf(tx, booking.id));
      await tx
        .update(trips)
        .set({ spotsTaken: sql`greatest(${trips.spotsTaken} - ${booking.totalSpotsBooked}, 0)` })
        .where(eq(trips.id, booking.tripId));
    }
    await audit(
      tx,
      input.admin,
      input.path,
      { event: 'booking.cancel', bookingId: booking.id, reasonCode: input.reasonCode },
      input.now,
    );
    return resultOf(row as BookingRow);
  });
}

/**
 * Reinstates a cancelled booking with `status` (MKT-023) through the booking machine; a status that holds spots takes
 * them (and the booking's private rooms) again with conditional updates, and is refused when the trip has none free.
 */
export async function reinstateBooking(
  db: Db,
  input: { admin: PolicyUser; bookingId: string; status: AdminReinstateStatus; path: string; now: Date },
): Promise<AdminBookingResult> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, input.bookingId);
    await applyLifecycleEvent({
      tx,
      resource: 'booking',
      id: booking.id,
      event: { type: 'booking.reinstate', bookingStatus: input.status },
      actor: actingUser(input.admin),
      now: input.now,
    });
    if (bookingHoldsSpots(input.status)) {
      if (!(await takeSpots(tx, booking.tripId, booking.totalSpotsBooked)))
        throw new AppError(409, 'NO_SPOT_FREE', 'The trip has no free spot for this booking.');
      if (!(await takePrivateRooms(tx, booking.tripId, await privateRoomsOf(tx, booking.id))))
        throw new AppError(409, 'NO_PRIVATE_ROOM_FREE', ADMIN_PRIVATE_ROOMS_SOLD_OUT);
    }
    const [row] = await tx
      .update(bookings)
      .set({ internalCancellationReason: null, cancelledByHost: false, updatedAt: input.now })
      .where(eq(bookings.id, booking.id))
      .returning();
    await audit(
      tx,
      input.admin,
      input.path,
      { event: 'booking.reinstate', bookingId: booking.id, status: input.status },
      input.now,
    );
    return resultOf(row as BookingRow);
  });
}
