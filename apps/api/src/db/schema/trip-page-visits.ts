// Visits to public trip pages with their channel, for the host's analytics (MKT-001).
import { VISIT_CHANNELS } from '@caravan/domain';
import { bigserial, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { trips } from './trips.js';

/** One view of a trip's public page: when, from which channel (utm or referrer), and the referring host if any. */
export const tripPageVisits = pgTable(
  'trip_page_visits',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    channel: text().notNull(),
    /** The referrer's host name only (never its path or query, which may carry personal data). */
    referrerHost: text(),
    utmSource: text(),
    utmCampaign: text(),
    visitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trip_page_visits_trip_idx').on(t.tripId, t.visitedAt),
    check('trip_page_visits_channel_check', oneOf(t.channel, VISIT_CHANNELS)),
  ],
);
