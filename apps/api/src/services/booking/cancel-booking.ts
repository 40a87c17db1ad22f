// The traveler's booking cancellation: reason, refund method, the calculator's split, refund, rooms and spots given back.
import {
  type CancelMyBookingResponse,
  bookingHoldsSpots,
  bookingStatusSchema,
  TRAVELER_BOOKING_ERROR_CODES,
  balanceAfterCancellation,
  calculateBookingCancellation,
  eligibleRefundMethods,
  resolveCancellationReason,
} from '@caravan/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { addOns, bookings, payments, travelers, trips } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../errors/app-error.js';
import { PaymentError } from '../../providers/payments/index.js';
import type { Providers } from '../../providers/index.js';
import { type RefundMethodOption, downPaymentOf, refundMethodOptions } from './booking-money.js';
import { moveBooking } from './booking-lifecycle.js';
import { type Viewer, accessBooking, todayOf, travelerBookingView } from './booking-records.js';
import { refundToCards } from './refund-to-cards.js';
import { releasePrivateRooms } from './update-booking.js';
import { recordCancellationRequest } from './cancellation-request.js';
import { releaseToWaitlist } from '../waitlist/close-offers.js';
import type { OfferMail } from '../waitlist/offer-spots.js';

export interface CancelMyBookingInput {
  viewer: Viewer;
  bookingId: string;
  reason: string;
  otherDescription?: string | undefined;
  refundMethodDescription?: string | undefined;
  refundAmount: number;
  tripCreditAmount: number;
  now: Date;
  /** Where the offer e-mails of the spots this cancellation frees are written (MKT-046); absent: offered unmailed. */
  mail?: OfferMail | undefined;
  /** Runs last in the cancellation's transaction (the webhooks' jobs, MKT-053). */
  inTransaction?: (tx: Tx, booking: { id: string; orderId: string; tripId: string }) => Promise<void>;
}

const invalidMethod = (message: string) =>
  new AppError(422, TRAVELER_BOOKING_ERROR_CODES.invalidRefundMethod, message, { refundMethodDescription: message });

/** The refund method the request names, the only eligible one, or the forfeit when none is eligible (CAN-012..014). */
function chooseRefundMethod(options: RefundMethodOption[], input: CancelMyBookingInput): RefundMethodOption {
  const shaped = options.map((o) => ({
    ...o,
    refundAmount: { refund: o.outputs.refundAmount, tripCredit: o.outputs.tripCreditAmount },
  }));
  const eligible = eligibleRefundMethods(shaped);
  if (eligible.length === 0) return options[0] as RefundMethodOption;
  const chosen = input.refundMethodDescription
    ? eligible.find((m) => m.description === input.refundMethodDescription)
    : eligible.length === 1
      ? eligible[0]
      : undefined;
  if (!chosen)
    throw invalidMethod(
      input.refundMethodDescription ? 'That refund method is not offered for this booking.' : 'Choose a refund method.',
    );
  if (
    (input.refundAmount !== 0 || input.tripCreditAmount !== 0) &&
    (input.refundAmount !== chosen.outputs.refundAmount || input.tripCreditAmount !== chosen.outputs.tripCreditAmount)
  )
    throw invalidMethod('The refund amounts have changed. Reload the booking and try again.');
  return chosen;
}

/**
 * POST /api/me/bookings/{id}/cancel (TAP-001). Only the booking customer (the policy's cancel scope), and only when the
 * booking machine accepts booking.requestCancellation (CAN-004, CAN-005; its customerMayCancel guard). The amounts are the calculator's (calculateBookingCancellation) for the reason code of the
 * chosen refund method; the refund goes back to the cards charged, newest first. The booking becomes pending
 * cancellation (its travelers cancelled, TRV-036/037) and its private rooms and spots return to the trip.
 */
export async function cancelMyBooking(
  db: Db,
  providers: Providers,
  input: CancelMyBookingInput,
): Promise<CancelMyBookingResponse> {
  const reason = resolveCancellationReason(input.reason, input.otherDescription);
  if (!reason) throw badRequest('Tell us why you are cancelling.', { otherDescription: 'Required' });
  const cancellation = await db.transaction(async (tx) => {
    const access = await accessBooking(tx, input.viewer, input.bookingId, { action: 'cancel', lock: true });
    const { booking, trip } = access;
    // The booking machine decides (CAN-004, TRV-037): the customer's request makes the booking pending cancellation.
    const requestCancellation = (money?: { amount: number; currency: string }) =>
      moveBooking(tx, {
        bookingId: booking.id,
        event: { type: 'booking.requestCancellation' },
        viewer: input.viewer,
        now: input.now,
        reason,
        refused: {
          code: TRAVELER_BOOKING_ERROR_CODES.bookingNotCancellable,
          message: 'This booking cannot be cancelled online. Please send us an email request.',
        },
        ...(money ? { money } : {}),
      });
    const { options } = refundMethodOptions(booking, trip, todayOf(trip, input.now));
    let chosen: RefundMethodOption;
    try {
      chosen = chooseRefundMethod(options, input);
    } catch (error) {
      // A booking the machine refuses to cancel answers that refusal first (409), whatever the refund method said.
      await requestCancellation();
      throw error;
    }
    const voucherCode = `TC-${booking.orderId}`;
    const outputs = calculateBookingCancellation({
      reasonCode: chosen.reasonCode,
      paidAmount: booking.paidAmount,
      dueAmount: booking.dueAmount,
      downPaymentAmount: downPaymentOf(booking, trip),
      feeAmount: chosen.outputs.feeAmount,
      voucherCode,
    });
    // One timeline entry for the move and its refund (MKT-041), as the admin's cancellation writes it.
    await requestCancellation({ amount: outputs.refundAmount, currency: booking.currency });

    // Refund to the cards charged, newest first, each refund idempotent per booking and charge. The refunds already made
    // number this one: a booking cancelled again after a reinstatement refunds under a key of its own (the processor
    // refuses a key reused for another amount), as the admin's cancellation does.
    const [{ n: refundsBefore } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), lt(payments.amount, 0)));
    try {
      await refundToCards(tx, providers, {
        booking,
        amount: outputs.refundAmount,
        keyPrefix: refundsBefore === 0 ? 'cancel-refund' : `cancel-refund:${refundsBefore}`,
        now: input.now,
      });
    } catch (error) {
      if (error instanceof PaymentError)
        throw new AppError(
          502,
          TRAVELER_BOOKING_ERROR_CODES.paymentFailed,
          'We could not issue your refund. Please try again.',
        );
      throw error;
    }

    await tx
      .update(bookings)
      .set({
        internalCancellationReason: chosen.reasonCode,
        cancellationRequestedAt: input.now,
        paidAmount: sql`${bookings.paidAmount} - ${outputs.refundAmount}`,
        // Nothing more is due; the trip credit reads as credit, as every audience's bookingMoney shows it.
        dueAmount: balanceAfterCancellation({ tripCredit: outputs.tripCreditAmount }),
        updatedAt: input.now,
      })
      .where(eq(bookings.id, booking.id));
    await tx.update(travelers).set({ status: 'cancelled' }).where(eq(travelers.bookingId, booking.id));
    // One request per booking: a booking reinstated by an admin and cancelled again keeps its latest request.
    const request = {
      requestedBy: input.viewer.id,
      reason,
      refundMethodDescription: chosen.description,
      reasonCode: chosen.reasonCode,
      refundAmount: outputs.refundAmount,
      tripCreditAmount: outputs.tripCreditAmount,
      feeAmount: outputs.feeAmount,
      forfeitedAmount: outputs.forfeitedAmount,
      voucherCode: outputs.voucherCode ?? null,
      requestedAt: input.now,
    };
    await recordCancellationRequest(tx, booking.id, request);

    // Give back what the booking held: its private rooms, and its spots when they were taken.
    const [{ singles } = { singles: 0 }] = await tx
      .select({ singles: sql<number>`count(*)::int` })
      .from(addOns)
      .where(and(eq(addOns.bookingId, booking.id), eq(addOns.type, 'single-supplement'), eq(addOns.deleted, false)));
    await releasePrivateRooms(tx, trip.id, singles);
    if (bookingHoldsSpots(bookingStatusSchema.parse(booking.status)))
      await tx
        .update(trips)
        .set({ spotsTaken: sql`greatest(${trips.spotsTaken} - ${booking.totalSpotsBooked}, 0)` })
        .where(eq(trips.id, trip.id));
    // The freed spots (or this booking's own held offer) pass to the next in line on the waitlist (MKT-046).
    await releaseToWaitlist(tx, { tripId: trip.id, bookingId: booking.id, now: input.now, mail: input.mail });
    await input.inTransaction?.(tx, { id: booking.id, orderId: booking.orderId, tripId: trip.id });
    return { ...outputs, reasonCode: chosen.reasonCode };
  });
  const fresh = await accessBooking(db, input.viewer, input.bookingId);
  return { booking: await travelerBookingView(db, fresh, input.viewer.id, input.now), cancellation };
}
