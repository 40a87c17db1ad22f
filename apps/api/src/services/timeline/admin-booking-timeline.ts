// The admin's timeline of one booking (MKT-041): a missing booking is a 404, not an empty timeline.
import type { Page, PageQuery } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';
import type { TimelineEntry } from '../../views/timeline.view.js';
import { readAdminTimeline } from './read-timeline.js';

/** A page of booking `id`'s timeline as the admin reads it, or 404 when there is no such booking. */
export async function readAdminBookingTimeline(db: Db, id: string, page: PageQuery): Promise<Page<TimelineEntry>> {
  const [booking] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!booking) throw notFound('No such booking.');
  return readAdminTimeline(db, 'booking', id, page);
}
