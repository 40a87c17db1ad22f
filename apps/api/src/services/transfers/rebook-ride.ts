// POST /api/me/ground-transfers/{id}/rebook: a traveler books their cancelled ride again, up to 24 hours before the trip
// starts (GTR-028, RID-014). The provider books the same journey, the card pays back what the cancellation refunded,
// and in one transaction the ride is live again, its add-on restored and the booking's insurance repriced.
import { type CurrencyCode, RIDE_MESSAGES, currencyCodeSchema, sortGroundTransferQuotesByPrice } from '@caravan/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addOns, bookings, groundTransfers, payments } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, forbidden } from '../../errors/app-error.js';
import type { Providers } from '../../providers/index.js';
import type { Charge } from '../../providers/payments/index.js';
import type { TransferJourney, TransferQuoteRequest } from '../../providers/transfers/index.js';
import type { RideView } from '../../views/rides.view.js';
import type { Viewer } from '../booking/booking-records.js';
import { chargeCard } from '../booking/card-charge.js';
import { logMoneyMove, MONEY_TIMELINE_EVENTS } from '../timeline/write-timeline.js';
import { undo } from './create-transfers.js';
import {
  RIDE_ERROR_CODES,
  isRideRebookable,
  ownRide,
  rebookAmountOf,
  repriceAfterRideChange,
  toRideView,
} from './ride-management.js';
import { TRANSFER_ERROR_CODES, quotesFailed } from './transfer-errors.js';

type Row = typeof groundTransfers.$inferSelect;

/** The ride's journey as the provider quotes it: its places, pickup, party and luggage. */
function quoteRequestOf(row: Row, currency: CurrencyCode): TransferQuoteRequest {
  const place = (l: Row['origin']) => l.placeId ?? l.formattedAddress ?? l.establishment ?? '';
  return {
    stage: row.stage === 'departure' ? 'departure' : 'arrival',
    originPlaceId: place(row.origin),
    destinationPlaceId: place(row.destination),
    pickupDateTime: row.pickupLocalTime.length === 16 ? `${row.pickupLocalTime}:00` : row.pickupLocalTime,
    passengers: row.passengers,
    carryOnLuggage: row.carryOnLuggage,
    checkedLuggage: row.checkedLuggage,
    flightNumber: row.traveler.flightNumber,
    distanceInMeters: row.distanceInMeters,
    currency,
  };
}

/** The vehicle to book again: the ride's own category when still offered, else the cheapest that fits (409 if none). */
async function vehicleFor(providers: Providers, request: TransferQuoteRequest, category: string) {
  const quotes = sortGroundTransferQuotesByPrice(
    await providers.transfers.quotes(request).catch((e) => {
      throw quotesFailed(e);
    }),
  );
  const vehicle = quotes.find((q) => q.vehicleCategory === category) ?? quotes[0];
  if (!vehicle)
    throw new AppError(
      409,
      TRANSFER_ERROR_CODES.quoteUnavailable,
      'No vehicle is offered for this ride any more. Please book a new transfer.',
    );
  return vehicle;
}

export async function rebookRide(
  db: Db,
  providers: Providers,
  input: { viewer: Viewer; id: string; cardToken: string | undefined; now: Date },
): Promise<{ ride: RideView; chargedAmount: number; insuranceAdjustment: number }> {
  const { viewer, now } = input;
  const { row, role, booking, trip } = await ownRide(db, viewer, input.id);
  // A host's free ride for a FOC traveler is booked anew from the trip's transfers (it has no booking to pay on).
  if (!booking || !trip) throw forbidden('Book a new free transfer for the free-of-charge traveler instead.');
  if (role === 'traveler-secondary') throw forbidden('Only the traveler who made the booking can rebook this ride.');
  if (row.status !== 'cancelled') throw conflict(RIDE_ERROR_CODES.notRebookable, RIDE_MESSAGES.rebookNotCancelled);
  // GTR-028, RID-014: the domain's rule decides; the screen shows the same answer as `canRebook`.
  if (!isRideRebookable(row, role, trip.startDate, now))
    throw conflict(RIDE_ERROR_CODES.rebookClosed, RIDE_MESSAGES.rebookClosed);
  const amount = rebookAmountOf(row);
  if (amount > 0 && !input.cardToken) throw badRequest('Choose a card to pay for the ride.', { cardToken: 'Required' });

  const currency = currencyCodeSchema.parse(row.currency);
  const request = quoteRequestOf(row, currency);
  const vehicle = await vehicleFor(providers, request, row.vehicleCategory);
  // One rebooking per cancellation: a double submit charges and books once.
  const key = `ride-rebook:${row.id}:${row.cancelledAt?.toISOString() ?? ''}`;
  let charge: Charge | null = null;
  const journeys: TransferJourney[] = [];
  try {
    if (amount > 0)
      charge = await chargeCard(providers.payments, {
        amountMinor: amount,
        currency,
        cardToken: input.cardToken ?? '',
        idempotencyKey: key,
        description: `Caravan airport transfer ${row.code} rebooked, booking ${booking.orderId}`,
      });
    journeys.push(
      await providers.transfers.book({
        quote: request,
        externalId: vehicle.externalId,
        traveler: row.traveler,
        idempotencyKey: key,
      }),
    );
    const [journey] = journeys;
    if (!journey) throw new Error('the provider answered no journey');
    return await db.transaction(async (tx) => {
      // Conditional: a ride rebooked meanwhile by another request is not booked twice.
      const [live] = await tx
        .update(groundTransfers)
        .set({
          code: journey.code,
          status: 'pending',
          providerStatus: journey.status,
          vehicleCategory: vehicle.vehicleCategory,
          transferCompany: journey.transferCompany,
          driver: null,
          cancellationType: null,
          cancelledAt: null,
          cancellationReason: null,
          cancellationCost: null,
        })
        .where(and(eq(groundTransfers.id, row.id), eq(groundTransfers.status, 'cancelled')))
        .returning();
      if (!live) throw conflict(RIDE_ERROR_CODES.notRebookable, RIDE_MESSAGES.rebookNotCancelled);
      await tx.update(addOns).set({ deleted: false }).where(eq(addOns.groundTransferId, row.id));
      if (charge) {
        await tx.insert(payments).values({
          bookingId: booking.id,
          type: 'credit-card',
          amount: charge.amountMinor,
          currency,
          status: 'success',
          providerReference: charge.id,
          paidAt: now,
        });
        await tx
          .update(bookings)
          .set({ paidAmount: sql`${bookings.paidAmount} + ${charge.amountMinor}`, updatedAt: now })
          .where(eq(bookings.id, booking.id));
        await logMoneyMove(tx, {
          bookingId: booking.id,
          event: MONEY_TIMELINE_EVENTS.payment,
          amount: charge.amountMinor,
          currency,
          actorId: viewer.id,
          at: now,
          reason: 'Ride rebooked',
        });
      }
      const insuranceAdjustment =
        role === 'traveler-primary'
          ? await repriceAfterRideChange(tx, providers, {
              bookingId: booking.id,
              rideId: row.id,
              rideHeldBefore: false,
            })
          : 0;
      return { ride: toRideView(live, role, now, trip.startDate), chargedAmount: amount, insuranceAdjustment };
    });
  } catch (error) {
    throw await undo(providers, journeys, charge, error);
  }
}
