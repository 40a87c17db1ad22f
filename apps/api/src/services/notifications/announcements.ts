// Trip announcements (MKT-051): the trip's host (or an admin) posts one; every traveler with a live booking on the trip
// is notified in their centre and, per their preference, by e-mail — all in the announcement's transaction.
import {
  type AnnouncementInput,
  type AnnouncementView,
  PORTAL_TRAVELER_APP_BASE,
  travelerTripPath,
} from '@caravan/domain';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { bookings, travelers, tripAnnouncements, trips, users } from '../../db/schema/index.js';
import { paragraph } from '../../email/templates/content.js';
import { composeMail } from '../../email/templates/render.js';
import { notFound } from '../../errors/app-error.js';
import type { MailOutbox } from '../../queue/job-queue.js';
import { TRAVELER_EMAIL_BOOKING_STATUSES } from '../host-bookings/email-travelers.js';
import { findHostTrip } from '../host-workspace/host-trip-access.js';
import { notify } from './notify.js';

/** Who may post: the trip's host (the write rule of the policy: a co-host reads, 403) or an admin on any trip. */
export type AnnouncementAuthor = { as: 'host'; user: PolicyUser } | { as: 'admin'; user: PolicyUser };

/** The trip the author may post to (or read the announcements of): 404 when they cannot see it. */
async function tripFor(db: Db, author: AnnouncementAuthor, tripId: string, action: 'read' | 'update') {
  if (author.as === 'host') return findHostTrip(db, author.user, tripId, action);
  const [trip] = await db.select().from(trips).where(eq(trips.id, tripId)).limit(1);
  if (!trip) throw notFound('No such trip.');
  return trip;
}

/** The users travelling on the trip through a live booking (pending or confirmed), each once. */
async function liveTravelers(db: Pick<Db, 'selectDistinct'>, tripId: string) {
  return db
    .selectDistinct({ id: users.id, email: users.email, firstName: users.firstName })
    .from(travelers)
    .innerJoin(bookings, eq(bookings.id, travelers.bookingId))
    .innerJoin(users, eq(users.id, travelers.userId))
    .where(
      and(
        eq(travelers.tripId, tripId),
        ne(travelers.status, 'cancelled'),
        inArray(bookings.status, [...TRAVELER_EMAIL_BOOKING_STATUSES]),
      ),
    );
}

const authorName = (u: { firstName: string; lastName: string } | null) =>
  u ? `${u.firstName} ${u.lastName}`.trim() || 'Caravan' : 'Caravan';

/** Posts the announcement and tells each live traveler; answers it as the trip's list shows it. */
export async function postAnnouncement(
  db: Db,
  outbox: MailOutbox,
  input: { author: AnnouncementAuthor; tripId: string; announcement: AnnouncementInput; now: Date },
): Promise<AnnouncementView> {
  const trip = await tripFor(db, input.author, input.tripId, 'update');
  const { title, body } = input.announcement;
  return db.transaction(async (tx) => {
    const recipients = await liveTravelers(tx, trip.id);
    const [row] = await tx
      .insert(tripAnnouncements)
      .values({
        tripId: trip.id,
        authorId: input.author.user.id,
        title,
        body,
        recipients: recipients.length,
        createdAt: input.now,
      })
      .returning();
    if (!row) throw new Error('The announcement was not stored.');
    const link = travelerTripPath(trip.id, 'trip-overview', PORTAL_TRAVELER_APP_BASE);
    for (const r of recipients) {
      const mail = composeMail(r.email, {
        subject: `${trip.name}: ${title}`,
        blocks: [paragraph(`Hello ${r.firstName || 'traveler'},`), paragraph(body), paragraph(`— ${trip.name}`)],
      });
      await notify(
        tx,
        outbox,
        { userId: r.id, kind: 'announcement', title: `${trip.name}: ${title}`, body, link, mail },
        { now: input.now, key: `announcement:${row.id}:${r.id}` },
      );
    }
    const [author] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, input.author.user.id));
    return viewOf(row, authorName(author ?? null));
  });
}

/** The trip's announcements, newest first. */
/** DECIDE: a trip's card lists its latest 50 announcements; a trip's host rarely posts more, and older ones are e-mailed. */
export const ANNOUNCEMENTS_SHOWN_MAX = 50;

export async function listAnnouncements(
  db: Db,
  input: { author: AnnouncementAuthor; tripId: string },
): Promise<AnnouncementView[]> {
  const trip = await tripFor(db, input.author, input.tripId, 'read');
  const rows = await db
    .select({ a: tripAnnouncements, firstName: users.firstName, lastName: users.lastName })
    .from(tripAnnouncements)
    .leftJoin(users, eq(users.id, tripAnnouncements.authorId))
    .where(eq(tripAnnouncements.tripId, trip.id))
    .orderBy(desc(tripAnnouncements.createdAt), desc(tripAnnouncements.id))
    .limit(ANNOUNCEMENTS_SHOWN_MAX);
  return rows.map((r) =>
    viewOf(r.a, authorName(r.firstName === null ? null : { firstName: r.firstName, lastName: r.lastName ?? '' })),
  );
}

function viewOf(row: typeof tripAnnouncements.$inferSelect, author: string): AnnouncementView {
  return {
    id: row.id,
    tripId: row.tripId,
    title: row.title,
    body: row.body,
    authorName: author,
    createdAt: row.createdAt.toISOString(),
    recipients: row.recipients,
  };
}
