// The signed-in traveler's trips: the list, one trip's details (cancel, payment and editing decisions), inventory, bookings.
import {
  type MyTrip,
  type MyTripDetails,
  type Page,
  type PageQuery,
  type Payment,
  type SingleSupplementInventory,
  type TravelerBooking,
  type TravelerType,
  bookingAudienceStatus,
  bookingDisplayStatus,
  bookingFinalDate,
  bookingStatusSchema,
  currencyCodeSchema,
  eligibleRefundMethods,
  isAffirmOptionShown,
  isAutomaticPaymentApplicable,
  isBookingEditable,
  isCancelBookingSectionShown,
  tripStatusSchema,
  isBookingCustomer,
} from '@caravan/domain';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings, payments, travelerProfiles, travelers, trips } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors/app-error.js';
import {
  type PageOrder,
  afterCursor,
  exactInstant,
  keyValue,
  orderByKeys,
  pageOf,
  rowsToRead,
} from '../../db/paging.js';
import type { PaymentGateway } from '../../providers/payments/index.js';
import { TRAVELER_CANCEL_REASONS, minimumDueOf, refundMethodOptions } from './booking-money.js';
import { bookingPaymentSchedule } from './booking-payment-schedule.js';
import { bookingPeopleColumns, travelerTypeOf } from './booking-people.js';
import {
  type BookingRow,
  type TripRow,
  type Viewer,
  accessBooking,
  accessTrip,
  toPayment,
  todayOf,
  travelerBookingView,
} from './booking-records.js';
import { tripStatusRank } from './trip-status-rank.js';

/** A trip row as the traveler app's trip (TRV-009), with the viewer's booking. */
function toMyTrip(
  trip: TripRow,
  booking: BookingRow | null,
  travelerType: TravelerType | undefined,
  travelerStatus: string | undefined,
  waiver?: { waiverSignedAt: Date | null; minorDisclaimer: boolean | null },
): MyTrip {
  const tripStatus = tripStatusSchema.parse(trip.status);
  return {
    id: trip.id,
    _id: trip.id,
    name: trip.name,
    status: tripStatus,
    startDate: trip.startDate,
    ...(trip.endDate ? { endDate: trip.endDate } : {}),
    timeZone: trip.timeZone,
    country: trip.country,
    destination: trip.destination,
    itinerary: { photos: trip.photos.hero ? { hero: trip.photos.hero } : {} },
    servicesByDay: [],
    ...(trip.bookingsDeadline !== null ? { bookingsDeadline: trip.bookingsDeadline } : {}),
    passportRequired: trip.passportRequired,
    ...(trip.preparationListUrl ? { preparationListUrl: trip.preparationListUrl } : {}),
    travelerInsuranceRequired: trip.travelerInsuranceRequired,
    mobileAppEnabled: trip.mobileAppEnabled,
    adminTechnicalItineraryApproved: trip.adminTechnicalItineraryApproved,
    minimumSpots: trip.minimumSpots ?? 0,
    companions: trip.companions,
    hostGroundTransfers: trip.hostGroundTransfers,
    additionalOptionalServices: trip.additionalOptionalServices,
    hostSelectedOptionalServices: trip.hostSelectedOptionalServices,
    ...(travelerType ? { travelerType } : {}),
    ...(waiver
      ? {
          waiver: {
            ...(waiver.waiverSignedAt ? { dateSigned: waiver.waiverSignedAt } : {}),
            ...(waiver.minorDisclaimer !== null ? { minorDisclaimer: waiver.minorDisclaimer } : {}),
          },
        }
      : {}),
    booking: booking
      ? {
          _id: booking.id,
          orderId: booking.orderId,
          status: bookingStatusSchema.parse(booking.status),
          // The one status every audience reads (bookingAudienceStatus, issue 25), then the traveler's own wording.
          displayStatus:
            bookingAudienceStatus({
              status: bookingStatusSchema.parse(booking.status),
              isPendingCancellation: booking.isPendingCancellation,
            }) === 'pending-cancellation'
              ? 'pending-cancellation'
              : bookingDisplayStatus({
                  bookingStatus: bookingStatusSchema.parse(booking.status),
                  tripStatus,
                  travelerStatus,
                }),
          currency: currencyCodeSchema.parse(booking.currency),
          dueAmount: booking.dueAmount,
          paidAmount: booking.paidAmount,
        }
      : null,
  };
}

/** A row of GET /api/me/trips (TAP-005): the trip, the viewer's traveler record and booking, and its status rank. */
type MyTripRow = {
  trip: TripRow;
  traveler: typeof travelers.$inferSelect;
  booking: BookingRow;
  customerEmail: string | null;
  participantEmails: string[];
  statusRank: number;
};

/**
 * By status display priority (TRV-052: confirmed, pending, waitlisted, complete, cancelled, awaiting), then soonest
 * trip first, then by name; the traveler record's id breaks ties (a traveler is on a trip once).
 */
const myTripsOrder: PageOrder<MyTripRow> = {
  keys: [
    { column: tripStatusRank, castAs: 'integer', of: (r) => r.statusRank, value: keyValue.int },
    { column: trips.startDate, of: (r) => r.trip.startDate, value: keyValue.date },
    { column: trips.name, of: (r) => r.trip.name, value: keyValue.text },
    { column: travelers.id, of: (r) => r.traveler.id, value: keyValue.uuid },
  ],
};

/** GET /api/me/trips (TAP-005): a page of the trips the viewer travels on, with each booking's summary. */
export async function listMyTrips(db: Db, viewer: Viewer, q: PageQuery): Promise<Page<MyTrip>> {
  const rows = await db
    .select({
      trip: trips,
      traveler: travelers,
      booking: bookings,
      ...bookingPeopleColumns,
      statusRank: tripStatusRank,
    })
    .from(travelers)
    .innerJoin(trips, eq(trips.id, travelers.tripId))
    .innerJoin(bookings, eq(bookings.id, travelers.bookingId))
    .where(and(eq(travelers.userId, viewer.id), afterCursor(myTripsOrder, q.cursor)))
    .orderBy(...orderByKeys(myTripsOrder))
    .limit(rowsToRead(q));
  return pageOf(rows, q, myTripsOrder, (row) =>
    toMyTrip(row.trip, row.booking, travelerTypeOf(row, viewer.email), row.traveler.status, row.traveler),
  );
}

/** GET /api/me/trips/{id} (TAP-004, TAP-010, CAN-001): the trip with the decisions the booking screens need. */
export async function myTripDetails(
  db: Db,
  gateway: PaymentGateway,
  viewer: Viewer,
  tripId: string,
  now: Date,
): Promise<MyTripDetails> {
  const { trip, booking, travelerType, traveler } = await accessTrip(db, viewer, tripId);
  // The viewer's country (Affirm) and the trip's waitlist, in one read beside the trip's.
  const extras = await db.execute(
    sql`select (select ${travelerProfiles.countryCode} from ${travelerProfiles} where ${travelerProfiles.userId} = ${viewer.id}) as "countryCode",
      (select count(*)::int from ${bookings} where ${bookings.tripId} = ${trip.id} and ${bookings.status} = 'waitlist') as "waitlisted"`,
  );
  const [counts] = (extras as unknown as { rows: { countryCode: string | null; waitlisted: number }[] }).rows;
  const profile = { countryCode: counts?.countryCode ?? undefined };
  const waitlisted = counts?.waitlisted ?? 0;
  const today = todayOf(trip, now);
  const tripStatus = tripStatusSchema.parse(trip.status);
  // The viewer's waiver travels with the trip, so the portal's waiver gate (TRV-024) needs no second read.
  const base = toMyTrip(trip, booking, travelerType, traveler?.status, traveler);
  if (!booking)
    return {
      ...base,
      canCancel: false,
      refundMethods: [],
      cancelReasons: [],
      waitlistedNumber: waitlisted,
      bookingEditable: false,
      bookingFinalDate: bookingFinalDate(trip.startDate, trip.bookingsDeadline),
      affirmAvailable: false,
      automaticPaymentApplicable: false,
      minimumDue: 0,
      singleSupplementPrice: trip.singleSupplementPrice,
      paymentSchedule: null,
    };
  const bookingStatus = bookingStatusSchema.parse(booking.status);
  const { options, cancellationFee } = refundMethodOptions(booking, trip, today);
  const canCancel = isCancelBookingSectionShown({
    isCustomer: isBookingCustomer(booking, viewer.id),
    travelerType,
    bookingStatus,
    isPendingCancellation: booking.isPendingCancellation,
    tripStatus,
  });
  const currency = currencyCodeSchema.parse(booking.currency);
  return {
    ...base,
    canCancel,
    ...(cancellationFee > 0 ? { cancellationFee } : {}),
    refundMethods: canCancel
      ? eligibleRefundMethods(
          options.map((o) => ({
            description: o.description,
            refundAmount: { refund: o.outputs.refundAmount, tripCredit: o.outputs.tripCreditAmount },
          })),
        )
      : [],
    cancelReasons: canCancel ? TRAVELER_CANCEL_REASONS.map((description) => ({ description })) : [],
    waitlistedNumber: waitlisted,
    bookingEditable: isBookingEditable(
      {
        travelerType,
        tripStatus,
        bookingStatus,
        isPendingCancellation: booking.isPendingCancellation,
        tripStartDate: trip.startDate,
        bookingsDeadline: trip.bookingsDeadline,
      },
      today,
    ),
    bookingFinalDate: bookingFinalDate(trip.startDate, trip.bookingsDeadline),
    affirmAvailable: isAffirmOptionShown({
      countryCode: profile?.countryCode,
      canPayWithAffirm: booking.dueAmount > 0 && gateway.canPayWithAffirm(booking.dueAmount, currency),
    }),
    automaticPaymentApplicable: isAutomaticPaymentApplicable(
      {
        dueAmount: booking.dueAmount,
        automaticPayment: { status: booking.automaticPaymentStatus },
        isPendingCancellation: booking.isPendingCancellation,
        tripStartDate: trip.startDate,
      },
      today,
    ),
    minimumDue: minimumDueOf(booking, trip),
    singleSupplementPrice: trip.singleSupplementPrice,
    paymentSchedule: bookingPaymentSchedule(booking, trip, now),
  };
}

/** GET /api/me/trips/{id}/bookings (TAP-008): the traveler's bookings on the trip (the one they are on). */
export async function myTripBookings(db: Db, viewer: Viewer, tripId: string, now: Date): Promise<TravelerBooking[]> {
  const { trip, booking, travelerType, bookingReadable } = await accessTrip(db, viewer, tripId);
  if (!booking || !travelerType) return [];
  // The policy's read scope of bookings decides, as accessBooking would (a booking outside it is a 404).
  if (!bookingReadable) throw notFound('Booking not found.');
  return [await travelerBookingView(db, { booking, trip, travelerType }, viewer.id, now)];
}

/** GET /api/me/trips/{id}/inventory (TAP-015, MBK-039): the private rooms left and their price. */
export async function singleSupplementInventory(
  db: Db,
  viewer: Viewer,
  tripId: string,
): Promise<SingleSupplementInventory> {
  const { trip } = await accessTrip(db, viewer, tripId);
  return {
    singleSupplement: {
      available: trip.singleSupplementQuantityAvailable,
      total: trip.singleSupplementQuantity,
      unitPriceWithFee: trip.singleSupplementPrice,
      currency: currencyCodeSchema.parse(trip.currency),
    },
  };
}

type PaymentRow = typeof payments.$inferSelect & { paidAtKey: string };
/** Newest first; the id breaks a tie between payments of the same instant. */
const paymentsOrder: PageOrder<PaymentRow> = {
  direction: 'desc',
  keys: [
    { column: payments.paidAt, of: (r) => r.paidAtKey, value: keyValue.text },
    { column: payments.id, of: (r) => r.id, value: keyValue.uuid },
  ],
};

/** GET /api/me/bookings/{id}/payments: a page of the payment history, newest first — the booking customer's (PAY-015). */
export async function paymentHistory(db: Db, viewer: Viewer, bookingId: string, q: PageQuery): Promise<Page<Payment>> {
  const access = await accessBooking(db, viewer, bookingId);
  if (access.travelerType !== 'traveler-primary')
    throw forbidden('The payment history is shown to the traveler who made the booking.');
  const after = afterCursor(paymentsOrder, q.cursor);
  const rows = await db
    .select({ ...getTableColumns(payments), paidAtKey: exactInstant(payments.paidAt) })
    .from(payments)
    .where(and(eq(payments.bookingId, access.booking.id), after))
    .orderBy(...orderByKeys(paymentsOrder))
    .limit(rowsToRead(q));
  return pageOf(rows, q, paymentsOrder, toPayment);
}
