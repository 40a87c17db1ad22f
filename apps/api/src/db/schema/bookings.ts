// Bookings with their secondary travelers, add-ons, payments and insurance policies; idempotency keys for money moves.
import {
  ADD_ON_STATUSES,
  ADD_ON_TYPES,
  BOOKING_STATUSES,
  CANCELLATION_REASON_CODE_LIST,
  INSURANCE_POLICY_STATUSES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
} from '@caravan/domain';
import type { AddOnService, TravelersRoom } from '@caravan/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { currencyCheck, nonNegative, oneOf } from './checks.js';
import { groundTransfers } from './ground-transfers.js';
import { services } from './services.js';
import { trips } from './trips.js';
import { users } from './users.js';

/**
 * A booking (order) of a trip by its customer, the primary traveler (TRV-006). Amounts are integer minor units of
 * `currency`; due_amount below zero is credit available (TRV-007).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: text().notNull().unique(),
    tripId: uuid()
      .notNull()
      .references(() => trips.id),
    customerId: uuid()
      .notNull()
      .references(() => users.id),
    status: text().notNull().default('pending'),
    isPendingCancellation: boolean().notNull().default(false),
    currency: text().notNull().default('USD'),
    travelAmount: integer().notNull(),
    paidAmount: integer().notNull().default(0),
    dueAmount: integer().notNull(),
    paymentDueDate: date({ mode: 'string' }),
    totalSpotsBooked: integer().notNull().default(1),
    travelersRooms: jsonb().$type<TravelersRoom[]>().notNull().default([]),
    automaticPaymentStatus: text(),
    rezdyTripId: text(),
    internalCancellationReason: text(),
    cancellationRequestedAt: timestamp({ withTimezone: true }),
    cancelledByHost: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A trip's bookings (and its waitlist count); a customer's bookings in the list's id order.
    index('bookings_trip_idx').on(t.tripId, t.status),
    index('bookings_customer_idx').on(t.customerId, t.id),
    check('bookings_status_check', oneOf(t.status, BOOKING_STATUSES)),
    check('bookings_travel_amount_check', nonNegative(t.travelAmount)),
    check('bookings_paid_amount_check', nonNegative(t.paidAmount)),
    check('bookings_spots_check', sql`${t.totalSpotsBooked} >= 1`),
    check(
      'bookings_cancellation_reason_check',
      oneOf(t.internalCancellationReason, CANCELLATION_REASON_CODE_LIST, { nullable: true }),
    ),
    check('bookings_currency_check', currencyCheck(t.currency)),
  ],
);

/** A secondary traveler (additional participant) on a booking; the customer is bookings.customer_id. */
export const bookingTravelers = pgTable(
  'booking_travelers',
  {
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.userId] }),
    index('booking_travelers_user_idx').on(t.userId, t.bookingId),
  ],
);

/** An add-on of a booking (MBK-016); a removed add-on is kept, marked deleted. Prices in minor units. */
export const addOns = pgTable(
  'add_ons',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The traveler the add-on belongs to. */
    userId: uuid()
      .notNull()
      .references(() => users.id),
    type: text().notNull(),
    status: text().notNull().default('CONFIRMED'),
    quantity: integer().notNull().default(1),
    unitPriceWithFee: integer().notNull(),
    price: integer(),
    currency: text().notNull().default('USD'),
    deleted: boolean().notNull().default(false),
    manageMode: boolean().notNull().default(false),
    serviceId: uuid().references(() => services.id),
    /** The sold service as the traveler saw it (name, type, timing, occupancy). */
    service: jsonb().$type<AddOnService>(),
    groundTransferId: uuid().references(() => groundTransfers.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('add_ons_booking_idx').on(t.bookingId),
    check('add_ons_type_check', oneOf(t.type, ADD_ON_TYPES)),
    check('add_ons_status_check', oneOf(t.status, ADD_ON_STATUSES)),
    check('add_ons_quantity_check', sql`${t.quantity} >= 1`),
    check('add_ons_currency_check', currencyCheck(t.currency)),
  ],
);

/** A payment on a booking (PAY-001); the amount is integer minor units, negative for a refund. */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    amount: integer().notNull(),
    currency: text().notNull().default('USD'),
    status: text().notNull().default('pending'),
    automatic: boolean().notNull().default(false),
    /** The payment provider's reference. */
    providerReference: text(),
    paidAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    check('payments_type_check', oneOf(t.type, PAYMENT_TYPES)),
    check('payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
    check('payments_currency_check', currencyCheck(t.currency)),
  ],
);

/** A travel insurance policy bought on a booking (INS-001); coverage is the plan's display name (INS-002). */
export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The insurance-plan add-on that sold it. */
    addOnId: uuid().references(() => addOns.id),
    /** The insured traveler. */
    userId: uuid()
      .notNull()
      .references(() => users.id),
    policyNumber: text().unique(),
    coverage: text().notNull(),
    claimsUrl: text(),
    confirmationOfBenefitsUrl: text(),
    status: text().notNull().default('pending'),
    firstName: text().notNull(),
    lastName: text().notNull(),
    premium: integer().notNull().default(0),
    currency: text().notNull().default('USD'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('insurance_policies_booking_idx').on(t.bookingId),
    check('insurance_policies_status_check', oneOf(t.status, INSURANCE_POLICY_STATUSES)),
    check('insurance_policies_premium_check', nonNegative(t.premium)),
    check('insurance_policies_currency_check', currencyCheck(t.currency)),
  ],
);

/** States of a stored idempotency key: the first request still running, or its response recorded. */
export const IDEMPOTENCY_KEY_STATUSES = ['in-progress', 'completed'] as const;

/**
 * An Idempotency-Key of a money-moving request, per user: a replay with the same route and request hash gets the
 * recorded response; a different hash is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** Method and route pattern, e.g. 'POST /api/bookings/:id/payments'. */
    route: text().notNull(),
    /** SHA-256 of the canonical request body. */
    requestHash: text().notNull(),
    status: text().notNull().default('in-progress'),
    responseStatus: integer(),
    responseBody: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    check('idempotency_keys_status_check', oneOf(t.status, IDEMPOTENCY_KEY_STATUSES)),
    check('idempotency_keys_key_length_check', sql`char_length(${t.key}) between 1 and 255`),
    check('idempotency_keys_response_check', sql`(${t.status} = 'completed') = (${t.responseStatus} is not null)`),
  ],
);
