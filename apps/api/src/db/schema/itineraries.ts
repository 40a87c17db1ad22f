// Itineraries: details, photos, packages per level, and the validity periods that price non-inventory packages.
import { ITINERARY_MAXIMUM_SPOTS_DEFAULT, ITINERARY_STATUSES, PACKAGE_LEVELS } from '@caravan/domain';
import type {
  ItineraryAirport,
  ItineraryOptionalService,
  ItineraryPhoto,
  ItineraryPhotos,
  ValidityPeriodPriceTier,
} from '@caravan/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { currencyCheck, nonNegative, oneOf } from './checks.js';
import { users } from './users.js';

/** One package level's settings as stored; its validity periods live in validity_periods. */
export interface StoredItineraryPackage {
  enabled: boolean;
  accommodationLevels: string[];
  mealLevels: string[];
  foodOptions: string[];
}
export type StoredItineraryPackages = Record<(typeof PACKAGE_LEVELS)[number], StoredItineraryPackage>;

/** An itinerary (operator-and-inventory §3); its day services are in day_services. */
export const itineraries = pgTable(
  'itineraries',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The owning operator (users.id of the operator account). */
    operatorId: uuid()
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    country: text().notNull().default(''),
    destination: text().notNull().default(''),
    /** The IANA zone of the place the itinerary runs ('America/Lima' for Cusco): its trips' 'today' (decision 038). */
    timeZone: text().notNull().default('UTC'),
    tripSummary: text().notNull().default(''),
    categories: jsonb().$type<string[]>().notNull().default([]),
    lengthInDays: integer().notNull(),
    photos: jsonb().$type<ItineraryPhotos>().notNull().default({ itineraryPhotos: [] }),
    headerPhoto: jsonb().$type<ItineraryPhoto>(),
    status: text().notNull().default('created'),
    currency: text().notNull().default('USD'),
    minimumSpots: integer(),
    maximumSpots: integer().notNull().default(ITINERARY_MAXIMUM_SPOTS_DEFAULT),
    activityLevel: text(),
    travelerInsuranceRequired: boolean().notNull().default(false),
    operatorCode: text(),
    arrivalLocation: jsonb().$type<ItineraryAirport>(),
    departureLocation: jsonb().$type<ItineraryAirport>(),
    itineraryInventoryEnabled: boolean().notNull().default(false),
    /** The catalogue tier (1..3): a host's level must be at least the tier to request it (LVL-013). */
    tier: integer().notNull().default(1),
    /** Integer minor units. */
    hostGroundTransferCost: integer(),
    /** Days of lead time before a trip can start. */
    tripLeadTime: integer(),
    additionalOptionalServices: jsonb().$type<ItineraryOptionalService[]>().notNull().default([]),
    startDate: date({ mode: 'string' }),
    packages: jsonb().$type<StoredItineraryPackages>().notNull(),
    /** Raised by every save: a save or submit made on an older version is refused (optimistic version check). */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An operator's itineraries, the catalogue and admin list by status, and the picker by name, each in its order.
    index('itineraries_operator_idx').on(t.operatorId, t.id),
    index('itineraries_status_idx').on(t.status, t.id),
    index('itineraries_name_idx').on(t.name, t.id),
    /** Serves the operator's sidebar lists: one status group, in name order (keyset paging on name, id). */
    index('itineraries_operator_status_name_idx').on(t.operatorId, t.status, t.name, t.id),
    /** Lets trips carry the itinerary's operator with a composite foreign key. */
    unique('itineraries_id_operator_unique').on(t.id, t.operatorId),
    check('itineraries_status_check', oneOf(t.status, ITINERARY_STATUSES)),
    check('itineraries_length_check', sql`${t.lengthInDays} >= 1`),
    check('itineraries_minimum_spots_check', sql`${t.minimumSpots} >= 1`),
    check('itineraries_maximum_spots_check', sql`${t.maximumSpots} >= 1`),
    check('itineraries_spots_order_check', sql`${t.minimumSpots} <= ${t.maximumSpots}`),
    check('itineraries_ground_transfer_cost_check', nonNegative(t.hostGroundTransferCost)),
    check('itineraries_lead_time_check', nonNegative(t.tripLeadTime)),
    check('itineraries_currency_check', currencyCheck(t.currency)),
    check('itineraries_version_check', sql`${t.version} >= 1`),
    check('itineraries_tier_check', sql`${t.tier} between 1 and 3`),
  ],
);

/** A validity period of a non-inventory package: a date range with traveler-count price tiers. */
export const validityPeriods = pgTable(
  'validity_periods',
  {
    id: uuid().primaryKey().defaultRandom(),
    itineraryId: uuid()
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    packageLevel: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    isBlackout: boolean().notNull().default(false),
    instantApprovalAllowed: boolean().notNull().default(false),
    /** Integer minor units of the itinerary currency. */
    singleSupplementPrice: integer().notNull().default(0),
    /** Price tiers (numberOfTravelers, daysOfTheWeek, price in minor units). */
    costThresholds: jsonb().$type<ValidityPeriodPriceTier[]>().notNull().default([]),
  },
  (t) => [
    index('validity_periods_itinerary_idx').on(t.itineraryId, t.packageLevel),
    check('validity_periods_package_check', oneOf(t.packageLevel, PACKAGE_LEVELS)),
    check('validity_periods_range_check', sql`${t.endDate} >= ${t.startDate}`),
    check('validity_periods_single_supplement_check', nonNegative(t.singleSupplementPrice)),
  ],
);
