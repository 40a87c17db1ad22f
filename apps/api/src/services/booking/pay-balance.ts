// Paying (part of) a booking's balance with a card or Affirm (PAY-008); paying an awaiting booking takes its spots and moves it by the machine.
import {
  type CheckoutPayment,
  type PayBalanceResponse,
  type Payment,
  TRAVELER_BOOKING_ERROR_CODES,
  bookingSuccessTitle,
} from '@caravan/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { trips } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import type { Providers } from '../../providers/index.js';
import type { Charge } from '../../providers/payments/index.js';
import { type Exec, type Viewer, accessBooking, travelerBookingView } from './booking-records.js';
import { minimumDueOf } from './booking-money.js';
import { paymentAmountFor } from './card-charge.js';
import { chargeCheckoutPayment, refundOrphanCharge } from './record-charge.js';
import { moveBooking } from './booking-lifecycle.js';
import type { Tx } from '../lifecycle.js';
import { heldSpotsOf, lockTripSpots } from '../waitlist/held-spots.js';
import type { WebhookQueue } from '../../queue/webhook-job.js';
import { emitBookingPaidWebhook } from '../webhooks/booking-webhooks.js';

/** Booking statuses whose balance can be paid. */
const PAYABLE_STATUSES = ['pending', 'awaiting', 'confirmed'] as const;
/**
 * Takes `count` spots of the trip under its row lock with one conditional UPDATE … WHERE spots_taken + count + held
 * <= maximum_spots RETURNING, `held` being the spots open waitlist offers hold (MKT-047); false when the trip is full.
 */
export async function takeSpots(tx: Exec, tripId: string, count: number): Promise<boolean> {
  await lockTripSpots(tx, tripId);
  const taken = await tx
    .update(trips)
    .set({ spotsTaken: sql`${trips.spotsTaken} + ${count}` })
    .where(
      and(eq(trips.id, tripId), sql`${trips.spotsTaken} + ${count} + ${heldSpotsOf(tripId)} <= ${trips.maximumSpots}`),
    )
    .returning({ spotsTaken: trips.spotsTaken });
  return taken.length > 0;
}

/**
 * The booking the viewer may pay now (404 when not theirs, 409 when not payable) and what the chosen option pays;
 * the Affirm checkout of a balance is priced here too, so the checkout and the payment agree.
 */
export async function payableBooking(
  tx: Exec,
  viewer: Viewer,
  bookingId: string,
  payment: Pick<CheckoutPayment, 'paymentOptionType' | 'paymentAmount'>,
) {
  const { booking, trip } = await accessBooking(tx, viewer, bookingId, { action: 'update', lock: true });
  if (!(PAYABLE_STATUSES as readonly string[]).includes(booking.status) || booking.isPendingCancellation)
    throw new AppError(
      409,
      TRAVELER_BOOKING_ERROR_CODES.bookingNotPayable,
      booking.status === 'waitlist'
        ? 'You are on the waitlist: payment opens when a spot frees up.'
        : 'This booking cannot be paid online.',
    );
  const amount = paymentAmountFor(payment, { minimumDue: minimumDueOf(booking, trip), dueAmount: booking.dueAmount });
  return { booking, trip, amount };
}

/** POST /api/me/bookings/{id}/payments: charges the card (or the Affirm loan) for the chosen option and records it. */
export async function payBalance(
  db: Db,
  providers: Providers,
  input: {
    viewer: Viewer;
    bookingId: string;
    payment: CheckoutPayment;
    idempotencyKey: string;
    now: Date;
    /** Runs first in the payment's transaction: a waitlist offer's acceptance makes the booking payable there. */
    prepare?: (tx: Tx) => Promise<void>;
    /** Where the booking.paid webhook jobs are written, in the payment's transaction (MKT-053); absent: none. */
    webhooks?: Pick<WebhookQueue, 'write'> | undefined;
  },
): Promise<PayBalanceResponse> {
  let charge: Charge | null = null;
  try {
    const payment: Payment = await db.transaction(async (tx) => {
      await input.prepare?.(tx);
      const { booking, trip, amount } = await payableBooking(tx, input.viewer, input.bookingId, input.payment);
      const awaiting = booking.status === 'awaiting';
      if (awaiting && !(await takeSpots(tx, trip.id, booking.totalSpotsBooked)))
        throw new AppError(
          409,
          TRAVELER_BOOKING_ERROR_CODES.spotsUnavailable,
          "Sorry, the trip is full at this time. Don't worry, you haven't been charged.",
        );
      const payment = await chargeCheckoutPayment(tx, providers, {
        viewerId: input.viewer.id,
        booking,
        amount,
        payment: input.payment,
        idempotencyKey: `booking-payment:${booking.id}:${input.idempotencyKey}`,
        now: input.now,
        onCharged: (c) => {
          charge = c;
        },
      });
      // The paid awaiting booking moves as the booking machine says (PAY-004: to pending); a refusal rolls back
      // the spots and the payment record, and the charge is refunded below.
      if (awaiting)
        await moveBooking(tx, {
          bookingId: booking.id,
          event: { type: 'booking.paid', payment: { status: payment.status } },
          viewer: input.viewer,
          now: input.now,
          internal: true,
          refused: {
            code: TRAVELER_BOOKING_ERROR_CODES.bookingNotPayable,
            message: 'This booking cannot be paid online.',
          },
        });
      if (input.webhooks)
        await emitBookingPaidWebhook(input.webhooks, tx, booking, { amount: payment.amount, automatic: false });
      return payment;
    });
    const fresh = await accessBooking(db, input.viewer, input.bookingId);
    return {
      booking: await travelerBookingView(db, fresh, input.viewer.id, input.now),
      payment,
      successTitle: bookingSuccessTitle({ balance: payment.amount, refundNeeded: false }),
    };
  } catch (error) {
    throw await refundOrphanCharge(providers, charge, error);
  }
}
