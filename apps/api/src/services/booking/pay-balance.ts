// Paying (part of) a booking's balance with a card; paying an awaiting booking takes its spots first.
import {
  type CardPayment,
  type PayBalanceResponse,
  type Payment,
  TRAVELER_BOOKING_ERROR_CODES,
  bookingSuccessTitle,
} from '@caravan/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings, trips } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { Providers } from '../../providers/index.js';
import type { Charge } from '../../providers/payments/index.js';
import { type Exec, type Viewer, accessBooking, travelerBookingView } from './booking-records.js';
import { minimumDueOf } from './booking-money.js';
import { paymentAmountFor } from './card-charge.js';
import { recordCharge, refundOrphanCharge } from './update-booking.js';

/** Booking statuses whose balance can be paid. */
const PAYABLE_STATUSES = ['pending', 'awaiting', 'confirmed'] as const;
/** DECIDE: an awaiting booking that pays becomes confirmed on a trip already confirmed (early-confirmed, confirmed), else pending, because the trip's own confirmation confirms pending bookings later. */
const CONFIRMED_TRIP_STATUSES = ['early-confirmed', 'confirmed'];

/**
 * Takes `count` spots of the trip with one conditional UPDATE … WHERE spots_taken + count <= maximum_spots
 * RETURNING; false when the trip is full.
 */
export async function takeSpots(tx: Exec, tripId: string, count: number): Promise<boolean> {
  const taken = await tx
    .update(trips)
    .set({ spotsTaken: sql`${trips.spotsTaken} + ${count}` })
    .where(and(eq(trips.id, tripId), sql`${trips.spotsTaken} + ${count} <= ${trips.maximumSpots}`))
    .returning({ spotsTaken: trips.spotsTaken });
  return taken.length > 0;
}

/** POST /api/me/bookings/{id}/payments: charges the card for the chosen option and records the payment. */
export async function payBalance(
  db: Db,
  providers: Providers,
  input: { viewer: Viewer; bookingId: string; payment: CardPayment; idempotencyKey: string; now: Date },
): Promise<PayBalanceResponse> {
  let charge: Charge | null = null;
  try {
    const payment: Payment = await db.transaction(async (tx) => {
      const { booking, trip } = await accessBooking(tx, input.viewer, input.bookingId, { write: true, lock: true });
      if (!(PAYABLE_STATUSES as readonly string[]).includes(booking.status) || booking.isPendingCancellation)
        throw new AppError(
          409,
          TRAVELER_BOOKING_ERROR_CODES.bookingNotPayable,
          booking.status === 'waitlist'
            ? 'You are on the waitlist: payment opens when a spot frees up.'
            : 'This booking cannot be paid online.',
        );
      const amount = paymentAmountFor(input.payment, {
        minimumDue: minimumDueOf(booking, trip),
        dueAmount: booking.dueAmount,
      });
      if (booking.status === 'awaiting') {
        if (!(await takeSpots(tx, trip.id, booking.totalSpotsBooked)))
          throw new AppError(
            409,
            TRAVELER_BOOKING_ERROR_CODES.spotsUnavailable,
            "Sorry, the trip is full at this time. Don't worry, you haven't been charged.",
          );
        await tx
          .update(bookings)
          .set({ status: CONFIRMED_TRIP_STATUSES.includes(trip.status) ? 'confirmed' : 'pending' })
          .where(eq(bookings.id, booking.id));
      }
      return recordCharge(tx, providers, {
        booking,
        amount,
        cardToken: input.payment.cardToken,
        idempotencyKey: `booking-payment:${booking.id}:${input.idempotencyKey}`,
        now: input.now,
        onCharged: (c) => {
          charge = c;
        },
      });
    });
    const fresh = await accessBooking(db, input.viewer, input.bookingId);
    return {
      booking: await travelerBookingView(db, fresh, input.viewer.id, input.now),
      payment,
      successTitle: bookingSuccessTitle({ balance: payment.amount, refundNeeded: false }),
    };
  } catch (error) {
    await refundOrphanCharge(providers, charge, error);
    throw error;
  }
}
