// Updating a booking: add-on changes, rooms (private rooms taken from inventory), insurance reprice, payment — one transaction.
import {
  type BookingAddOnChange,
  type CardPayment,
  MANAGE_BOOKING_MESSAGES,
  type Payment,
  TRAVELER_BOOKING_ERROR_CODES,
  type TravelersRoom,
  type UpdateBookingResponse,
  bookingStatusSchema,
  bookingSuccessTitle,
  canEditManagedBooking,
  confirmationModeForBalance,
  currencyCodeSchema,
  isAutomaticPaymentApplicable,
  isBookingEditable,
  tripStatusSchema,
  roomPlanProblem,
  travelersInPrivateRooms,
  withPrivateRoomsReleased,
} from '@caravan/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addOns, bookingTravelers, bookings, payments, trips } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../http/errors.js';
import type { Providers } from '../../providers/index.js';
import type { Charge } from '../../providers/payments/index.js';
import {
  type AddOnRow,
  type BookingRow,
  type Exec,
  type TravelerBookingAccess,
  type TripRow,
  type Viewer,
  accessBooking,
  isHeldRow,
  lineOf,
  toPayment,
  todayOf,
  travelerBookingView,
} from './booking-records.js';
import { minimumDueOf } from './booking-money.js';
import { chargeCard, paymentAmountFor } from './card-charge.js';
import { FinalFailure } from './idempotency.js';
import { repriceHeldInsurance } from './insurance.js';
import { tripOffers } from './trip-offers.js';
import { nextAddOnStatus } from '@caravan/machines';

export interface UpdateBookingInput {
  viewer: Viewer;
  bookingId: string;
  addOns: BookingAddOnChange[];
  travelersRooms?: TravelersRoom[] | undefined;
  payment?: CardPayment | undefined;
  idempotencyKey: string;
  now: Date;
}

const notEditable = () =>
  new AppError(409, TRAVELER_BOOKING_ERROR_CODES.bookingNotEditable, 'This booking can no longer be changed online.');
const unavailable = (message: string) => new AppError(409, TRAVELER_BOOKING_ERROR_CODES.addOnUnavailable, message);
/** The one refusal when no private room is left (MBK-062): nothing was charged. */
export const privateRoomsSoldOut = () =>
  new AppError(
    409,
    TRAVELER_BOOKING_ERROR_CODES.singleSupplementUnavailable,
    MANAGE_BOOKING_MESSAGES.privateRoomsSoldOut,
  );

/** Whether the booking may be edited by this traveler today (MBK-040..042). */
export function assertEditable(access: TravelerBookingAccess, travelersCount: number, heldSingles: number, now: Date) {
  const bookingEditable = isBookingEditable(
    {
      travelerType: access.travelerType,
      tripStatus: tripStatusSchema.parse(access.trip.status),
      bookingStatus: bookingStatusSchema.parse(access.booking.status),
      isPendingCancellation: access.booking.isPendingCancellation,
      tripStartDate: access.trip.startDate,
      bookingsDeadline: access.trip.bookingsDeadline,
    },
    todayOf(now),
  );
  const editor = canEditManagedBooking({
    travelersCount,
    mayUpdatePrivateRoom: bookingEditable,
    hasSingleSupplement: heldSingles > 0,
    bookingEditable,
  });
  if (!bookingEditable || !editor) throw notEditable();
}

/** The travelers who will have a private room, once the domain's room rules accept the submitted plan. */
function desiredSingles(rooms: readonly TravelersRoom[], travelerIds: readonly string[]): Set<string> {
  const problem = roomPlanProblem(rooms, travelerIds);
  if (problem === 'occupancy')
    throw badRequest('A private room holds one traveler; a shared room one or two.', {
      travelersRooms: 'Invalid room occupancy',
    });
  if (problem === 'placement')
    throw badRequest('Every traveler on the booking must be in exactly one room.', {
      travelersRooms: 'Every traveler must be in exactly one room',
    });
  return travelersInPrivateRooms(rooms);
}

/**
 * Takes `count` private rooms of the trip with one conditional UPDATE … WHERE available >= count RETURNING
 * (never read-then-write); false when not enough are left.
 */
export async function takePrivateRooms(tx: Exec, tripId: string, count: number): Promise<boolean> {
  if (count <= 0) return true;
  const taken = await tx
    .update(trips)
    .set({ singleSupplementQuantityAvailable: sql`${trips.singleSupplementQuantityAvailable} - ${count}` })
    .where(and(eq(trips.id, tripId), sql`${trips.singleSupplementQuantityAvailable} >= ${count}`))
    .returning({ available: trips.singleSupplementQuantityAvailable });
  return taken.length > 0;
}

/** Gives `count` private rooms back to the trip (never above its total). */
export async function releasePrivateRooms(tx: Exec, tripId: string, count: number): Promise<void> {
  if (count <= 0) return;
  await tx
    .update(trips)
    .set({
      singleSupplementQuantityAvailable: sql`least(${trips.singleSupplementQuantityAvailable} + ${count}, ${trips.singleSupplementQuantity})`,
    })
    .where(eq(trips.id, tripId));
}

/**
 * POST /api/me/bookings/{id} (TAP-011). In one transaction, on the locked booking row: private rooms are taken from
 * the trip (conditional UPDATE, MBK-062 when none is left), add-ons recorded, insurance repriced (INS-015), and the
 * card charged last — a decline or processor failure rolls everything back, rooms included. A charge whose
 * transaction then fails to commit is refunded.
 */
export async function updateBooking(
  db: Db,
  providers: Providers,
  input: UpdateBookingInput,
): Promise<UpdateBookingResponse> {
  let charge: Charge | null = null;
  try {
    const outcome = await db.transaction(async (tx) => {
      const access = await accessBooking(tx, input.viewer, input.bookingId, { action: 'update', lock: true });
      const { booking, trip } = access;
      const [addOnRows, participantRows] = await Promise.all([
        tx.select().from(addOns).where(eq(addOns.bookingId, booking.id)),
        tx
          .select({ userId: bookingTravelers.userId })
          .from(bookingTravelers)
          .where(eq(bookingTravelers.bookingId, booking.id)),
      ]);
      const travelerIds = [booking.customerId, ...participantRows.map((p) => p.userId)];
      const heldSingleRows = addOnRows.filter((a) => a.type === 'single-supplement' && isHeldRow(a));
      assertEditable(access, travelerIds.length, heldSingleRows.length, input.now);

      // Add-on changes.
      const offers = new Map((await tripOffers(tx, trip)).map((o) => [o.serviceId, o]));
      const additions: (typeof addOns.$inferInsert)[] = [];
      const removals: AddOnRow[] = [];
      for (const change of input.addOns) {
        if (change.status === 'PENDING_ADDITION') {
          const offer = offers.get(change.serviceId ?? '');
          if (!offer) throw unavailable('This add-on is not offered on this trip.');
          const user = change.user ?? input.viewer.id;
          if (!travelerIds.includes(user))
            throw badRequest('The add-on must be for a traveler on this booking.', { user: 'Not on this booking' });
          const already = addOnRows.some((a) => a.serviceId === offer.serviceId && a.userId === user && isHeldRow(a));
          if (already || additions.some((a) => a.serviceId === offer.serviceId && a.userId === user)) continue;
          additions.push({
            bookingId: booking.id,
            userId: user,
            type: offer.type,
            status: nextAddOnStatus('PENDING_ADDITION', { type: 'changes.save' }),
            quantity: change.quantity,
            unitPriceWithFee: offer.unitPriceWithFee,
            price: offer.unitPriceWithFee * change.quantity,
            currency: offer.currency,
            serviceId: offer.serviceId,
            service: offer.service,
            manageMode: true,
            createdAt: input.now,
          });
        } else {
          const row = addOnRows.find((a) => a.id === change.addOnId);
          if (!row || !isHeldRow(row)) throw unavailable('This add-on is not on the booking.');
          if (row.type === 'insurance-plan')
            throw unavailable('Insurance is cancelled from its policy (Cancel Policy), not removed here.');
          if (row.type === 'ground-transfer') throw unavailable('Airport rides are cancelled from the ride itself.');
          if (!removals.includes(row)) removals.push(row);
        }
      }

      // Rooms: who ends up in a private room decides the single supplements held.
      const held = new Set(heldSingleRows.map((a) => a.userId));
      const removedSingles = new Set(removals.filter((a) => a.type === 'single-supplement').map((a) => a.userId));
      const desired = input.travelersRooms
        ? desiredSingles(input.travelersRooms, travelerIds)
        : new Set([...held].filter((u) => !removedSingles.has(u)));
      const newSingles = [...desired].filter((u) => !held.has(u));
      const releasedSingles = heldSingleRows.filter((a) => !desired.has(a.userId));
      for (const row of releasedSingles) if (!removals.includes(row)) removals.push(row);

      if (!(await takePrivateRooms(tx, trip.id, newSingles.length))) throw privateRoomsSoldOut();
      await releasePrivateRooms(tx, trip.id, releasedSingles.length);
      for (const user of newSingles)
        additions.push({
          bookingId: booking.id,
          userId: user,
          type: 'single-supplement',
          status: nextAddOnStatus('PENDING_ADDITION', { type: 'changes.save' }),
          quantity: 1,
          unitPriceWithFee: trip.singleSupplementPrice,
          price: trip.singleSupplementPrice,
          currency: trip.currency,
          manageMode: true,
          createdAt: input.now,
        });

      const inserted = additions.length > 0 ? await tx.insert(addOns).values(additions).returning() : [];
      if (removals.length > 0)
        await tx
          .update(addOns)
          .set({ deleted: true, status: nextAddOnStatus('PENDING_REMOVAL', { type: 'changes.save' }) })
          .where(
            inArray(
              addOns.id,
              removals.map((r) => r.id),
            ),
          );

      const delta = inserted.reduce((s, a) => s + lineOf(a), 0) - removals.reduce((s, a) => s + lineOf(a), 0);
      // The insured amount: the trip price plus every add-on held after the change, insurance aside (INS-015).
      const removedIds = new Set(removals.map((r) => r.id));
      const insuredAmount =
        booking.travelAmount +
        [...addOnRows.filter((a) => isHeldRow(a) && !removedIds.has(a.id)), ...inserted]
          .filter((a) => a.type !== 'insurance-plan')
          .reduce((s, a) => s + lineOf(a), 0);
      const insuranceAdjustment = await repriceHeldInsurance(tx, providers.insurance, {
        booking,
        addOnRows,
        travelAmount: insuredAmount,
      });
      const changeTotal = delta + insuranceAdjustment;
      const dueAmount = booking.dueAmount + changeTotal;
      const confirmationMode = confirmationModeForBalance(changeTotal);
      // Without a new room list, a private room given back becomes a shared one.
      const released = new Set(releasedSingles.map((a) => a.userId));
      const rooms = input.travelersRooms ?? withPrivateRoomsReleased(booking.travelersRooms, released);

      await tx
        .update(bookings)
        .set({ travelersRooms: rooms, dueAmount, updatedAt: input.now })
        .where(eq(bookings.id, booking.id));
      const updated: BookingRow = { ...booking, travelersRooms: rooms, dueAmount };

      // Payment, last: after the rooms are taken, inside the same transaction.
      let payment: Payment | null = null;
      if (input.payment) {
        const amount = paymentAmountFor(input.payment, {
          minimumDue: changeTotal > 0 ? Math.min(changeTotal, dueAmount) : minimumDueOf(updated, trip),
          dueAmount,
        });
        payment = await recordCharge(tx, providers, {
          booking: updated,
          amount,
          cardToken: input.payment.cardToken,
          idempotencyKey: `booking-update:${booking.id}:${input.idempotencyKey}`,
          now: input.now,
          onCharged: (c) => {
            charge = c;
          },
        });
      } else if (
        confirmationMode === 'payment' &&
        dueAmount > 0 &&
        !isAutomaticPaymentApplicable(
          {
            dueAmount,
            automaticPayment: { status: booking.automaticPaymentStatus },
            isPendingCancellation: booking.isPendingCancellation,
            tripStartDate: trip.startDate,
          },
          todayOf(input.now),
        )
      ) {
        throw new AppError(
          422,
          TRAVELER_BOOKING_ERROR_CODES.paymentRequired,
          'These changes add to your balance: choose a payment to confirm them.',
        );
      }
      return { access, changeTotal, confirmationMode, insuranceAdjustment, payment };
    });
    const fresh = await accessBooking(db, input.viewer, input.bookingId);
    const view = await travelerBookingView(db, fresh, input.viewer.id, input.now);
    const refundNeeded = outcome.changeTotal < 0 && view.dueAmount < 0;
    return {
      booking: view,
      confirmationMode: outcome.confirmationMode,
      successTitle: bookingSuccessTitle({ balance: outcome.changeTotal, refundNeeded }),
      payment: outcome.payment,
      insuranceAdjustment: outcome.insuranceAdjustment,
      refundNeeded,
    };
  } catch (error) {
    throw await refundOrphanCharge(providers, charge, error);
  }
}

/** Charges the card and records the payment on the booking (paid up, due down), inside the caller's transaction. */
export async function recordCharge(
  tx: Exec,
  providers: Providers,
  input: {
    booking: Pick<BookingRow, 'id' | 'orderId' | 'currency'>;
    amount: number;
    cardToken: string;
    idempotencyKey: string;
    now: Date;
    onCharged: (charge: Charge) => void;
  },
): Promise<Payment> {
  const currency = currencyCodeSchema.parse(input.booking.currency);
  const charge = await chargeCard(providers.payments, {
    amountMinor: input.amount,
    currency,
    cardToken: input.cardToken,
    idempotencyKey: input.idempotencyKey,
    description: `Caravan booking ${input.booking.orderId}`,
  });
  input.onCharged(charge);
  const [row] = await tx
    .insert(payments)
    .values({
      bookingId: input.booking.id,
      type: 'credit-card',
      amount: charge.amountMinor,
      currency,
      status: 'success',
      automatic: false,
      providerReference: charge.id,
      paidAt: input.now,
    })
    .returning();
  await tx
    .update(bookings)
    .set({
      paidAmount: sql`${bookings.paidAmount} + ${charge.amountMinor}`,
      dueAmount: sql`${bookings.dueAmount} - ${charge.amountMinor}`,
      updatedAt: input.now,
    })
    .where(eq(bookings.id, input.booking.id));
  if (!row) throw new Error('payment row not returned');
  return toPayment(row);
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
    await providers.payments.refund({
      chargeId: charge.id,
      amountMinor: charge.amountMinor,
      currency: charge.currency,
      idempotencyKey: `orphan-refund:${charge.id}`,
    });
  } catch (refundError) {
    console.error('[payments] could not refund a charge whose booking change failed', charge.id, refundError, cause);
    return cause;
  }
  if (cause instanceof AppError && cause.status < 500) return cause;
  const settled = new FinalFailure(
    502,
    TRAVELER_BOOKING_ERROR_CODES.paymentFailed,
    'We could not save your payment, so your card was refunded in full and nothing changed. Please try again.',
  );
  settled.cause = cause;
  return settled;
}

export type { TripRow };
