// POST /api/me/ground-transfers (OAP-008): re-quote each leg and the booking's insurance (GTF-042), charge once, book
// with the provider, then record the transfers, their add-ons (GTF-031..034), the repriced insurance and the payment in
// one transaction. Anything failing after the charge cancels the booked journeys and refunds: never a charge without a
// transfer.
import {
  type CurrencyCode,
  TRAVELER_BOOKING_ERROR_CODES,
  createGroundTransferAddOn,
  currencyCodeSchema,
} from '@caravan/domain';
import { and, count, eq, ne, or, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { Exec } from '../booking/booking-records.js';
import { addOns, bookingTravelers, bookings, groundTransfers, payments } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../errors/app-error.js';
import type { Providers } from '../../providers/index.js';
import type { Charge } from '../../providers/payments/index.js';
import type { TransferJourney } from '../../providers/transfers/index.js';
import {
  type CreateTransfersRequest,
  type CreateTransfersView,
  toGroundTransferView,
} from '../../views/transfer-booking.view.js';
import { type Viewer, accessBooking } from '../booking/booking-records.js';
import { chargeCard } from '../booking/card-charge.js';
import { type HeldInsuranceQuote, storeHeldInsuranceQuote } from '../booking/insurance.js';
import { bookingStays, transferDates, transferEligibility } from './transfer-context.js';
import { alreadyBooked, notBookable, refundedBookingFailure } from './transfer-errors.js';
import { quoteTransferInsurance, transferChargeTotal } from './transfer-insurance.js';
import { type PricedLeg, assertTransferContact, bookJourneys, priceLegs, transferRowOf } from './priced-legs.js';
import { logMoneyMove, MONEY_TIMELINE_EVENTS } from '../timeline/write-timeline.js';
import { log } from '../../observability/logger.js';

/** A short add-on id: 12 URL-safe characters (GTF-032). */
const shortId = () => randomBytes(9).toString('base64url');

/**
 * Whether one of the legs is already booked (not cancelled) by this traveler on this booking: same stage, pickup time,
 * places and flight. Checked before charging (a double submit costs nothing) and again under the booking's lock (two tabs
 * racing: the second sees the first's rows, and its charge is refunded).
 */
async function hasBookedLeg(tx: Exec, bookingId: string, userId: string, legs: PricedLeg[]): Promise<boolean> {
  const same = legs.map((l) =>
    and(
      eq(groundTransfers.stage, l.request.stage),
      eq(groundTransfers.pickupLocalTime, l.quoteRequest.pickupDateTime),
      sql`${groundTransfers.origin}->>'placeId' = ${l.origin.id}`,
      sql`${groundTransfers.destination}->>'placeId' = ${l.destination.id}`,
      sql`${groundTransfers.traveler}->>'flightNumber' = ${l.request.flightNumber}`,
    ),
  );
  const rows = await tx
    .select({ id: groundTransfers.id })
    .from(groundTransfers)
    .where(
      and(
        eq(groundTransfers.bookingId, bookingId),
        eq(groundTransfers.userId, userId),
        ne(groundTransfers.status, 'cancelled'),
        or(...same),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function createGroundTransfers(
  db: Db,
  providers: Providers,
  input: { viewer: Viewer; request: CreateTransfersRequest; idempotencyKey: string; now: Date },
): Promise<CreateTransfersView> {
  const { viewer, request, now } = input;
  const { booking, trip, travelerType } = await accessBooking(db, viewer, request.bookingId);
  const eligibility = await transferEligibility(providers, { trip, booking, travelerType, now });
  if (!eligibility.ok) throw notBookable(eligibility.reason);

  assertTransferContact(request.contact);

  const currency: CurrencyCode = currencyCodeSchema.parse(trip.currency);
  const [companions] = await db
    .select({ n: count() })
    .from(bookingTravelers)
    .where(eq(bookingTravelers.bookingId, booking.id));
  const legs = await priceLegs(providers, request.legs, {
    windows: transferDates(trip, now, await bookingStays(db, booking.id)).windows,
    travelersCount: (companions?.n ?? 0) + 1,
    currency,
  });
  if (await hasBookedLeg(db, booking.id, viewer.id, legs)) throw alreadyBooked();
  // The insured amount grows by the transfers: the card pays them plus the insurance adjustment (GTF-093).
  const insurance = await quoteTransferInsurance(
    db,
    providers,
    booking,
    legs.map((l) => l.price),
  );
  const total = transferChargeTotal(
    legs.map((l) => ({ stage: l.request.stage, price: l.price })),
    insurance,
    currency,
  );
  if (total > 0 && !request.cardToken)
    throw badRequest('Choose a card to pay for the transfers.', { cardToken: 'Required' });

  let charge: Charge | null = null;
  const journeys: TransferJourney[] = [];
  try {
    if (total > 0)
      charge = await chargeCard(providers.payments, {
        amountMinor: total,
        currency,
        cardToken: request.cardToken ?? '',
        idempotencyKey: `ground-transfer:${booking.id}:${input.idempotencyKey}`,
        description: `Caravan airport transfers, booking ${booking.orderId}`,
      });
    await bookJourneys(
      providers,
      legs,
      request.contact,
      (stage) => `${booking.id}:${input.idempotencyKey}:${stage}`,
      journeys,
    );
    return await record(db, providers, { viewer, request, legs, journeys, charge, insurance, currency, now });
  } catch (error) {
    throw await undo(providers, journeys, charge, error);
  }
}

/** The transfers, add-ons and payment in one transaction, on a booking still eligible (re-read under lock). */
async function record(
  db: Db,
  providers: Providers,
  input: {
    viewer: Viewer;
    request: CreateTransfersRequest;
    legs: PricedLeg[];
    journeys: TransferJourney[];
    charge: Charge | null;
    insurance: HeldInsuranceQuote | null;
    currency: CurrencyCode;
    now: Date;
  },
): Promise<CreateTransfersView> {
  return db.transaction(async (tx) => {
    const { booking, trip, travelerType } = await accessBooking(tx, input.viewer, input.request.bookingId, {
      lock: true,
    });
    const eligibility = await transferEligibility(providers, { trip, booking, travelerType, now: input.now });
    if (!eligibility.ok) throw notBookable(eligibility.reason);
    if (await hasBookedLeg(tx, booking.id, input.viewer.id, input.legs)) throw alreadyBooked();
    const rows = await tx
      .insert(groundTransfers)
      .values(
        input.legs.map((leg, i) => ({
          ...transferRowOf(leg, input.journeys[i], input.request.contact),
          bookingId: booking.id,
          tripId: trip.id,
          userId: input.viewer.id,
          currency: input.currency,
          createdAt: input.now,
        })),
      )
      .returning();
    // GTF-031..034: one add-on per transfer, for the booking customer, quantity 1, not deleted.
    const addOnRows = await tx
      .insert(addOns)
      .values(
        rows.map((row) => {
          const addOn = createGroundTransferAddOn(
            { customerId: booking.customerId, unitPriceWithFee: row.price, groundTransferId: row.id },
            shortId,
          );
          return {
            bookingId: booking.id,
            userId: addOn.user,
            type: addOn.type,
            status: 'CONFIRMED',
            quantity: addOn.quantity,
            unitPriceWithFee: addOn.unitPriceWithFee,
            price: addOn.unitPriceWithFee * addOn.quantity,
            currency: input.currency,
            deleted: addOn.deleted,
            groundTransferId: row.id,
            createdAt: input.now,
          };
        }),
      )
      .returning({
        id: addOns.id,
        groundTransferId: addOns.groundTransferId,
        unitPriceWithFee: addOns.unitPriceWithFee,
      });
    // OAP-011: the held insurance at the price quoted with these transfers (the charge included the adjustment).
    const insuranceAdjustment = await storeHeldInsuranceQuote(tx, booking.id, input.insurance);
    let payment: CreateTransfersView['payment'] = null;
    if (input.charge) {
      const [paid] = await tx
        .insert(payments)
        .values({
          bookingId: booking.id,
          type: 'credit-card',
          amount: input.charge.amountMinor,
          currency: input.currency,
          status: 'success',
          providerReference: input.charge.id,
          paidAt: input.now,
        })
        .returning({ id: payments.id, amount: payments.amount });
      // The add-ons raise the booking's total by what this payment paid: paid goes up, the balance stays.
      await tx
        .update(bookings)
        .set({ paidAmount: sql`${bookings.paidAmount} + ${input.charge.amountMinor}`, updatedAt: input.now })
        .where(eq(bookings.id, booking.id));
      await logMoneyMove(tx, {
        bookingId: booking.id,
        event: MONEY_TIMELINE_EVENTS.payment,
        amount: input.charge.amountMinor,
        currency: input.currency,
        actorId: input.viewer.id,
        at: input.now,
        reason: 'Ground transfer',
      });
      if (paid) payment = { id: paid.id, amount: paid.amount, currency: input.currency };
    }
    return {
      transfers: rows.map(toGroundTransferView),
      addOns: addOnRows.map((a) => ({
        id: a.id,
        groundTransferId: a.groundTransferId ?? '',
        unitPriceWithFee: a.unitPriceWithFee,
      })),
      payment,
      insuranceAdjustment,
    };
  });
}

/** Cancels the journeys booked and refunds the charge; answers the error to throw (a final one once refunded). */
export async function undo(
  providers: Providers,
  journeys: TransferJourney[],
  charge: Charge | null,
  cause: unknown,
): Promise<unknown> {
  for (const j of journeys)
    await providers.transfers.cancel(j.code).catch((e: unknown) => {
      log().error({ journey: j.code, err: e }, '[transfers] could not cancel a journey whose booking failed');
    });
  if (!charge) return cause;
  try {
    await providers.payments.refund({
      chargeId: charge.id,
      amountMinor: charge.amountMinor,
      currency: charge.currency,
      idempotencyKey: `ground-transfer-refund:${charge.id}`,
    });
  } catch (refundError) {
    log().error(
      { chargeId: charge.id, err: refundError, cause },
      '[transfers] could not refund a charge whose transfers failed',
    );
    return new AppError(
      502,
      TRAVELER_BOOKING_ERROR_CODES.paymentFailed,
      'We could not book your transfer. Please contact support.',
    );
  }
  return refundedBookingFailure(cause);
}
