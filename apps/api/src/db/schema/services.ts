// Services (the operator's library) and the day entries placing them on itinerary and trip days (servicesByDay).
import { ACCOMMODATION_TIMINGS, DAY_SERVICE_TYPES } from '@caravan/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { currencyCheck, nonNegative, oneOf } from './checks.js';
import { itineraries } from './itineraries.js';
import { trips } from './trips.js';
import { users } from './users.js';

/**
 * A service (SVC-006): the common fields as columns, the type's own fields (starRating, mealType, flightWindow,
 * hoursAvailable, ...) in `details`, shaped by the domain's service schema for its type.
 */
export const services = pgTable(
  'services',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The operator who owns the service (users.id of the operator account). */
    operatorId: uuid()
      .notNull()
      .references(() => users.id),
    type: text().notNull(),
    name: text().notNull().default(''),
    description: text().notNull().default(''),
    /** Integer minor units; per hour for a workshop space. */
    price: integer().notNull().default(0),
    currency: text().notNull().default('USD'),
    timing: text(),
    /** 'HH:mm'. */
    startTime: text(),
    /** Minutes. */
    length: integer(),
    numberOfNights: integer(),
    images: jsonb().$type<string[]>().notNull().default([]),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Saved to the operator's library for reuse. */
    inLibrary: boolean().notNull().default(false),
    deleted: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('services_operator_idx').on(t.operatorId),
    check('services_type_check', oneOf(t.type, DAY_SERVICE_TYPES)),
    check('services_timing_check', oneOf(t.timing, ACCOMMODATION_TIMINGS, { nullable: true })),
    check('services_price_check', nonNegative(t.price)),
    check('services_length_check', nonNegative(t.length)),
    check('services_nights_check', nonNegative(t.numberOfNights)),
    check('services_currency_check', currencyCheck(t.currency)),
  ],
);

/** One entry of servicesByDay: a service on a day (0-based) of an itinerary or of a trip, spanning `duration` days. */
export const dayServices = pgTable(
  'day_services',
  {
    id: uuid().primaryKey().defaultRandom(),
    itineraryId: uuid().references(() => itineraries.id, { onDelete: 'cascade' }),
    tripId: uuid().references(() => trips.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id),
    dayIndex: integer().notNull(),
    duration: integer().notNull().default(1),
    /** Order within the day. */
    position: integer().notNull().default(0),
    /** On trips: the host accepted the service (workshop spaces, optional activities). */
    acceptedByHost: boolean(),
    /** On trips: hours of a workshop space the host requested. */
    hoursRequested: integer(),
    removed: boolean().notNull().default(false),
    /** On trips: the trip's own values of overridden service form fields (copy-on-change; the service row is shared). */
    overrides: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('day_services_itinerary_idx').on(t.itineraryId, t.dayIndex),
    index('day_services_trip_idx').on(t.tripId, t.dayIndex),
    check('day_services_owner_check', sql`num_nonnulls(${t.itineraryId}, ${t.tripId}) = 1`),
    check('day_services_day_check', nonNegative(t.dayIndex)),
    check('day_services_duration_check', sql`${t.duration} >= 1`),
    check('day_services_hours_check', nonNegative(t.hoursRequested)),
  ],
);
