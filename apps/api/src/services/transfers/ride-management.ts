// The traveler's (and the host's FOC) rides from the itinerary: list on a trip (RID-004..006), edit information (OAP-010, RID-010) and
// cancel through the provider with the refund the domain allows (OAP-009, RID-013). Only one's own rides (404 otherwise).
import {
  type CalendarDate,
  canRebookRide,
  insuredTravelAmount,
  isSecondaryRole,
  type Page,
  type PageQuery,
  RIDE_MODIFIABLE_STATUSES,
  type UserRole,
  canModifyRide,
  canSeeRidePrice,
  isRideCancellationFree,
  removeGroundTransferAddOn,
  rideEditFormSchema,
  shouldLoadGroundTransfers,
} from '@caravan/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addOns, bookings, groundTransfers } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors/app-error.js';
import { type PageOrder, afterCursor, keyValue, orderByKeys, pageOf, rowsToRead } from '../../db/paging.js';
import type { Providers } from '../../providers/index.js';
import { TransferProviderError } from '../../providers/transfers/index.js';
import type { RideView } from '../../views/rides.view.js';
import { toGroundTransferView } from '../../views/transfer-booking.view.js';
import { type Exec, type Viewer, accessBooking, accessTrip, isUuid, toAddOn } from '../booking/booking-records.js';
import { repriceHeldInsurance } from '../booking/insurance.js';
import { isHostViewer } from './host-transfer-access.js';
import { refundToCards } from '../booking/refund-to-cards.js';
import { logMoneyMove, MONEY_TIMELINE_EVENTS } from '../timeline/write-timeline.js';

type Row = typeof groundTransfers.$inferSelect;

export const RIDE_ERROR_CODES = {
  notModifiable: 'RIDE_NOT_MODIFIABLE',
  notRebookable: 'RIDE_NOT_REBOOKABLE',
  rebookClosed: 'RIDE_REBOOK_CLOSED',
  providerFailed: 'RIDE_PROVIDER_FAILED',
} as const;

/**
 * A ride as `role` sees it: the price only for the roles that see it (a host never does, GTF-016); whether it may be
 * rebooked only where the trip's start is known (the itinerary's list and the ride's own answers).
 */
export function toRideView(row: Row, role: UserRole, now: Date, tripStartDate?: CalendarDate): RideView {
  const base = toGroundTransferView(row);
  const pickup = { localTime: row.pickupLocalTime, timeZone: row.pickupTimeZone };
  const rebookable = tripStartDate !== undefined && isRideRebookable(row, role, tripStartDate, now);
  return {
    ...base,
    price: canSeeRidePrice(role) ? row.price : null,
    transferCompany: row.transferCompany ?? null,
    driver: row.driver ?? null,
    cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    cancellationType: row.cancellationType ?? null,
    canModify: canModifyRide(role, row.status),
    cancellationFree: isRideCancellationFree(pickup, now),
    canRebook: rebookable,
    rebookAmount: rebookable && canSeeRidePrice(role) ? rebookAmountOf(row) : null,
  };
}

/**
 * Whether the ride may be rebooked now: a cancelled ride, by a primary role, up to 24 hours before the trip starts
 * (GTR-028, RID-014). DECIDE: the trip starts in the zone of its rides' pickups, the trip's destination.
 */
export function isRideRebookable(row: Row, role: UserRole, tripStartDate: CalendarDate, now: Date): boolean {
  return (
    row.status === 'cancelled' &&
    !isSecondaryRole(role) &&
    canRebookRide({ startDate: tripStartDate, timeZone: row.pickupTimeZone }, now)
  );
}

/**
 * What rebooking charges: what the cancellation refunded (the price less the cost it kept), so a ride rebooked after a
 * late cancellation costs nothing more. A host's ride is never charged (GTF-014).
 */
export function rebookAmountOf(row: Row): number {
  return row.bookingId === null ? 0 : Math.max(0, row.price - (row.cancellationCost ?? 0));
}

/** The viewer's ride and their role on its booking; another traveler's ride answers 404. */
export async function ownRide(db: Exec, viewer: Viewer, id: string, lock = false) {
  if (!isUuid(id)) throw notFound('Ride not found.');
  const query = db
    .select()
    .from(groundTransfers)
    .where(and(eq(groundTransfers.id, id), eq(groundTransfers.userId, viewer.id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Ride not found.');
  // A host-booked ride (no booking) is the host's: they manage it with the host's role (RID-009).
  if (row.bookingId === null) return { row, role: hostRoleOf(viewer), booking: null, trip: null };
  const { travelerType, booking, trip } = await accessBooking(db, viewer, row.bookingId);
  return { row, role: travelerType as UserRole, booking, trip };
}

/** The role a host holds over the rides they booked for their FOC travelers. */
const hostRoleOf = (viewer: Viewer): UserRole => (viewer.role === 'host-secondary' ? 'host-secondary' : 'host-primary');

/** Only a role and status the domain allows may change a ride (RID-009): a secondary is refused, a driven ride conflicts. */
function assertModifiable(row: Row, role: UserRole) {
  if (canModifyRide(role, row.status)) return;
  if (role === 'traveler-secondary') throw forbidden('Only the traveler who made the booking can change this ride.');
  throw conflict(RIDE_ERROR_CODES.notModifiable, 'This ride can no longer be changed.');
}

/** Arrival first, then by pickup time; the id breaks a tie between rides picked up at one time (issue 18). */
const RIDES_ORDER: PageOrder<Row> = {
  keys: [
    { column: groundTransfers.stage, of: (r) => r.stage, value: keyValue.text },
    { column: groundTransfers.pickupLocalTime, of: (r) => r.pickupLocalTime, value: keyValue.text },
    { column: groundTransfers.id, of: (r) => r.id, value: keyValue.uuid },
  ],
};

/**
 * GET /api/me/trips/{id}/rides: a page of the viewer's rides on the trip. A traveler reads the rides of their booking,
 * each listed once: the primary who booked them and the companions who ride in them (RID-005, issue 25), each with what
 * their role may see and do; a host reads the rides they booked for the trip's FOC travelers (RID-004).
 */
export async function listTripRides(
  db: Db,
  viewer: Viewer,
  tripId: string,
  q: PageQuery,
  now: Date,
): Promise<Page<RideView>> {
  if (!isUuid(tripId)) throw notFound('Trip not found.');
  const isHostType = isHostViewer(viewer);
  const access = isHostType ? null : await travelerOn(db, viewer, tripId);
  const role: UserRole | null = isHostType ? hostRoleOf(viewer) : ((access?.travelerType as UserRole) ?? null);
  if (!shouldLoadGroundTransfers({ isHostType, role, hasBooking: !!access?.booking }))
    return { items: [], nextCursor: null };
  const whose = access?.booking
    ? eq(groundTransfers.bookingId, access.booking.id)
    : eq(groundTransfers.userId, viewer.id);
  const rows = await db
    .select()
    .from(groundTransfers)
    .where(and(eq(groundTransfers.tripId, tripId), whose, afterCursor(RIDES_ORDER, q.cursor)))
    .orderBy(...orderByKeys(RIDES_ORDER))
    .limit(rowsToRead(q));
  return pageOf(rows, q, RIDES_ORDER, (r) => toRideView(r, role as UserRole, now, access?.trip.startDate));
}

/** The viewer's booking and type on the trip, or null when they are no traveler on it (their list is empty). */
async function travelerOn(db: Db, viewer: Viewer, tripId: string) {
  try {
    return await accessTrip(db, viewer, tripId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** PATCH /api/me/ground-transfers/{id}: the traveler object, every field required (OAP-010, RID-010). */
export async function updateRideTraveler(
  db: Db,
  viewer: Viewer,
  id: string,
  body: Record<string, string>,
  now: Date,
): Promise<RideView> {
  const parsed = rideEditFormSchema.safeParse(body);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'body'), i.message]));
    throw badRequest(Object.values(fields)[0] ?? 'Invalid ride information.', fields);
  }
  const { row, role } = await ownRide(db, viewer, id);
  assertModifiable(row, role);
  const traveler = {
    flightNumber: parsed.data.flightNumber.trim(),
    firstName: parsed.data.firstName.trim(),
    lastName: parsed.data.lastName.trim(),
    email: parsed.data.email.trim(),
    phone: parsed.data.phone.trim(),
  };
  // Conditional: a ride the provider moved on meanwhile is not edited.
  const [updated] = await db
    .update(groundTransfers)
    .set({ traveler })
    .where(and(eq(groundTransfers.id, row.id), inArray(groundTransfers.status, [...RIDE_MODIFIABLE_STATUSES])))
    .returning();
  if (!updated) throw conflict(RIDE_ERROR_CODES.notModifiable, 'This ride can no longer be changed.');
  return toRideView(updated, role, now);
}

/**
 * POST /api/me/ground-transfers/{id}/cancel (OAP-009): the provider cancels first (its failure changes nothing), then
 * in one transaction the ride is cancelled, its add-on marked deleted, and, when free (RID-013), its price refunded.
 * A refund only follows a cancel; a lost race (the ride cancelled by another request) refunds nothing.
 * For the customer (the primary traveler) the booking's held insurance is repriced on what is left insured (OAP-009,
 * OAP-011); an insurer outage reprices nothing and the cancel goes on (INS-017).
 */
export async function cancelRide(
  db: Db,
  providers: Providers,
  viewer: Viewer,
  id: string,
  now: Date,
): Promise<{ ride: RideView; refundedAmount: number; insuranceAdjustment: number }> {
  const { row, role } = await ownRide(db, viewer, id);
  assertModifiable(row, role);
  try {
    await providers.transfers.cancel(row.code);
  } catch (e) {
    const message = e instanceof TransferProviderError ? e.message : 'The transfer provider could not cancel the ride.';
    throw new AppError(502, RIDE_ERROR_CODES.providerFailed, message);
  }
  const free = isRideCancellationFree({ localTime: row.pickupLocalTime, timeZone: row.pickupTimeZone }, now);
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(groundTransfers)
      .set({
        status: 'cancelled',
        providerStatus: 'cancelled',
        cancellationType: 'customer',
        cancelledAt: now,
        cancellationCost: free ? 0 : row.price,
      })
      .where(and(eq(groundTransfers.id, row.id), inArray(groundTransfers.status, [...RIDE_MODIFIABLE_STATUSES])))
      .returning();
    if (!cancelled) throw conflict(RIDE_ERROR_CODES.notModifiable, 'This ride can no longer be changed.');
    await removeRideAddOns(tx, row.id);
    // A host-booked ride was never charged (GTF-014): nothing to refund, no booking insurance to reprice.
    const bookingId = row.bookingId;
    const refund = free && bookingId ? row.price : 0;
    if (bookingId && refund > 0) {
      await refundToCards(tx, providers, {
        booking: { id: bookingId, currency: row.currency },
        amount: refund,
        keyPrefix: `ride-cancel:${row.id}`,
        now,
      });
      await tx
        .update(bookings)
        .set({ paidAmount: sql`${bookings.paidAmount} - ${refund}`, updatedAt: now })
        .where(eq(bookings.id, bookingId));
      await logMoneyMove(tx, {
        bookingId,
        event: MONEY_TIMELINE_EVENTS.refund,
        amount: refund,
        currency: row.currency,
        actorId: viewer.id,
        at: now,
        reason: 'Ride cancelled',
      });
    }
    const insuranceAdjustment =
      bookingId && role === 'traveler-primary'
        ? await repriceAfterRideChange(tx, providers, { bookingId, rideId: row.id, rideHeldBefore: true })
        : 0;
    return { ride: toRideView(cancelled, role, now), refundedAmount: refund, insuranceAdjustment };
  });
}

/** The ride's add-ons removed the domain's way: kept, marked deleted (GTF-035); the ride row is already locked. */
async function removeRideAddOns(tx: Exec, rideId: string): Promise<void> {
  const held = await tx
    .select({ id: addOns.id, deleted: addOns.deleted })
    .from(addOns)
    .where(eq(addOns.groundTransferId, rideId));
  for (const addOn of held)
    await tx
      .update(addOns)
      .set({ deleted: removeGroundTransferAddOn(addOn).deleted })
      .where(eq(addOns.id, addOn.id));
}

/**
 * Reprices the booking's held insurance on the trip price plus the add-ons held now, after a ride's add-on was removed
 * (cancel) or restored (rebook): the premium moves by the rule on the ride's price only.
 */
export async function repriceAfterRideChange(
  tx: Exec,
  providers: Providers,
  input: { bookingId: string; rideId: string; rideHeldBefore: boolean },
): Promise<number> {
  const { bookingId, rideId } = input;
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  if (!booking) return 0;
  const rows = await tx.select().from(addOns).where(eq(addOns.bookingId, bookingId));
  const insured = insuredTravelAmount(booking.travelAmount, rows.map(toAddOn));
  const before = rows.map((r) => (r.groundTransferId === rideId ? { ...r, deleted: !input.rideHeldBefore } : r));
  const insuredBefore = insuredTravelAmount(booking.travelAmount, before.map(toAddOn));
  return repriceHeldInsurance(tx, providers.insurance, {
    booking,
    addOnRows: rows,
    travelAmount: insured,
    insuredBefore,
  });
}
