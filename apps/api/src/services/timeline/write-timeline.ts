// Writes a money movement of a booking to its timeline (MKT-041), in the caller's transaction: the lifecycle engine
// writes the moves of a status, this writes a payment, refund or discount, with who, when and the amount.
import { eq } from 'drizzle-orm';
import { bookings, transitionsLog } from '../../db/schema/index.js';
import type { Exec } from '../booking/booking-records.js';

/** The money events a booking's timeline records beside its lifecycle moves. */
export const MONEY_TIMELINE_EVENTS = {
  payment: 'booking.payment',
  /** The scheduler took the due amount from the enrolled card (MKT-017). */
  automaticPayment: 'scheduler.automatic-payment',
  refund: 'booking.refund',
  /** A booking change moved its price by `amount` (manage booking, MBK): up adds to due, down lowers it. */
  change: 'booking.change',
  discount: 'booking.discount',
  discountRemoved: 'booking.discountRemoved',
} as const;
export type MoneyTimelineEvent = (typeof MONEY_TIMELINE_EVENTS)[keyof typeof MONEY_TIMELINE_EVENTS];

/**
 * One timeline entry for a money movement of booking `bookingId`: `amount` minor units of `currency` (positive: a
 * refund's or discount's size is positive too; the event says which way it went; a change's is signed, the price's
 * move), by `actorId` (null: the scheduler).
 * The booking's status is read in the same transaction and recorded as both ends (money moves no status).
 */
export async function logMoneyMove(
  tx: Exec,
  input: {
    bookingId: string;
    event: MoneyTimelineEvent;
    amount: number;
    currency: string;
    actorId: string | null;
    at: Date;
    reason?: string | null;
    status?: string;
  },
): Promise<void> {
  const status =
    input.status ??
    (await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, input.bookingId)).limit(1))[0]
      ?.status ??
    'unknown';
  await tx.insert(transitionsLog).values({
    resource: 'booking',
    resourceId: input.bookingId,
    event: input.event,
    fromState: status,
    toState: status,
    actorId: input.actorId,
    at: input.at,
    reason: input.reason ?? null,
    amount: input.amount,
    currency: input.currency,
  });
}
