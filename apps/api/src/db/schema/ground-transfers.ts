// Ground transfers (rides): a traveler's arrival or departure transfer booked with the transfer provider, or a free one
// the trip's host booked for one of its free-of-charge travelers (no booking, GTF-014).
import { GROUND_TRANSFER_CANCELLATION_TYPES, GROUND_TRANSFER_STAGES, RIDE_STATUSES } from '@caravan/domain';
import type { RideDriver, RideLocation, RideTraveler } from '@caravan/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';
import { currencyCheck, nonNegative, oneOf } from './checks.js';
import { trips } from './trips.js';
import { users } from './users.js';

/** A ground-transfer booking (ride) with its journey (GTR-004, RID-001); price in integer minor units. */
export const groundTransfers = pgTable(
  'ground_transfers',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The traveler's booking; null for a host-booked transfer (booked_by 'host'). */
    bookingId: uuid().references(() => bookings.id, { onDelete: 'cascade' }),
    /** Who booked: the traveler on their booking (paid), or the trip's host for a FOC traveler (free, GTF-014). */
    bookedBy: text().notNull().default('traveler'),
    /** The FOC traveler a host-booked transfer covers: 'host', a companion's id or a numbered seat (GTR-020). */
    focTravelerId: text(),
    /** That FOC traveler's name when booked, as the host's trip listed them. */
    focTravelerName: text(),
    tripId: uuid()
      .notNull()
      .references(() => trips.id),
    /** The traveler who booked (and rides), or the host who booked for a FOC traveler. */
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
    check('ground_transfers_booked_by_check', sql`${t.bookedBy} in ('traveler','host')`),
    // A traveler's transfer is on their booking; a host's is on no booking and names the FOC traveler it covers.
    check(
      'ground_transfers_booked_for_check',
      sql`(${t.bookedBy} = 'traveler' and ${t.bookingId} is not null and ${t.focTravelerId} is null) or (${t.bookedBy} = 'host' and ${t.bookingId} is null and ${t.focTravelerId} is not null)`,
    ),
    // One live host-booked ride per FOC traveler and leg: two tabs booking at once create one (GTR-020).
    uniqueIndex('ground_transfers_foc_leg_unique')
      .on(t.tripId, t.stage, t.focTravelerId)
      .where(sql`${t.bookedBy} = 'host' and ${t.status} <> 'cancelled'`),
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
