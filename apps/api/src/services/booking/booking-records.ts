// Reading a booking and its trip for a signed-in traveler: access through the policy, and the traveler's view.
import {
  type AddOn,
  type AddOnService,
  type Payment,
  type TravelerBooking,
  type TravelerInsurancePolicy,
  type TravelerPerson,
  type TravelerType,
  bookingStatusSchema,
  calendarDateOf,
  cancellationReasonCodeSchema,
  currencyCodeSchema,
  insurancePolicyStatusSchema,
  isInsurancePolicyCancellable,
  isStoredAddOnHeld,
  isPaymentHistoryShown,
  paymentStatusSchema,
  paymentTypeSchema,
  addOnLineAmount,
  addOnStatusSchema,
  addOnTypeSchema,
  tripStatusSchema,
  visibleBookingAddOns,
  isBookingCustomer,
  travelerTypeOn,
} from '@caravan/domain';
import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type PolicyUser, type Resource, type Scope, scope } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import {
  addOns,
  bookingTravelers,
  bookings,
  insurancePolicies,
  payments,
  travelerProfiles,
  travelers,
  trips,
  users,
} from '../../db/schema/index.js';
import { forbidden, notFound } from '../../http/errors.js';
import { minimumDueOf } from './booking-money.js';

/** The database or an open transaction. */
export type Exec = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type BookingRow = typeof bookings.$inferSelect;
export type TripRow = typeof trips.$inferSelect;
export type AddOnRow = typeof addOns.$inferSelect;
export type PolicyRow = typeof insurancePolicies.$inferSelect;

/** Who is asking: the signed-in user (never the impersonator, who acts as them), as the policy reads them. */
export interface Viewer extends PolicyUser {
  email: string;
}

export interface TravelerBookingAccess {
  booking: BookingRow;
  trip: TripRow;
  travelerType: TravelerType;
  isCustomer: boolean;
}

const BOOKING: Resource = { kind: 'booking', area: 'me' };
/** A policy scope as a SQL condition on the bookings table. */
const conditionOf = (s: Scope): SQL => (s.kind === 'where' ? s.where : s.kind === 'all' ? sql`true` : sql`false`);

/**
 * The booking `bookingId` as the policy lets `viewer` reach it (auth/policy.ts): outside their read scope it is a
 * 404 — a traveler never learns that another traveler's booking exists; readable but outside the scope of `action`
 * (update, cancel) it is a 403. With `lock`, the booking row is locked FOR UPDATE (call inside a transaction).
 */
export async function accessBooking(
  db: Exec,
  viewer: Viewer,
  bookingId: string,
  options: { action?: 'update' | 'cancel'; lock?: boolean } = {},
): Promise<TravelerBookingAccess> {
  if (!isUuid(bookingId)) throw notFound('Booking not found.');
  const readable = scope(viewer, 'read', BOOKING);
  if (readable.kind === 'none') throw notFound('Booking not found.');
  const writable = options.action ? conditionOf(scope(viewer, options.action, BOOKING)) : sql`true`;
  const query = db
    .select({ booking: bookings, writable: sql<boolean>`(${writable})` })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), conditionOf(readable)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('Booking not found.');
  if (!row.writable) throw forbidden('Only the traveler who made the booking can change it.');
  const { booking } = row;
  const [trip] = await db.select().from(trips).where(eq(trips.id, booking.tripId)).limit(1);
  if (!trip) throw notFound('Booking not found.');
  return {
    booking,
    trip,
    travelerType: travelerTypeOn(booking, viewer.id),
    isCustomer: isBookingCustomer(booking, viewer.id),
  };
}

/** The trip `tripId` when `viewer` is a traveler on it, with their booking there; else 404. */
export async function accessTrip(
  db: Exec,
  viewer: Viewer,
  tripId: string,
): Promise<{ trip: TripRow; booking: BookingRow | null; travelerType: TravelerType | undefined }> {
  if (!isUuid(tripId)) throw notFound('Trip not found.');
  const [row] = await db
    .select({ trip: trips, traveler: travelers })
    .from(trips)
    .innerJoin(travelers, and(eq(travelers.tripId, trips.id), eq(travelers.userId, viewer.id)))
    .where(eq(trips.id, tripId))
    .limit(1);
  if (!row) throw notFound('Trip not found.');
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, row.traveler.bookingId)).limit(1);
  return {
    trip: row.trip,
    booking: booking ?? null,
    travelerType: booking ? travelerTypeOn(booking, viewer.id) : undefined,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);

async function people(db: Exec, userIds: readonly string[]): Promise<Map<string, TravelerPerson>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ user: users, profile: travelerProfiles })
    .from(users)
    .leftJoin(travelerProfiles, eq(travelerProfiles.userId, users.id))
    .where(inArray(users.id, [...userIds]));
  return new Map(
    rows.map(({ user, profile }) => [
      user.id,
      {
        _id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        ...(profile?.gender ? { gender: profile.gender } : {}),
        ...(profile?.dateOfBirth ? { dateOfBirth: profile.dateOfBirth } : {}),
        ...(profile?.countryCode ? { countryCode: profile.countryCode } : {}),
      },
    ]),
  );
}

/** Whether a stored add-on is held on its booking (the domain's rule, MBK-028). */
export const isHeldRow = (row: AddOnRow): boolean =>
  isStoredAddOnHeld({ deleted: row.deleted, status: addOnStatusSchema.parse(row.status) });

/** A stored add-on's line amount in minor units (the domain's rule). */
export const lineOf = (row: Pick<AddOnRow, 'price' | 'unitPriceWithFee' | 'quantity'>): number => addOnLineAmount(row);

/** An add-on row as the domain's add-on. */
export function toAddOn(row: AddOnRow): AddOn {
  return {
    addOnId: row.id,
    type: addOnTypeSchema.parse(row.type),
    user: row.userId,
    status: addOnStatusSchema.parse(row.status),
    quantity: row.quantity,
    unitPriceWithFee: row.unitPriceWithFee,
    ...(row.price !== null ? { price: row.price } : {}),
    deleted: row.deleted,
    manageMode: row.manageMode,
    ...(row.service ? { service: row.service as AddOnService } : {}),
  };
}

/** A payment row as the domain's payment. */
export function toPayment(row: typeof payments.$inferSelect): Payment {
  return {
    _id: row.id,
    type: paymentTypeSchema.parse(row.type),
    amount: row.amount,
    currency: currencyCodeSchema.parse(row.currency),
    date: row.paidAt,
    status: paymentStatusSchema.parse(row.status),
    automatic: row.automatic,
  };
}

/** A policy row as the traveler sees it, with whether they may cancel it now (INS-008). */
export function toPolicy(row: PolicyRow, travelerType: TravelerType, now: Date): TravelerInsurancePolicy {
  const policy = {
    _id: row.id,
    ...(row.addOnId ? { addOnId: row.addOnId } : {}),
    ...(row.policyNumber ? { policyNumber: row.policyNumber } : {}),
    coverage: row.coverage,
    ...(row.claimsUrl ? { claimsUrl: row.claimsUrl } : {}),
    ...(row.confirmationOfBenefitsUrl ? { confirmationOfBenefitsUrl: row.confirmationOfBenefitsUrl } : {}),
    status: insurancePolicyStatusSchema.parse(row.status),
    firstName: row.firstName,
    lastName: row.lastName,
    createdDate: row.createdAt,
  };
  return { ...policy, cancellable: isInsurancePolicyCancellable({ travelerType, policy }, now) };
}

/** The booking as `access` sees it (add-ons filtered by the visibility rule, MBK-024). */
export async function travelerBookingView(
  db: Exec,
  access: Pick<TravelerBookingAccess, 'booking' | 'trip' | 'travelerType'>,
  viewerId: string,
  now: Date,
): Promise<TravelerBooking> {
  const { booking, trip, travelerType } = access;
  const [participantRows, addOnRows, paymentRows, policyRows] = await Promise.all([
    db
      .select({ userId: bookingTravelers.userId })
      .from(bookingTravelers)
      .where(eq(bookingTravelers.bookingId, booking.id))
      .orderBy(asc(bookingTravelers.addedAt)),
    db.select().from(addOns).where(eq(addOns.bookingId, booking.id)).orderBy(asc(addOns.createdAt), asc(addOns.id)),
    db.select().from(payments).where(eq(payments.bookingId, booking.id)).orderBy(desc(payments.paidAt)),
    db
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.bookingId, booking.id))
      .orderBy(asc(insurancePolicies.createdAt)),
  ]);
  const byId = await people(db, [booking.customerId, ...participantRows.map((p) => p.userId)]);
  const customer = byId.get(booking.customerId);
  if (!customer) throw notFound('Booking not found.');
  const status = bookingStatusSchema.parse(booking.status);
  const tripStatus = tripStatusSchema.parse(trip.status);
  const allAddOns = addOnRows.map(toAddOn);
  const policies = policyRows.map((p) => toPolicy(p, travelerType, now));
  const paymentList = paymentRows.map(toPayment);
  return {
    _id: booking.id,
    tripId: booking.tripId,
    status,
    orderId: booking.orderId,
    currency: currencyCodeSchema.parse(booking.currency),
    dueAmount: booking.dueAmount,
    paidAmount: booking.paidAmount,
    ...(booking.paymentDueDate ? { paymentDueDate: booking.paymentDueDate } : {}),
    travelAmount: booking.travelAmount,
    totalSpotsBooked: booking.totalSpotsBooked,
    addOns: visibleBookingAddOns(allAddOns, { userId: viewerId, roles: [travelerType] }),
    payments: travelerType === 'traveler-primary' ? paymentList : [],
    customer,
    additionalParticipants: participantRows.flatMap((p) => byId.get(p.userId) ?? []),
    ...(booking.automaticPaymentStatus ? { automaticPayment: { status: booking.automaticPaymentStatus } } : {}),
    ...(booking.rezdyTripId ? { rezdyTripId: booking.rezdyTripId } : {}),
    ...(booking.internalCancellationReason
      ? { internalCancellationReason: cancellationReasonCodeSchema.parse(booking.internalCancellationReason) }
      : {}),
    isPendingCancellation: booking.isPendingCancellation,
    travelersRooms: booking.travelersRooms,
    ...(policies[0] ? { insurancePolicyStatus: policies[0].status } : {}),
    ...(booking.cancellationRequestedAt ? { cancellationRequestDate: booking.cancellationRequestedAt } : {}),
    travelerType,
    insurancePolicies: policies,
    paymentHistoryShown: isPaymentHistoryShown({
      travelerType,
      tripStatus,
      bookingStatus: status,
      paymentsCount: paymentList.length,
    }),
    minimumDue: minimumDueOf(booking, trip),
  };
}

/** Today (UTC calendar date) on the server's clock. */
export const todayOf = (now: Date) => calendarDateOf(now, 'UTC');
