// What the traveler's account area and Update Payment Method keep: the mailing address (/account/address) and the
// card a booking's automatic payments use (a processor's payment-method id and what can be shown of the card).
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';
import { users } from './users.js';

/** A traveler's mailing address (TRV-065). */
export const travelerAddresses = pgTable(
  'traveler_addresses',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    line1: text().notNull(),
    line2: text().notNull().default(''),
    city: text().notNull(),
    region: text().notNull().default(''),
    postalCode: text().notNull(),
    /** ISO 3166-1 alpha-2. */
    countryCode: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('traveler_addresses_country_check', sql`${t.countryCode} ~ '^[A-Z]{2}$'`)],
);

/** The payment method on file for a booking (TRV-069, TRV-070): the processor's id, never a card number. */
export const bookingPaymentMethods = pgTable(
  'booking_payment_methods',
  {
    bookingId: uuid()
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    processorMethodId: text().notNull(),
    brand: text().notNull(),
    last4: text().notNull(),
    updatedBy: uuid()
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('booking_payment_methods_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`)],
);
