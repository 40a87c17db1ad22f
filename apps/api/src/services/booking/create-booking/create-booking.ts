// MKT-005..008: a booking made from the public page, in one transaction: spots then private rooms taken by
// conditional UPDATEs, the booking, its travelers and single supplements written, the status the new-booking machine
// picks, and the first payment charged last — a decline or time-out rolls everything back; a charge whose
// transaction fails is refunded (record-charge.ts), so there is never a charge without its booking.
import { randomBytes } from 'node:crypto';
import {
  BOOKING_CREATION_ERROR_CODES,
  type CreatePublicBookingInput,
  NEW_BOOKING_LANDING_ACTION,
  NOT_CHARGED_NOTE,
  PORTAL_TRAVELER_APP_BASE,
  TRAVELER_BOOKING_ERROR_CODES,
  type TravelersRoom,
  bookingsCloseOn,
  firstPaymentAmount,
  hasSpotsFor,
  quoteNewBooking,
  travelerTripPath,
  tripBookability,
  type CurrencyCode,
  type PaymentOptionType,
} from '@caravan/domain';
import { newBookingStatusOf } from '@caravan/machines';
import type { Db } from '../../../db/client.js';
import {
  addOns,
  bookingTravelers,
  bookings,
  transitionsLog,
  travelerProfiles,
  travelers,
} from '../../../db/schema/index.js';
import { AppError } from '../../../errors/app-error.js';
import type { Providers } from '../../../providers/index.js';
import type { Charge } from '../../../providers/payments/index.js';
import type { NewBookingView } from '../../../views/new-booking.view.js';
import type { Exec, TripRow } from '../booking-records.js';
import { profileCountryOf, requireAffirmOffered } from '../affirm-payment.js';
import { takeSpots } from '../pay-balance.js';
import { recordCharge, refundOrphanCharge } from '../record-charge.js';
import { countBookingCreated } from '../../../observability/metrics.js';
import { privateRoomsSoldOut, takePrivateRooms } from '../update-booking/private-rooms.js';
import type { Booker } from './booker.js';
import { companionUserIds } from './companions.js';
import { bookableOf } from './public-trip.js';

export interface CreateBookingInput {
  trip: TripRow;
  booker: Booker;
  request: CreatePublicBookingInput;
  idempotencyKey: string;
  now: Date;
  /**
   * Whether the caller already holds the booking's spots (spot-hold.ts: true, or false when the trip had none and the
   * visitor joins the waitlist); unset, they are taken here, in the booking's transaction.
   */
  spotsHeld?: boolean;
  /** Runs last in the booking's transaction with what it wrote: the e-mails are written there as jobs (outbox). */
  inTransaction?: (tx: Exec, booking: NewBookingView) => Promise<void>;
}

/** DECIDE: order ids are 'ORD-' and 10 random base-32 characters: unguessable, short enough to read on the phone. */
const newOrderId = () => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `ORD-${[...randomBytes(10)].map((b) => alphabet[b % 32]).join('')}`;
};

const refuse = (status: 409 | 422, code: string, message: string, fields?: Record<string, string>) =>
  new AppError(status, code, message, fields);

/** The trip has no spots left for this booking and the visitor did not ask for the waitlist: nothing was taken. */
export const spotsUnavailable = () =>
  refuse(
    409,
    TRAVELER_BOOKING_ERROR_CODES.spotsUnavailable,
    "Sorry, the trip is full at this time. Don't worry, you haven't been charged. You can join the waitlist.",
  );

/** What pricing a new booking reads of its request: the package, the travelers and rooms, the payment option. */
type PricedRequest = Pick<CreatePublicBookingInput, 'package' | 'travelers'> & {
  joinWaitlist?: boolean | undefined;
  payment?: { paymentOptionType: PaymentOptionType; paymentAmount?: number | undefined } | undefined;
};

/**
 * The checks made before any write: bookable now, the package sold, a price, and the first payment's amount. The
 * Affirm checkout of a booking being made is priced here too (public-affirm.routes.ts), so both agree.
 */
export function planBooking(input: { trip: TripRow; request: PricedRequest; now: Date }) {
  const { trip, request, now } = input;
  const bookability = tripBookability(bookableOf(trip), now);
  if (bookability.kind === 'closed' || trip.priceInitial === null)
    throw refuse(
      409,
      BOOKING_CREATION_ERROR_CODES.tripNotBookable,
      // The page may have been open since the trip was bookable: say why, and that nothing was taken.
      `${bookability.kind === 'closed' ? bookability.message : 'This trip is not on sale.'} ${NOT_CHARGED_NOTE}`,
    );
  // A rush's late visitors learn it at once (MKT-054): before the caller hashes a password or charges a card.
  if (!request.joinWaitlist && !hasSpotsFor(bookability, request.travelers.length)) throw spotsUnavailable();
  if (request.package !== (trip.selectedPackage ?? 'standard'))
    throw refuse(
      422,
      BOOKING_CREATION_ERROR_CODES.tripNotBookable,
      'This trip sells another package. Reload the page.',
      {
        package: 'Choose the package this trip sells',
      },
    );
  const privateRooms = request.travelers.filter((t) => t.room === 'private').length;
  const quote = quoteNewBooking(
    { pricePerTraveler: trip.priceInitial, singleSupplementPrice: trip.singleSupplementPrice },
    { travelers: request.travelers.length, privateRooms },
  );
  let amount: number | null = null;
  if (request.payment) {
    const { paymentOptionType, paymentAmount } = request.payment;
    const result = firstPaymentAmount(quote, paymentOptionType, paymentAmount, trip.currency as CurrencyCode);
    if (!result.ok)
      throw refuse(422, TRAVELER_BOOKING_ERROR_CODES.invalidPaymentAmount, result.error, {
        paymentAmount: result.error,
      });
    // Amounts are never trusted: a client that sends one must send the server's.
    if (paymentOptionType !== 'custom' && paymentAmount !== undefined && paymentAmount !== result.amount)
      throw refuse(
        422,
        TRAVELER_BOOKING_ERROR_CODES.invalidPaymentAmount,
        'The amount sent differs from the price. Reload and try again.',
        {
          paymentAmount: `Expected ${result.amount}`,
        },
      );
    amount = result.amount;
  }
  return { quote, amount, privateRooms };
}

/** Rooms as stored: each private traveler in a single room, shared travelers paired in double rooms in order. */
function roomsOf(userIds: string[], choices: readonly ('shared' | 'private')[]): TravelersRoom[] {
  const rooms: TravelersRoom[] = userIds
    .filter((_, i) => choices[i] === 'private')
    .map((id) => ({ roomType: 'single', travelers: [id] }));
  const shared = userIds.filter((_, i) => choices[i] !== 'private');
  for (let i = 0; i < shared.length; i += 2) rooms.push({ roomType: 'double', travelers: shared.slice(i, i + 2) });
  return rooms;
}

/** Creates the booking and takes its first payment; the caller's `inTransaction` writes its e-mails in the same transaction. */
export async function createBooking(db: Db, providers: Providers, input: CreateBookingInput): Promise<NewBookingView> {
  const { trip, booker, request, now } = input;
  const { quote, amount, privateRooms } = planBooking(input);
  const affirmCheckoutToken = request.payment?.affirmCheckoutToken;
  // The country Affirm asks for: the profile's when the traveler has one, else the one typed in the form (PAY-008).
  // Read only for an Affirm payment (a card booking needs none: one statement less, decision 040); an account this
  // request made has no profile yet (it is written below).
  if (affirmCheckoutToken !== undefined && amount !== null) {
    const countryCode = (booker.created ? undefined : await profileCountryOf(db, booker.id)) ?? request.countryCode;
    requireAffirmOffered({ countryCode, amount, currency: trip.currency as CurrencyCode });
  }
  let charge: Charge | null = null;
  try {
    const view = await db.transaction(async (tx) => {
      // A new account keeps the country typed while booking (Affirm is offered by it in the traveler app too).
      if (booker.created && request.countryCode)
        await tx
          .insert(travelerProfiles)
          .values({ userId: booker.id, countryCode: request.countryCode })
          .onConflictDoNothing();
      const companions = await companionUserIds(tx, request.travelers.slice(1));
      const userIds = [booker.id, ...companions];
      const spotsTaken = input.spotsHeld ?? (await takeSpots(tx, trip.id, userIds.length));
      if (!spotsTaken && !request.joinWaitlist) throw spotsUnavailable();
      if (spotsTaken && amount === null)
        throw refuse(
          422,
          TRAVELER_BOOKING_ERROR_CODES.paymentRequired,
          'Spots are available: choose a payment to book them.',
          {
            payment: 'Choose a payment',
          },
        );
      // A waitlisted booking holds no private room: it asks for one when a spot is offered (DECIDE: rooms are scarce).
      const singles = spotsTaken ? privateRooms : 0;
      if (singles > 0 && !(await takePrivateRooms(tx, trip.id, singles))) throw privateRoomsSoldOut();
      const choices = request.travelers.map((t) => (spotsTaken ? t.room : 'shared'));
      const status = newBookingStatusOf({ tripAutoConfirms: trip.bookingAutoConfirmation, spotsTaken });
      const total = quote.travelAmount + trip.singleSupplementPrice * singles;
      const [booking] = await tx
        .insert(bookings)
        .values({
          orderId: newOrderId(),
          tripId: trip.id,
          customerId: booker.id,
          status,
          currency: trip.currency,
          travelAmount: quote.travelAmount,
          paidAmount: 0,
          dueAmount: total,
          paymentDueDate: bookingsCloseOn(trip),
          totalSpotsBooked: userIds.length,
          travelersRooms: roomsOf(userIds, choices),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!booking) throw new Error('booking row not returned');
      await writeTravelers(tx, booking.id, trip.id, userIds);
      if (singles > 0)
        await tx.insert(addOns).values(
          userIds
            .filter((_, i) => choices[i] === 'private')
            .map((userId) => ({
              bookingId: booking.id,
              userId,
              type: 'single-supplement',
              status: 'CONFIRMED',
              quantity: 1,
              unitPriceWithFee: trip.singleSupplementPrice,
              price: trip.singleSupplementPrice,
              currency: trip.currency,
              createdAt: now,
            })),
        );
      await tx.insert(transitionsLog).values({
        resource: 'booking',
        resourceId: booking.id,
        event: 'booking.created',
        fromState: 'new',
        toState: status,
        actorId: booker.id,
        at: now,
      });
      const payment =
        amount === null || !request.payment
          ? null
          : await recordCharge(tx, providers, {
              booking,
              // Written above in this transaction: the payment's timeline entry need not read it back.
              status,
              amount,
              cardToken: request.payment.cardToken,
              affirmCheckoutToken,
              // The processor sees a key made from ours: a retry after a lost answer cannot charge twice.
              idempotencyKey: `booking-create:${booker.id}:${input.idempotencyKey}`,
              now,
              actorId: booker.id,
              onCharged: (c) => {
                charge = c;
              },
            });
      const paid = payment?.amount ?? 0;
      const view: NewBookingView = {
        bookingId: booking.id,
        orderId: booking.orderId,
        tripId: trip.id,
        tripName: trip.name,
        status,
        currency: trip.currency,
        travelers: userIds.length,
        privateRooms: singles,
        travelAmount: quote.travelAmount,
        singleSupplementTotal: total - quote.travelAmount,
        total,
        paidAmount: paid,
        dueAmount: total - paid,
        payment: payment ? { amount: payment.amount, reference: charge?.id ?? '' } : null,
        accountCreated: booker.created,
        travelerAppPath: travelerTripPath(trip.id, NEW_BOOKING_LANDING_ACTION, PORTAL_TRAVELER_APP_BASE),
      };
      await input.inTransaction?.(tx, view);
      return view;
    });
    // Counted once committed (the metrics' bookings counter).
    countBookingCreated(view.status);
    return view;
  } catch (error) {
    throw await refundOrphanCharge(providers, charge, error);
  }
}

/** The travelers of the booking on the trip; one already on the trip answers 409 (one booking per traveler and trip). */
async function writeTravelers(tx: Exec, bookingId: string, tripId: string, userIds: string[]): Promise<void> {
  const inserted = await tx
    .insert(travelers)
    .values(
      userIds.map((userId, i) => ({
        userId,
        tripId,
        bookingId,
        type: i === 0 ? 'traveler-primary' : 'traveler-secondary',
        status: 'created',
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: travelers.userId });
  if (inserted.length !== userIds.length)
    throw refuse(
      409,
      BOOKING_CREATION_ERROR_CODES.alreadyBooked,
      userIds[0] && !inserted.some((r) => r.userId === userIds[0])
        ? 'You already have a booking on this trip: manage it from the traveler app.'
        : 'One of the travelers is already booked on this trip.',
    );
  if (userIds.length > 1)
    await tx.insert(bookingTravelers).values(userIds.slice(1).map((userId) => ({ bookingId, userId })));
}
