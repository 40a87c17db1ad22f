// POST api/me/emails/send-email-to-travelers (HAP-062): the trip's host writes to the trip's travelers, one e-mail each
// (mail jobs, written in one transaction and sent after it). Only the primary host sends (a co-host reads, 403); another host's trip is 404.
import { and, eq, inArray } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { bookings, users } from '../../db/schema/index.js';
import { hostMessageMail } from '../../email/templates/host-tools.js';
import { composeMail } from '../../email/templates/render.js';
import type { JobOutbox } from '../../queue/job-queue.js';
import { findHostTrip } from '../host-workspace/host-trip-access.js';

/** DECIDE: the trip's travelers are the bookers of its confirmed and pending orders: those who hold its spots. */
export const TRAVELER_EMAIL_BOOKING_STATUSES = ['confirmed', 'pending'] as const;

/** Sends `subject` and `message` to each traveler of the host's trip once; answers how many were written to. */
export async function emailTripTravelers(
  db: Db,
  outbox: JobOutbox,
  input: { user: PolicyUser; tripId: string; subject: string; message: string; now: Date },
): Promise<{ tripId: string; sent: number }> {
  const trip = await findHostTrip(db, input.user, input.tripId, 'update');
  const rows = await db
    .selectDistinct({ email: users.email, firstName: users.firstName })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(and(eq(bookings.tripId, trip.id), inArray(bookings.status, [...TRAVELER_EMAIL_BOOKING_STATUSES])));
  const seen = new Set<string>();
  // Every message is written in one transaction: all of them are sent, or (on a failure here) none.
  await db.transaction(async (tx) => {
    const mailer = outbox.mailsIn(tx);
    for (const r of rows) {
      const to = r.email.toLowerCase();
      if (seen.has(to)) continue;
      seen.add(to);
      await mailer.send(
        composeMail(r.email, hostMessageMail(trip, r, { subject: input.subject, body: input.message })),
        input.now,
      );
    }
  });
  return { tripId: trip.id, sent: seen.size };
}
