// Ground transfers (rides): a traveler's arrival or departure transfer booked with the transfer provider.
import { GROUND_TRANSFER_CANCELLATION_TYPES, GROUND_TRANSFER_STAGES, RIDE_STATUSES } from '@caravan/domain';
import type { RideDriver, RideLocation, RideTraveler } from '@caravan/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';
import { currencyCheck, nonNegative, oneOf } from './checks.js';
import { trips } from './trips.js';
import { users } from './users.js';

/** A ground-transfer booking (ride) with its journey (GTR-004, RID-001); price in integer minor units. */
export const groundTransfers = pgTable(
  'ground_transfers',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tripId: uuid()
      .notNull()
      .references(() => trips.id),
    /** The traveler who booked (and rides). */
    userId: uuid()
      .notNull()
      .references(() => users.id),
    /** The provider's journey code. */
    code: text().notNull().unique(),
    stage: text().notNull(),
    status: text().notNull().default('pending'),
    /** The provider's own journey status, as reported. */
    providerStatus: text(),
    origin: jsonb().$type<RideLocation>().notNull(),
    destination: jsonb().$type<RideLocation>().notNull(),
    /** Local wall time 'YYYY-MM-DDTHH:mm' in pickup_time_zone. */
    pickupLocalTime: text().notNull(),
    pickupTimeZone: text().notNull().default('UTC'),
    vehicleCategory: text().notNull(),
    price: integer().notNull(),
    currency: text().notNull().default('USD'),
    passengers: integer().notNull().default(1),
    carryOnLuggage: integer().notNull().default(0),
    checkedLuggage: integer().notNull().default(0),
    traveler: jsonb().$type<RideTraveler>().notNull(),
    transferCompany: jsonb().$type<{ name: string; phoneNumber: string }>(),
    driver: jsonb().$type<RideDriver>(),
    durationInSeconds: integer(),
    distanceInMeters: integer(),
    cancellationType: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancellationReason: text(),
    cancellationCost: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ground_transfers_booking_idx').on(t.bookingId),
    index('ground_transfers_trip_idx').on(t.tripId),
    check('ground_transfers_stage_check', oneOf(t.stage, GROUND_TRANSFER_STAGES)),
    check('ground_transfers_status_check', oneOf(t.status, RIDE_STATUSES)),
    check(
      'ground_transfers_cancellation_type_check',
      oneOf(t.cancellationType, GROUND_TRANSFER_CANCELLATION_TYPES, { nullable: true }),
    ),
    check('ground_transfers_pickup_check', sql`${t.pickupLocalTime} ~ '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}'`),
    check('ground_transfers_price_check', nonNegative(t.price)),
    check('ground_transfers_passengers_check', sql`${t.passengers} >= 1`),
    check('ground_transfers_carry_on_check', nonNegative(t.carryOnLuggage)),
    check('ground_transfers_checked_check', nonNegative(t.checkedLuggage)),
    check('ground_transfers_duration_check', nonNegative(t.durationInSeconds)),
    check('ground_transfers_distance_check', nonNegative(t.distanceInMeters)),
    check('ground_transfers_cancellation_cost_check', nonNegative(t.cancellationCost)),
    check('ground_transfers_currency_check', currencyCheck(t.currency)),
  ],
);
