// Trips: a host's departure of an itinerary with its lifecycle, pricing, spots, page and host terms; important dates.
import {
  BOOKABLE_TRIP_STATUSES,
  CANCELLATION_REASON_CODE_LIST,
  HOST_TRIP_CANCELLATION_REASONS,
  IMPORTANT_DATE_KEYS,
  ITINERARY_MAXIMUM_SPOTS_DEFAULT,
  PACKAGE_LEVELS,
  PUBLISH_STATUSES,
  TRIP_STATUSES,
} from '@caravan/domain';
import type {
  HostRoom,
  ItineraryOptionalService,
  PromoteEmails,
  TripCompanion,
  TripCostThreshold,
} from '@caravan/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
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
import { inventoryItems } from './inventory.js';
import { itineraries } from './itineraries.js';
import { tripRequests } from './trip-requests.js';
import { users } from './users.js';

type JsonRecord = Record<string, unknown>;

/** The host's agreed terms: cost outputs and the spots and prices they were computed for. */
export interface TripHostTerms {
  costOutputs: JsonRecord[];
  minimumSpots?: number;
  maximumSpots?: number;
}

/**
 * A trip. Ownership: host_id (users.id of the primary host) and operator_id, which a composite foreign key keeps
 * equal to the itinerary's operator. Amounts are integer minor units of `currency`.
 */
export const trips = pgTable(
  'trips',
  {
    id: uuid().primaryKey().defaultRandom(),
    shortId: text().notNull().unique(),
    name: text().notNull(),
    status: text().notNull().default('created'),
    publishStatus: text().notNull().default('pending'),
    itineraryId: uuid().notNull(),
    operatorId: uuid().notNull(),
    hostId: uuid()
      .notNull()
      .references(() => users.id),
    accountManagerId: uuid().references(() => users.id),
    tripRequestId: uuid()
      .unique()
      .references(() => tripRequests.id),
    inventoryItemId: uuid().references(() => inventoryItems.id),
    selectedPackage: text(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }),
    // page
    destination: text().notNull().default(''),
    country: text().notNull().default(''),
    /** The IANA zone of the trip's place, copied from its itinerary at creation: the trip's 'today' (decision 038). */
    timeZone: text().notNull().default('UTC'),
    tripPath: text().unique(),
    tripSummary: text().notNull().default(''),
    categories: jsonb().$type<string[]>().notNull().default([]),
    photos: jsonb()
      .$type<{ hero?: string | null; itineraryPhotos: string[] }>()
      .notNull()
      .default({ itineraryPhotos: [] }),
    launchDate: timestamp({ withTimezone: true }),
    publishRequest: timestamp({ withTimezone: true }),
    lastPublishDate: timestamp({ withTimezone: true }),
    hasHostCompletedPromoteTutorial: boolean().notNull().default(false),
    bookingAutoConfirmation: boolean().notNull().default(false),
    promoteEmails: jsonb().$type<PromoteEmails>(),
    promotionalAssets: jsonb().$type<string[]>().notNull().default([]),
    // spots
    minimumSpots: integer(),
    maximumSpots: integer().notNull().default(ITINERARY_MAXIMUM_SPOTS_DEFAULT),
    /** Spots sold; taken with one conditional UPDATE (spots_taken < maximum_spots). */
    spotsTaken: integer().notNull().default(0),
    // pricing
    currency: text().notNull().default('USD'),
    costThresholds: jsonb().$type<TripCostThreshold[]>().notNull().default([]),
    singleSupplementPrice: integer().notNull().default(0),
    /** Total single-supplement (private room) spots. */
    singleSupplementQuantity: integer().notNull().default(0),
    /** Private rooms still available; taken with one conditional UPDATE (… > 0). */
    singleSupplementQuantityAvailable: integer().notNull().default(0),
    /** FOC (free of charge) spots the operator prices in (OPT-055, OPT-056); 0 is a trip without FOCs. */
    focQuantity: integer().notNull().default(0),
    priceInitial: integer(),
    priceRemaining: integer(),
    serviceFee: integer(),
    transactionFee: integer(),
    /** Earnings advance. */
    flightStipend: integer(),
    hostTerms: jsonb().$type<TripHostTerms>(),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    earningsApprovedAt: timestamp({ withTimezone: true }),
    operatorTerms: boolean().notNull().default(false),
    instantlyApproved: boolean().notNull().default(false),
    // the host's request
    quantityHostRooms: integer(),
    hostRooms: jsonb().$type<HostRoom[]>().notNull().default([]),
    companions: jsonb().$type<TripCompanion[]>().notNull().default([]),
    dietaryRestriction: text(),
    additionalRequests: text().notNull().default(''),
    optionalServices: jsonb().$type<JsonRecord[]>().notNull().default([]),
    hostSelectedOptionalServices: jsonb().$type<JsonRecord[]>().notNull().default([]),
    selectedWorkshopSpaces: jsonb().$type<JsonRecord[]>().notNull().default([]),
    additionalOptionalServices: jsonb().$type<ItineraryOptionalService[]>().notNull().default([]),
    hostGroundTransfers: jsonb().$type<JsonRecord[]>().notNull().default([]),
    // operations
    operatorTechnicalItineraryApproved: boolean().notNull().default(false),
    adminTechnicalItineraryApproved: boolean().notNull().default(false),
    passportRequired: boolean().notNull().default(false),
    preparationListUrl: text(),
    /** Days before the start after which bookings close. */
    bookingsDeadline: integer(),
    travelerInsuranceRequired: boolean().notNull().default(false),
    mobileAppEnabled: boolean().notNull().default(false),
    internalCancellationReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'trips_itinerary_operator_fk',
      columns: [t.itineraryId, t.operatorId],
      foreignColumns: [itineraries.id, itineraries.operatorId],
    }),
    foreignKey({ name: 'trips_operator_fk', columns: [t.operatorId], foreignColumns: [users.id] }),
    // Each organiser's trips in the lists' id order (keyset paging), and the admin list by status.
    index('trips_host_idx').on(t.hostId, t.id),
    index('trips_operator_idx').on(t.operatorId, t.id),
    index('trips_status_idx').on(t.status, t.id),
    index('trips_inventory_item_idx').on(t.inventoryItemId),
    // The Explore list (MKT-010): bookable statuses → start date, id; the predicate is the query's own literal list.
    index('trips_bookable_start_idx')
      .on(t.startDate, t.id)
      .where(sql.raw(`"status" in (${BOOKABLE_TRIP_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    // The trip search by price (MKT-027): bookable statuses → price, start date, id, read forwards or backwards.
    index('trips_bookable_price_idx')
      .on(t.priceInitial, t.startDate, t.id)
      .where(sql.raw(`"status" in (${BOOKABLE_TRIP_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    unique('trips_id_host_unique').on(t.id, t.hostId),
    check('trips_status_check', oneOf(t.status, TRIP_STATUSES)),
    check('trips_publish_status_check', oneOf(t.publishStatus, PUBLISH_STATUSES)),
    check('trips_package_check', oneOf(t.selectedPackage, PACKAGE_LEVELS, { nullable: true })),
    check('trips_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('trips_minimum_spots_check', nonNegative(t.minimumSpots)),
    check('trips_maximum_spots_check', sql`${t.maximumSpots} >= 1`),
    check('trips_spots_order_check', sql`${t.minimumSpots} <= ${t.maximumSpots}`),
    check('trips_spots_taken_check', sql`${t.spotsTaken} >= 0 and ${t.spotsTaken} <= ${t.maximumSpots}`),
    check('trips_single_supplement_price_check', nonNegative(t.singleSupplementPrice)),
    check('trips_single_supplement_quantity_check', nonNegative(t.singleSupplementQuantity)),
    check(
      'trips_single_supplement_available_check',
      sql`${t.singleSupplementQuantityAvailable} >= 0 and ${t.singleSupplementQuantityAvailable} <= ${t.singleSupplementQuantity}`,
    ),
    check('trips_foc_quantity_check', nonNegative(t.focQuantity)),
    check('trips_price_initial_check', nonNegative(t.priceInitial)),
    check('trips_price_remaining_check', nonNegative(t.priceRemaining)),
    check('trips_service_fee_check', nonNegative(t.serviceFee)),
    check('trips_transaction_fee_check', nonNegative(t.transactionFee)),
    check('trips_flight_stipend_check', nonNegative(t.flightStipend)),
    check('trips_host_rooms_check', nonNegative(t.quantityHostRooms)),
    check('trips_bookings_deadline_check', nonNegative(t.bookingsDeadline)),
    check(
      'trips_cancellation_reason_check',
      // The trip machine stores the shown reasons (TRP-007: 'automatic-launch-overdue', …); booking codes stay allowed.
      oneOf(t.internalCancellationReason, [...HOST_TRIP_CANCELLATION_REASONS, ...CANCELLATION_REASON_CODE_LIST], {
        nullable: true,
      }),
    ),
    check('trips_currency_check', currencyCheck(t.currency)),
  ],
);

/** A dated milestone of a trip shown on the host's home panel (HOM-013). */
export const importantDates = pgTable(
  'important_dates',
  {
    id: uuid().primaryKey().defaultRandom(),
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    isSimpleDate: boolean().notNull().default(true),
  },
  (t) => [
    unique('important_dates_trip_key_unique').on(t.tripId, t.key),
    check('important_dates_key_check', oneOf(t.key, IMPORTANT_DATE_KEYS)),
  ],
);

/** A trip as stored: the row the services read and write. */
export type TripRow = typeof trips.$inferSelect;
