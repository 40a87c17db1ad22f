// Travelers: a person's traveler profile, their record on each trip (status, waiver) and their trip form.
import { END_OF_TRIP_PLANS, TRAVELER_STATUSES, TRAVELER_TYPES } from '@caravan/domain';
import type { TravelerTripForm } from '@caravan/domain';
import { boolean, check, date, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bookings } from './bookings.js';
import { oneOf } from './checks.js';
import { trips } from './trips.js';
import { users } from './users.js';

/** The personal details of a traveler account (TRV-008); name and email are on users. */
export const travelerProfiles = pgTable(
  'traveler_profiles',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    gender: text(),
    dateOfBirth: date({ mode: 'string' }),
    /** ISO 3166-1 alpha-2. */
    countryCode: text(),
    phone: text(),
    instagramHandle: text(),
  },
  (t) => [check('traveler_profiles_country_check', sql`${t.countryCode} ~ '^[A-Z]{2}$'`)],
);

/** A traveler on a trip through a booking: primary (the customer) or secondary, with status and waiver. */
export const travelers = pgTable(
  'travelers',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    tripId: uuid()
      .notNull()
      .references(() => trips.id),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    status: text().notNull().default('created'),
    waiverSignedAt: timestamp({ withTimezone: true }),
    minorDisclaimer: boolean(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('travelers_user_trip_unique').on(t.userId, t.tripId),
    index('travelers_booking_idx').on(t.bookingId),
    // A trip's travelers (organisers' scope) and the admin list by status, in the lists' id order.
    index('travelers_trip_idx').on(t.tripId, t.id),
    index('travelers_status_idx').on(t.status, t.id),
    check('travelers_type_check', oneOf(t.type, TRAVELER_TYPES)),
    check('travelers_status_check', oneOf(t.status, TRAVELER_STATUSES)),
  ],
);

/** A traveler's trip form (TFM-001): flights, end-of-trip plans, insurance, passport, contacts, preferences. */
export const tripForms = pgTable(
  'trip_forms',
  {
    travelerId: uuid()
      .primaryKey()
      .references(() => travelers.id, { onDelete: 'cascade' }),
    flightInformation: jsonb().$type<TravelerTripForm['flightInformation']>().notNull(),
    endOfTripPlans: text(),
    travelInsurance: jsonb().$type<TravelerTripForm['travelInsurance']>().notNull().default({}),
    specialRequests: jsonb().$type<TravelerTripForm['specialRequests']>().notNull().default({}),
    passportInformation: jsonb().$type<TravelerTripForm['passportInformation']>().notNull().default({}),
    emergencyContact: jsonb().$type<TravelerTripForm['emergencyContact']>().notNull().default({}),
    disclosuresAndPreferences: jsonb().$type<TravelerTripForm['disclosuresAndPreferences']>().notNull(),
    medicalAndMobilityDisclosure: text(),
    submittedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('trip_forms_end_of_trip_plans_check', oneOf(t.endOfTripPlans, END_OF_TRIP_PLANS, { nullable: true }))],
);
