// What the rules read: the trips, bookings and campaign e-mails that a time-driven rule could act on, as rule inputs.
import {
  ACTIVE_BOOKING_STATUSES,
  COMPLETABLE_TRIP_STATUSES,
  LAUNCHABLE_TRIP_STATUSES,
  SENDABLE_CAMPAIGN_STATUS,
  type ScheduledBooking,
  type ScheduledCampaign,
  type ScheduledTrip,
  type TripStatus,
  bookingStatusSchema,
  tripStatusSchema,
} from '@caravan/domain';
import { and, eq, gt, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { automaticPaymentCards, bookings, emailCampaigns, hosts, trips } from '../db/schema/index.js';

/** Trip statuses some trip rule acts on: launchable, live (minimum bookings, ready to confirm), confirmed or closed. */
const TRIP_RULE_STATUSES: readonly TripStatus[] = [
  ...new Set([...LAUNCHABLE_TRIP_STATUSES, 'live' as const, ...COMPLETABLE_TRIP_STATUSES]),
];
/** Trips whose bookings are no longer reminded or charged. */
const OVER_TRIP_STATUSES: readonly TripStatus[] = ['cancelled', 'complete'];

/** Every trip in a status a trip rule acts on, with its host's level and its bookings holding a spot. */
export async function tripsToCheck(db: Db): Promise<ScheduledTrip[]> {
  const active = sql<number>`(select count(*)::int from ${bookings} where ${bookings.tripId} = ${trips.id}
    and ${inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])} and not ${bookings.isPendingCancellation})`;
  const spots = sql<number>`(select coalesce(sum(${bookings.totalSpotsBooked}), 0)::int from ${bookings}
    where ${bookings.tripId} = ${trips.id} and ${inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])}
    and not ${bookings.isPendingCancellation})`;
  const rows = await db
    .select({
      id: trips.id,
      status: trips.status,
      launchDate: trips.launchDate,
      termsAcceptedAt: trips.termsAcceptedAt,
      publishRequest: trips.publishRequest,
      startDate: trips.startDate,
      endDate: trips.endDate,
      bookingsDeadline: trips.bookingsDeadline,
      hostLevel: hosts.level,
      activeBookings: active,
      activeSpots: spots,
      minimumSpots: trips.minimumSpots,
    })
    .from(trips)
    .leftJoin(hosts, eq(hosts.userId, trips.hostId))
    .where(inArray(trips.status, [...TRIP_RULE_STATUSES]));
  return rows.map((r) => ({
    id: r.id,
    status: tripStatusSchema.parse(r.status),
    launchDate: r.launchDate,
    // DECIDE: the reservation is the host's first acceptance of the services agreement (terms accepted), else the
    // publish request the acceptance records.
    reservedAt: r.termsAcceptedAt ?? r.publishRequest,
    startDate: r.startDate,
    endDate: r.endDate,
    bookingsDeadline: r.bookingsDeadline,
    hostLevel: r.hostLevel ?? 0,
    activeBookings: Number(r.activeBookings),
    activeSpots: Number(r.activeSpots),
    minimumSpots: r.minimumSpots,
  }));
}

/** Bookings holding a spot with an amount due on a trip that is not over, with whether a card is enrolled. */
export async function bookingsToCheck(db: Db): Promise<ScheduledBooking[]> {
  const rows = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      isPendingCancellation: bookings.isPendingCancellation,
      dueAmount: bookings.dueAmount,
      paymentDueDate: bookings.paymentDueDate,
      automaticPaymentStatus: bookings.automaticPaymentStatus,
      enrolledCard: automaticPaymentCards.bookingId,
      tripStatus: trips.status,
      tripStartDate: trips.startDate,
    })
    .from(bookings)
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .leftJoin(automaticPaymentCards, eq(automaticPaymentCards.bookingId, bookings.id))
    .where(
      and(
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        gt(bookings.dueAmount, 0),
        notInArray(trips.status, [...OVER_TRIP_STATUSES]),
      ),
    );
  return rows.map((r) => ({
    id: r.id,
    status: bookingStatusSchema.parse(r.status),
    isPendingCancellation: r.isPendingCancellation,
    dueAmount: r.dueAmount,
    paymentDueDate: r.paymentDueDate,
    // Automatic payment needs a card to charge: without an enrolled one it is not set, whatever the status says.
    automaticPaymentStatus: r.enrolledCard ? r.automaticPaymentStatus : null,
    tripStatus: tripStatusSchema.parse(r.tripStatus),
    tripStartDate: r.tripStartDate,
  }));
}

/** Scheduled, active campaign e-mails whose date has come. */
export async function campaignsToCheck(db: Db, now: Date): Promise<ScheduledCampaign[]> {
  const rows = await db
    .select({
      id: emailCampaigns.id,
      status: emailCampaigns.status,
      active: emailCampaigns.active,
      scheduledDate: emailCampaigns.scheduledDate,
      tripStatus: trips.status,
    })
    .from(emailCampaigns)
    .innerJoin(trips, eq(trips.id, emailCampaigns.tripId))
    .where(
      and(
        eq(emailCampaigns.status, SENDABLE_CAMPAIGN_STATUS),
        eq(emailCampaigns.active, true),
        lte(emailCampaigns.scheduledDate, now),
      ),
    );
  return rows.map((r) => ({ ...r, tripStatus: tripStatusSchema.parse(r.tripStatus) }));
}
