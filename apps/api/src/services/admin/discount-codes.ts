// Discount codes on a booking (HAP-053, HAP-054): what a code would take off, applying it through the admin's amount
// discount (one service, one audit), and removing it, which gives back exactly what it took.
import { calculateDiscount, discountCodeRefusal, normalizeDiscountCode, type DiscountCode } from '@caravan/domain';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { bookingDiscountCodes, bookings, discountCodes } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { Tx } from '../lifecycle.js';
import { logMoneyMove, MONEY_TIMELINE_EVENTS } from '../timeline/write-timeline.js';
import { type AdminBookingResult, audit, discountBookingIn, lockBooking, resultOf } from './booking-tools.js';

type CodeRow = typeof discountCodes.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

const unknownCode = () =>
  new AppError(400, 'DISCOUNT_CODE_UNKNOWN', 'There is no such discount code.', {
    code: 'There is no such discount code.',
  });

async function findCode(tx: Tx | Db, code: string, lock = false): Promise<CodeRow> {
  const query = tx
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.code, normalizeDiscountCode(code)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw unknownCode();
  return row;
}

const domainCode = (row: CodeRow): DiscountCode => ({
  code: row.code,
  kind: row.kind as DiscountCode['kind'],
  value: row.value,
  currency: row.currency,
  expiresAt: row.expiresAt,
  maxUses: row.maxUses,
});

async function applicationOf(tx: Tx | Db, bookingId: string, codeId: string) {
  const [row] = await tx
    .select()
    .from(bookingDiscountCodes)
    .where(and(eq(bookingDiscountCodes.bookingId, bookingId), eq(bookingDiscountCodes.discountCodeId, codeId)))
    .limit(1);
  return row ?? null;
}

/** What `code` would take off `booking`, refused (409) when expired, used up by other bookings or of another currency. */
async function usableAmount(tx: Tx | Db, code: CodeRow, booking: BookingRow, now: Date): Promise<number> {
  const [{ uses } = { uses: 0 }] = await tx
    .select({ uses: count() })
    .from(bookingDiscountCodes)
    .where(and(eq(bookingDiscountCodes.discountCodeId, code.id), ne(bookingDiscountCodes.bookingId, booking.id)));
  const refusal = discountCodeRefusal(domainCode(code), booking, uses, now);
  if (refusal) throw new AppError(409, refusal.code, refusal.message, { code: refusal.message });
  return calculateDiscount(domainCode(code), booking);
}

export interface DiscountCodeQuote {
  code: string;
  amount: number;
  currency: string;
  applied: boolean;
}

/** What the code takes off the booking now; once applied, what it took. */
export async function quoteDiscountCode(
  db: Db,
  input: { bookingId: string; code: string; now: Date },
): Promise<DiscountCodeQuote> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, input.bookingId)).limit(1);
  if (!booking) throw notFound('No such booking.');
  const code = await findCode(db, input.code);
  const applied = await applicationOf(db, booking.id, code.id);
  const amount = applied ? applied.amount : await usableAmount(db, code, booking, input.now);
  return { code: code.code, amount, currency: booking.currency, applied: applied !== null };
}

interface CodeInput {
  admin: PolicyUser;
  bookingId: string;
  code: string;
  path: string;
  now: Date;
}

/** Applies the code through the amount discount; applying it again to the same booking changes nothing. */
export async function applyDiscountCode(db: Db, input: CodeInput): Promise<AdminBookingResult> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, input.bookingId);
    const code = await findCode(tx, input.code, true);
    if (await applicationOf(tx, booking.id, code.id)) return resultOf(booking);
    const amount = await usableAmount(tx, code, booking, input.now);
    const result = await discountBookingIn(tx, { ...input, amount, note: { discountCode: code.code } });
    await tx.insert(bookingDiscountCodes).values({
      bookingId: booking.id,
      discountCodeId: code.id,
      amount,
      appliedBy: input.admin.id,
      appliedAt: input.now,
    });
    return result;
  });
}

/** Removes the code, giving back what it took off; removing a code the booking does not have changes nothing. */
export async function removeDiscountCode(db: Db, input: CodeInput): Promise<AdminBookingResult> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, input.bookingId);
    const code = await findCode(tx, input.code);
    const [applied] = await tx
      .delete(bookingDiscountCodes)
      .where(and(eq(bookingDiscountCodes.bookingId, booking.id), eq(bookingDiscountCodes.discountCodeId, code.id)))
      .returning();
    if (!applied) return resultOf(booking);
    const [row] = await tx
      .update(bookings)
      .set({
        dueAmount: sql`${bookings.dueAmount} + ${applied.amount}`,
        travelAmount: sql`${bookings.travelAmount} + ${applied.amount}`,
        updatedAt: input.now,
      })
      .where(eq(bookings.id, booking.id))
      .returning();
    // The discount given back is a money movement of its own on the booking's timeline (MKT-041).
    await logMoneyMove(tx, {
      bookingId: booking.id,
      event: MONEY_TIMELINE_EVENTS.discountRemoved,
      amount: applied.amount,
      currency: booking.currency,
      actorId: input.admin.id,
      at: input.now,
      status: booking.status,
    });
    await audit(
      tx,
      input.admin,
      input.path,
      { event: 'booking.discount.remove', bookingId: booking.id, discountCode: code.code, amount: applied.amount },
      input.now,
    );
    return resultOf(row as BookingRow);
  });
}
