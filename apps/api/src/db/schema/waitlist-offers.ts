// Waitlist offers (MKT-046, MKT-047): a freed spot held for a waitlisted booking until the offer window ends.
import { WAITLIST_OFFER_STATUSES } from '@caravan/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { bookings } from './bookings.js';
import { trips } from './trips.js';

/**
 * One offer of `spots` to a waitlisted booking. An `offered` row holds its spots against the trip's free spots (the
 * public booking's spot count subtracts them) until it is accepted, expires or is withdrawn.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id),
    tripId: uuid()
      .notNull()
      .references(() => trips.id),
    spots: integer().notNull(),
    offeredAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    status: text().notNull().default('offered'),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The held spots of a trip (every spot count reads it) and the scheduler's open offers past their window.
    index('waitlist_offers_trip_idx').on(t.tripId, t.status),
    index('waitlist_offers_open_idx').on(t.status, t.expiresAt),
    // DECIDE: a booking is offered once (an unanswered offer does not come round again).
    uniqueIndex('waitlist_offers_booking_idx').on(t.bookingId),
    check('waitlist_offers_status_check', oneOf(t.status, WAITLIST_OFFER_STATUSES)),
    check('waitlist_offers_spots_check', sql`${t.spots} >= 1`),
  ],
);
