// The rooming board (MKT-048): which room of a trip each traveler sleeps in, as the host arranged it for the hotel.
import { ROOM_KINDS } from '@caravan/domain';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { travelers } from './travelers.js';
import { trips } from './trips.js';

/** One traveler's room on a trip: a traveler is in at most one room (the key), a room is its label on the trip. */
export const roomAssignments = pgTable(
  'room_assignments',
  {
    travelerId: uuid()
      .primaryKey()
      .references(() => travelers.id, { onDelete: 'cascade' }),
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    roomLabel: text().notNull(),
    roomKind: text().notNull(),
    assignedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('room_assignments_trip_idx').on(t.tripId, t.roomLabel),
    check('room_assignments_kind_check', oneOf(t.roomKind, ROOM_KINDS)),
  ],
);
