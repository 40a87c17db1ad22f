// Charging a card (or authorizing an Affirm loan) for a booking and recording the payment; refunding a charge whose
// transaction did not commit.
import {
  type CheckoutPayment,
  type CurrencyCode,
  type Payment,
  TRAVELER_BOOKING_ERROR_CODES,
  currencyCodeSchema,
} from '@caravan/domain';
import { eq, sql } from 'drizzle-orm';
import { bookings, payments } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import type { Providers } from '../../providers/index.js';
import type { Charge } from '../../providers/payments/index.js';
import { type BookingRow, type Exec, toPayment } from './booking-records.js';
import { authorizeAffirm, profileCountryOf, requireAffirmOffered } from './affirm-payment.js';
import { chargeCard } from './card-charge.js';
import { FinalFailure } from './idempotency.js';
import { logMoneyMove, MONEY_TIMELINE_EVENTS } from '../timeline/write-timeline.js';
import { log } from '../../observability/logger.js';
import { countPayment } from '../../observability/metrics.js';

/**
 * Charges the card, or authorizes the approved Affirm checkout, and records the payment on the booking (paid up, due
 * down), inside the caller's transaction. An Affirm loan must pay exactly `amount` (the server's price) and pay only
 * one request: otherwise a 422 or 409 — a mismatched loan is refunded by the caller (refundOrphanCharge).
 */
export async function recordCharge(
  tx: Exec,
  providers: Providers,
  input: {
    booking: Pick<BookingRow, 'id' | 'orderId' | 'currency'>;
    /** The booking's status in this transaction when the caller wrote it (a new booking): its timeline entry then reads none. */
    status?: string;
    amount: number;
    /** Exactly one of these: a card token, or an approved Affirm checkout's token (PAY-008). */
    cardToken?: string | undefined;
    affirmCheckoutToken?: string | undefined;
    idempotencyKey: string;
    now: Date;
    onCharged: (charge: Charge) => void;
    /** Who paid, for the booking's timeline (MKT-041); null or absent: the platform. */
    actorId?: string | null;
  },
): Promise<Payment> {
  const currency = currencyCodeSchema.parse(input.booking.currency);
  const affirm = input.affirmCheckoutToken !== undefined;
  const charge = input.affirmCheckoutToken
    ? await affirmCharge(tx, providers, { ...input, checkoutToken: input.affirmCheckoutToken })
    : await chargeCard(providers.payments, {
        amountMinor: input.amount,
        currency,
        cardToken: input.cardToken ?? '',
        idempotencyKey: input.idempotencyKey,
        description: `Caravan booking ${input.booking.orderId}`,
      });
  input.onCharged(charge);
  // Amounts are never trusted: a loan approved for another amount (the travelers or the option changed) is refunded.
  if (charge.amountMinor !== input.amount)
    throw new AppError(
      422,
      TRAVELER_BOOKING_ERROR_CODES.invalidPaymentAmount,
      'The amount changed since Affirm approved it, so the loan was cancelled. Please pay with Affirm again.',
    );
  const [row] = await tx
    .insert(payments)
    .values({
      bookingId: input.booking.id,
      type: affirm ? 'affirm' : 'credit-card',
      amount: charge.amountMinor,
      currency,
      status: 'success',
      automatic: false,
      providerReference: charge.id,
      paidAt: input.now,
    })
    .returning();
  countPayment(affirm ? 'affirm' : 'credit-card', charge.amountMinor, currency);
  await tx
    .update(bookings)
    .set({
      paidAmount: sql`${bookings.paidAmount} + ${charge.amountMinor}`,
      dueAmount: sql`${bookings.dueAmount} - ${charge.amountMinor}`,
      updatedAt: input.now,
    })
    .where(eq(bookings.id, input.booking.id));
  if (!row) throw new Error('payment row not returned');
  await logMoneyMove(tx, {
    bookingId: input.booking.id,
    event: MONEY_TIMELINE_EVENTS.payment,
    amount: charge.amountMinor,
    currency,
    actorId: input.actorId ?? null,
    at: input.now,
    ...(input.status === undefined ? {} : { status: input.status }),
  });
  return toPayment(row);
}

/**
 * A signed-in traveler's checkout payment of `amount` (the server's price) on their booking, by card or with an
 * approved Affirm loan — Affirm only where the domain offers it to this traveler (PAY-008). One path for paying the
 * balance and for paying a booking change.
 */
export async function chargeCheckoutPayment(
  tx: Exec,
  providers: Providers,
  input: {
    viewerId: string;
    booking: Pick<BookingRow, 'id' | 'orderId' | 'currency'>;
    amount: number;
    payment: Pick<CheckoutPayment, 'cardToken' | 'affirmCheckoutToken'>;
    idempotencyKey: string;
    now: Date;
    onCharged: (charge: Charge) => void;
  },
): Promise<Payment> {
  const { cardToken, affirmCheckoutToken } = input.payment;
  if (affirmCheckoutToken !== undefined)
    requireAffirmOffered({
      countryCode: await profileCountryOf(tx, input.viewerId),
      amount: input.amount,
      currency: input.booking.currency as CurrencyCode,
    });
  return recordCharge(tx, providers, { ...input, cardToken, affirmCheckoutToken, actorId: input.viewerId });
}

/** Authorizes the Affirm loan; a loan already recorded on a payment paid another request and is not taken twice. */
async function affirmCharge(
  tx: Exec,
  providers: Providers,
  input: { checkoutToken: string; idempotencyKey: string },
): Promise<Charge> {
  const charge = await authorizeAffirm(providers.affirm, input);
  const [used] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.providerReference, charge.id))
    .limit(1);
  if (used)
    throw new AppError(
      409,
      TRAVELER_BOOKING_ERROR_CODES.affirmCheckoutUsed,
      'This Affirm checkout has already paid. Please start again.',
    );
  return charge;
}

/**
 * A charge made in a transaction that did not commit is refunded, so no money is kept without a record. Answers the
 * error to throw: once the charge is refunded, a failure that was not already a final answer (below 500) becomes a
 * FinalFailure, stored under the Idempotency-Key — a retry with that key answers it again instead of meeting the
 * processor's replay of the refunded charge. Without a charge, or when the refund failed, `cause` is thrown as it is.
 */
export async function refundOrphanCharge(
  providers: Providers,
  charge: Charge | null,
  cause: unknown,
): Promise<unknown> {
  if (!charge) return cause;
  try {
    // The money goes back the way it came: an Affirm loan is voided at Affirm.
    const gateway = charge.processor === 'affirm' ? providers.affirm : providers.payments;
    await gateway.refund({
      chargeId: charge.id,
      amountMinor: charge.amountMinor,
      currency: charge.currency,
      idempotencyKey: `orphan-refund:${charge.id}`,
    });
  } catch (refundError) {
    log().error(
      { chargeId: charge.id, err: refundError, cause },
      '[payments] could not refund a charge whose booking change failed',
    );
    return cause;
  }
  if (cause instanceof AppError && cause.status < 500) return cause;
  // Money moved and came back: the operator sees why the change did not save.
  log().warn({ chargeId: charge.id, err: cause }, '[payments] a charge was refunded because its change did not save');
  const settled = new FinalFailure(
    502,
    TRAVELER_BOOKING_ERROR_CODES.paymentFailed,
    'We could not save your payment, so your card was refunded in full and nothing changed. Please try again.',
  );
  settled.cause = cause;
  return settled;
}
