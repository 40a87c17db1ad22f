// The host's own travel info for a trip they lead (HTI-001): the trip form the Travel Info tab fills.
import type { TripTravelerForm } from '@caravan/domain';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { trips } from './trips.js';
import { users } from './users.js';

/** One form per trip: the host leads it without a booking, so the form hangs on the trip, not a traveler record. */
export const hostTripForms = pgTable('host_trip_forms', {
  tripId: uuid()
    .primaryKey()
    .references(() => trips.id, { onDelete: 'cascade' }),
  /** Who saved it last (the host; a co-host cannot write). */
  updatedBy: uuid()
    .notNull()
    .references(() => users.id),
  form: jsonb().$type<TripTravelerForm>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
