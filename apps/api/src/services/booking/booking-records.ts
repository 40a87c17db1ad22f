// Reading a booking and its trip for a signed-in traveler: access through the policy, and the traveler's view.
import {
  type AddOn,
  type AddOnService,
  type Payment,
  type TravelerBooking,
  type TravelerInsurancePolicy,
  type TravelerPerson,
  type TravelerType,
  bookingMoney,
  bookingStatusSchema,
  tripToday,
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
} from '@caravan/domain';
import { type SQL, and, asc, desc, eq, sql } from 'drizzle-orm';
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
  type TripRow,
} from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors/app-error.js';
import { minimumDueOf } from './booking-money.js';
import { bookingPeopleColumns, travelerTypeOf } from './booking-people.js';
import { jsonRowsOf, rowsFromJson } from './json-rows.js';

/** The database or an open transaction. */
export type Exec = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type BookingRow = typeof bookings.$inferSelect;
export type { TripRow } from '../../db/schema/index.js';
export type AddOnRow = typeof addOns.$inferSelect;
export type PolicyRow = typeof insurancePolicies.$inferSelect;

/** Who is asking: the signed-in user (never the impersonator, who acts as them), as the policy reads them. */
export interface Viewer extends PolicyUser {
  email: string;
}

export interface TravelerBookingAccess {
  booking: BookingRow;
  trip: TripRow;
  /** Primary or secondary (TRV-001..003); a reader who is neither is answered 404 before this is built. */
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
  // The booking and its trip in one read; a lock takes the booking row only (the trip's rows are taken by the
  // conditional updates that need them).
  const query = db
    .select({ booking: bookings, trip: trips, writable: sql<boolean>`(${writable})`, ...bookingPeopleColumns })
    .from(bookings)
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .where(and(eq(bookings.id, bookingId), conditionOf(readable)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: bookings }) : await query;
  // Not on the booking (neither its customer nor a participant, TRV-001): they learn nothing of it.
  const travelerType = row ? travelerTypeOf(row, viewer.email) : undefined;
  if (!row || !travelerType) throw notFound('Booking not found.');
  if (!row.writable) throw forbidden('Only the traveler who made the booking can change it.');
  const { booking, trip } = row;
  return {
    booking,
    trip,
    travelerType,
    isCustomer: isBookingCustomer(booking, viewer.id),
  };
}

/** A trip the viewer travels on: the trip, their traveler record there, and their booking on it. */
export interface TravelerTripAccess {
  trip: TripRow;
  traveler: typeof travelers.$inferSelect;
  booking: BookingRow | null;
  travelerType: TravelerType | undefined;
  /** Whether the booking is in the viewer's read scope of bookings (the policy's rule, auth/policy.ts). */
  bookingReadable: boolean;
}

/** The trip `tripId` when `viewer` is a traveler on it, with their traveler record and booking there, in one read; else 404. */
export async function accessTrip(db: Exec, viewer: Viewer, tripId: string): Promise<TravelerTripAccess> {
  if (!isUuid(tripId)) throw notFound('Trip not found.');
  const readable = conditionOf(scope(viewer, 'read', BOOKING));
  const [row] = await db
    .select({
      trip: trips,
      traveler: travelers,
      booking: bookings,
      bookingReadable: sql<boolean>`coalesce(${readable}, false)`,
      ...bookingPeopleColumns,
    })
    .from(trips)
    .innerJoin(travelers, and(eq(travelers.tripId, trips.id), eq(travelers.userId, viewer.id)))
    .leftJoin(bookings, eq(bookings.id, travelers.bookingId))
    .where(eq(trips.id, tripId))
    .limit(1);
  if (!row) throw notFound('Trip not found.');
  const { trip, traveler, booking } = row;
  return {
    trip,
    traveler,
    booking,
    travelerType: booking ? travelerTypeOf(row, viewer.email) : undefined,
    bookingReadable: booking !== null && row.bookingReadable,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);

type PersonJson = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  gender: string | null;
  dateOfBirth: string | null;
  countryCode: string | null;
};

/** A person's name, email and traveler profile as a JSON object (users left join traveler_profiles). */
const personObject = sql`json_build_object('id', ${users.id}, 'email', ${users.email}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'gender', ${travelerProfiles.gender}, 'dateOfBirth', ${travelerProfiles.dateOfBirth}, 'countryCode', ${travelerProfiles.countryCode})`;

const toPerson = (p: PersonJson): TravelerPerson => ({
  _id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  ...(p.gender ? { gender: p.gender } : {}),
  ...(p.dateOfBirth ? { dateOfBirth: p.dateOfBirth } : {}),
  ...(p.countryCode ? { countryCode: p.countryCode } : {}),
});

/**
 * A booking's parts in one read: its customer and secondary travelers (with their profiles), add-ons, payments and
 * insurance policies, each as a JSON array of one subquery that reads by the booking's index.
 */
async function bookingParts(db: Exec, booking: BookingRow) {
  const result = await db.execute(sql`select
    (select ${personObject} from ${users} left join ${travelerProfiles} on ${travelerProfiles.userId} = ${users.id}
      where ${users.id} = ${booking.customerId}) as "customer",
    coalesce((select json_agg(${personObject} order by ${bookingTravelers.addedAt}) from ${bookingTravelers}
      join ${users} on ${users.id} = ${bookingTravelers.userId}
      left join ${travelerProfiles} on ${travelerProfiles.userId} = ${users.id}
      where ${bookingTravelers.bookingId} = ${booking.id}), '[]'::json) as "participants",
    ${jsonRowsOf(addOns, eq(addOns.bookingId, booking.id), [asc(addOns.createdAt), asc(addOns.id)])} as "addOns",
    ${jsonRowsOf(payments, eq(payments.bookingId, booking.id), [desc(payments.paidAt)])} as "payments",
    ${jsonRowsOf(insurancePolicies, eq(insurancePolicies.bookingId, booking.id), [asc(insurancePolicies.createdAt)])} as "policies"`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    customer: (row?.customer ?? null) as PersonJson | null,
    participants: (row?.participants ?? []) as PersonJson[],
    addOns: rowsFromJson(addOns, row?.addOns ?? []),
    payments: rowsFromJson(payments, row?.payments ?? []),
    policies: rowsFromJson(insurancePolicies, row?.policies ?? []),
  };
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
    ...(row.groundTransferId ? { groundTransferId: row.groundTransferId } : {}),
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
  const parts = await bookingParts(db, booking);
  if (!parts.customer) throw notFound('Booking not found.');
  const customer = toPerson(parts.customer);
  const addOnRows = parts.addOns;
  const paymentRows = parts.payments;
  const policyRows = parts.policies;
  const status = bookingStatusSchema.parse(booking.status);
  const tripStatus = tripStatusSchema.parse(trip.status);
  const allAddOns = addOnRows.map(toAddOn);
  const policies = policyRows.map((p) => toPolicy(p, travelerType, now));
  const paymentList = paymentRows.map(toPayment);
  // One rule for the figures every audience reads (MKT-040); the traveler's due below zero is credit (TRV-007).
  const money = bookingMoney({ paid: booking.paidAmount, balance: booking.dueAmount });
  return {
    _id: booking.id,
    tripId: booking.tripId,
    status,
    orderId: booking.orderId,
    currency: currencyCodeSchema.parse(booking.currency),
    dueAmount: money.balance,
    paidAmount: money.paid,
    ...(booking.paymentDueDate ? { paymentDueDate: booking.paymentDueDate } : {}),
    travelAmount: booking.travelAmount,
    totalSpotsBooked: booking.totalSpotsBooked,
    addOns: visibleBookingAddOns(allAddOns, { userId: viewerId, roles: [travelerType] }),
    payments: travelerType === 'traveler-primary' ? paymentList : [],
    customer,
    additionalParticipants: parts.participants.map(toPerson),
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

/** The trip's today on the server's clock: the calendar date at the trip's place (decision 038). */
export const todayOf = (trip: { readonly timeZone: string }, now: Date) => tripToday(trip, now);
