// What a trip's travelers are told when the trip itself changes (MKT-052): it is confirmed and will run, or its
// operator changed the day-by-day plan. Each is a notification in the centre and, by the traveler's preference, an
// e-mail through the outbox, both in the caller's transaction.
import { ACTIVE_BOOKING_STATUSES, PORTAL_TRAVELER_APP_BASE, travelerTripPath } from '@caravan/domain';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { bookings, notifications, trips, users } from '../../db/schema/index.js';
import { action, facts, paragraph } from '../../email/templates/content.js';
import { composeMail } from '../../email/templates/render.js';
import type { MailOutbox } from '../../queue/job-queue.js';
import { type Notice, recordNotification } from './notify.js';

/**
 * Where the notices' e-mails go, and the address their links start from (absent: the e-mail has no button). A caller
 * with no outbox (a bare service in a test) records the notifications alone.
 */
export interface TripNoticeMail {
  outbox: MailOutbox;
  publicUrl?: string | undefined;
}

/** DECIDE: trips in these statuses no longer run, so an edit of their itinerary tells nobody. */
const NOT_RUNNING_TRIP_STATUSES = ['cancelled', 'complete'];

/** When the trip runs, as a sentence's end ("from … to …", or its start alone when no end is stored). */
const datesOf = (trip: { startDate: string; endDate: string | null }) =>
  trip.endDate ? `from ${trip.startDate} to ${trip.endDate}` : `starting ${trip.startDate}`;

/** Each traveler with an active booking on the trip, once (a traveler with two bookings hears once). */
async function travelersOf(tx: Tx, tripId: string) {
  return tx
    .selectDistinct({ userId: users.id, email: users.email })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(and(eq(bookings.tripId, tripId), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])));
}

/** The notification, and its e-mail when the traveler's preference for the kind says so and there is an outbox. */
async function tell(
  tx: Tx,
  mail: TripNoticeMail | undefined,
  notice: Notice & { to: string; tripName: string },
  options: { now: Date; key?: string },
) {
  const emailed = await recordNotification(tx, notice, options.now);
  if (!emailed || !mail) return;
  const base = mail.publicUrl?.replace(/\/+$/, '');
  const content = composeMail(notice.to, {
    subject: notice.title,
    blocks: [
      paragraph(notice.body),
      facts(['Trip', notice.tripName]),
      ...(base && notice.link ? [action('Open your trip', `${base}${notice.link}`)] : []),
    ],
  });
  await mail.outbox.writeMails(tx, [content], { now: options.now, ...(options.key ? { key: options.key } : {}) });
}

/** The trip moved to confirmed: each of its travelers learns that it will run (MKT-052 "trip confirmed"). */
export async function tellTripConfirmed(
  tx: Tx,
  mail: TripNoticeMail | undefined,
  input: { tripId: string; now: Date },
): Promise<number> {
  const [trip] = await tx
    .select({ id: trips.id, name: trips.name, startDate: trips.startDate, endDate: trips.endDate })
    .from(trips)
    .where(eq(trips.id, input.tripId));
  if (!trip) return 0;
  const travelers = await travelersOf(tx, trip.id);
  for (const t of travelers)
    await tell(
      tx,
      mail,
      {
        userId: t.userId,
        to: t.email,
        tripName: trip.name,
        kind: 'trip_confirmed',
        title: `${trip.name} is confirmed`,
        body: `${trip.name} is confirmed and will run ${datesOf(trip)}. Time to plan your travel.`,
        link: travelerTripPath(trip.id, 'trip-overview', PORTAL_TRAVELER_APP_BASE),
      },
      // A trip is confirmed once; the key keeps a retried move from mailing twice.
      { now: input.now, key: `trip:${trip.id}:confirmed:${t.userId}` },
    );
  return travelers.length;
}

/** Whether the user still has an unread "itinerary changed" notice leading to `link`. */
async function hasUnreadChange(tx: Tx, userId: string, link: string): Promise<boolean> {
  const [unread] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, 'itinerary_changed'),
        eq(notifications.link, link),
        isNull(notifications.readAt),
      ),
    )
    .limit(1);
  return unread !== undefined;
}

/**
 * The operator saved a new day-by-day plan for an itinerary: every traveler booked on a trip of it that still runs
 * is told. DECIDE: a traveler who has not yet read the last "itinerary changed" notice of that trip is not told again
 * (an operator saving ten edits in an afternoon is one change to the traveler, not ten messages).
 */
export async function tellItineraryChanged(
  tx: Tx,
  mail: TripNoticeMail | undefined,
  input: { itineraryId: string; now: Date },
): Promise<number> {
  const running = await tx
    .select({ id: trips.id, name: trips.name })
    .from(trips)
    .where(and(eq(trips.itineraryId, input.itineraryId), notInArray(trips.status, NOT_RUNNING_TRIP_STATUSES)));
  let told = 0;
  for (const trip of running) {
    const link = travelerTripPath(trip.id, 'itinerary', PORTAL_TRAVELER_APP_BASE);
    for (const t of await travelersOf(tx, trip.id)) {
      if (await hasUnreadChange(tx, t.userId, link)) continue;
      await tell(
        tx,
        mail,
        {
          userId: t.userId,
          to: t.email,
          tripName: trip.name,
          kind: 'itinerary_changed',
          title: `The itinerary of ${trip.name} changed`,
          body: `The operator updated the day-by-day plan of ${trip.name}. Look over the itinerary before you travel.`,
          link,
        },
        { now: input.now },
      );
      told += 1;
    }
  }
  return told;
}
