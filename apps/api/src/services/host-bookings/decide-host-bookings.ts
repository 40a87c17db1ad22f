// POST …/bookings/confirm and …/bookings/reject: the host's decision on selected orders, by the booking machine, in
// one transaction that first locks the trip so two confirmations cannot both fill its last spots.
import { CONFIRM_THRESHOLD_TRIP_STATUSES } from '@caravan/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../lifecycle.js';
import type { Db } from '../../db/client.js';
import { bookings, trips, users } from '../../db/schema/index.js';
import { AppError, conflict, notFound } from '../../errors/app-error.js';
import type { PolicyUser } from '../../auth/policy.js';
import { actingUser } from '../../auth/acting-user.js';
import { applyLifecycleEvent } from '../lifecycle.js';
import type { HostBookingsView } from '../../views/host-bookings.view.js';
import { TRIP_COLUMNS, hostTripScope, tripRowOf } from './host-trip-access.js';
import { hostBookingsOf } from './read-host-bookings.js';
import { releaseToWaitlist } from '../waitlist/close-offers.js';
import type { OfferMail } from '../waitlist/offer-spots.js';
import type { WebhookQueue } from '../../queue/webhook-job.js';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event.js';
import { afterTripMoved } from '../notifications/trip-moved.js';

export type HostDecision = 'confirm' | 'reject';

/** Error codes of the host's decisions. */
export const HOST_BOOKING_ERROR_CODES = {
  spotsUnavailable: 'HOST_BOOKING_SPOTS_UNAVAILABLE',
  refused: 'HOST_BOOKING_REFUSED',
} as const;

/** A traveler told of the decision once it is committed. */
export interface DecidedTraveler {
  /** The booker's user id: their notification centre (MKT-052). */
  userId: string;
  email: string;
  firstName: string;
  orderId: string;
}

export interface HostDecisionResult {
  view: HostBookingsView;
  tripName: string;
  decided: DecidedTraveler[];
}

/**
 * Confirms or rejects the selected orders of the host's trip. The trip row is locked first by a conditional UPDATE
 * (the host's own trip, else 404); confirmed spots are then counted after the lock, so a second confirmation waits for
 * the first to commit and sees its spots: confirmed spots never exceed maximum_spots. Each order moves by the booking
 * machine (its guards are the HBK selection and enablement rules); any refusal rolls every order back.
 */
export async function decideHostBookings(
  db: Db,
  input: {
    user: PolicyUser;
    tripId: string;
    bookingIds: string[];
    decision: HostDecision;
    now: Date;
    /** Where the offer e-mails of spots a rejection frees are written (MKT-046); absent: offered unmailed. */
    mail?: OfferMail | undefined;
    /** Where each decided booking's webhook jobs are written (MKT-053); absent: no webhooks. */
    webhooks?: Pick<WebhookQueue, 'write'> | undefined;
  },
  /** Runs last in the decision's transaction: the travelers' e-mails are written there as jobs (outbox). */
  inTransaction?: (tx: Tx, result: HostDecisionResult) => Promise<void>,
): Promise<HostDecisionResult> {
  const ids = [...new Set(input.bookingIds)];
  return db.transaction(async (tx) => {
    const where = await hostTripScope(tx, input.user, input.tripId, 'update');
    const [locked] = await tx
      .update(trips)
      .set({ updatedAt: input.now })
      .where(and(eq(trips.id, input.tripId), where))
      .returning(TRIP_COLUMNS);
    if (!locked) throw notFound('Trip not found.');
    const trip = tripRowOf(locked);
    const selected = await tx
      .select({
        id: bookings.id,
        status: bookings.status,
        spots: bookings.totalSpotsBooked,
        orderId: bookings.orderId,
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.customerId))
      .where(and(eq(bookings.tripId, trip.id), inArray(bookings.id, ids)));
    if (selected.length !== ids.length) throw notFound('Booking not found.');
    const selectedSpots = selected.reduce((n, b) => n + b.spots, 0);

    if (input.decision === 'confirm') {
      const [row] = await tx
        .select({ n: sql<number>`coalesce(sum(${bookings.totalSpotsBooked}), 0)::int` })
        .from(bookings)
        .where(and(eq(bookings.tripId, trip.id), eq(bookings.status, 'confirmed')));
      const confirmed = Number(row?.n ?? 0);
      if (confirmed + selectedSpots > trip.maximumSpots)
        throw conflict(
          HOST_BOOKING_ERROR_CODES.spotsUnavailable,
          `Only ${Math.max(trip.maximumSpots - confirmed, 0)} of the trip's ${trip.maximumSpots} spots are left to confirm; ${selectedSpots} were selected.`,
        );
    }

    const event =
      input.decision === 'confirm'
        ? { type: 'booking.confirm' as const, selectedSpots, minimumTripThreshold: trip.minimumSpots ?? 0 }
        : { type: 'booking.reject' as const, selectedSpots };
    for (const booking of selected) {
      try {
        await applyLifecycleEvent({
          tx,
          resource: 'booking',
          id: booking.id,
          event,
          actor: { ...actingUser(input.user), group: 'host' },
          now: input.now,
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'TRANSITION_REFUSED')
          throw new AppError(
            409,
            HOST_BOOKING_ERROR_CODES.refused,
            `Order ${booking.orderId} cannot be ${input.decision === 'confirm' ? 'confirmed' : 'rejected'} now.`,
            { transition: error.message },
          );
        throw error;
      }
    }
    // HBK-027: confirming the minimum spots of a host-approved or ready-to-confirm trip confirms the trip too, by the
    // trip machine. Before a launch date not yet reached it refuses ('Launch and Confirm', HBK-030, is not offered
    // here): the orders are confirmed and the trip waits.
    if (input.decision === 'confirm' && CONFIRM_THRESHOLD_TRIP_STATUSES.includes(trip.status)) {
      try {
        const moved = await applyLifecycleEvent({
          tx,
          resource: 'trip',
          id: trip.id,
          event: { type: 'trip.confirm', selectedSpots, minimumTripThreshold: trip.minimumSpots ?? 0 },
          actor: { ...actingUser(input.user), group: 'host' },
          now: input.now,
        });
        // The trip's webhook and its travelers' "trip confirmed" notices, as from any other trip move.
        await afterTripMoved(
          tx,
          { webhooks: input.webhooks, mail: input.mail },
          { tripId: trip.id, from: moved.from, to: moved.to, now: input.now },
        );
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'TRANSITION_REFUSED')) throw error;
      }
    }
    // A rejected pending order held its spots since it was made (create-booking took them): they are free again.
    const released = selected.filter((b) => input.decision === 'reject' && b.status === 'pending');
    const freed = released.reduce((n, b) => n + b.spots, 0);
    if (freed > 0)
      await tx
        .update(trips)
        .set({ spotsTaken: sql`greatest(${trips.spotsTaken} - ${freed}, 0)` })
        .where(eq(trips.id, trip.id));
    // A rejected booking's own held offer is withdrawn, and any freed spots pass to the next in line (MKT-046).
    if (input.decision === 'reject')
      for (const b of selected)
        await releaseToWaitlist(tx, { tripId: trip.id, bookingId: b.id, now: input.now, mail: input.mail });
    // The host's and operator's systems hear of each decision in its transaction (MKT-053): a rejection cancels.
    const webhookEvent = input.decision === 'confirm' ? 'booking.confirmed' : 'booking.cancelled';
    if (input.webhooks)
      for (const b of selected)
        await emitWebhookEvent(input.webhooks, tx, webhookEvent, {
          bookingId: b.id,
          orderId: b.orderId,
          tripId: trip.id,
        });

    const result: HostDecisionResult = {
      view: await hostBookingsOf(tx, trip),
      tripName: trip.name,
      decided: selected.map((b) => ({
        userId: b.userId,
        email: b.email,
        firstName: b.firstName ?? '',
        orderId: b.orderId,
      })),
    };
    await inTransaction?.(tx, result);
    return result;
  });
}

/** PATCH …/bookings/auto-confirm: the trip's bookingAutoConfirmation, for its primary host only. */
export async function setHostAutoConfirm(
  db: Db,
  input: { user: PolicyUser; tripId: string; enabled: boolean; now: Date },
): Promise<HostBookingsView> {
  return db.transaction(async (tx) => {
    const where = await hostTripScope(tx, input.user, input.tripId, 'update');
    const [row] = await tx
      .update(trips)
      .set({ bookingAutoConfirmation: input.enabled, updatedAt: input.now })
      .where(and(eq(trips.id, input.tripId), where))
      .returning(TRIP_COLUMNS);
    if (!row) throw notFound('Trip not found.');
    return hostBookingsOf(tx, tripRowOf(row));
  });
}
