// Discount codes (HAP-053, HAP-054) and which booking applied which code, so removing a code gives back what it took.
import { DISCOUNT_CODE_KINDS } from '@caravan/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';
import { currencyCheck, oneOf } from './checks.js';
import { users } from './users.js';

/** A code, stored upper-case so codes are unique whatever case they are typed in. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull().unique(),
    kind: text().notNull(),
    /** Minor units of `currency` for a fixed code; whole percent for a percentage. */
    value: integer().notNull(),
    currency: text(),
    expiresAt: timestamp({ withTimezone: true }),
    maxUses: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('discount_codes_upper_check', sql`${t.code} = upper(${t.code})`),
    check('discount_codes_kind_check', oneOf(t.kind, DISCOUNT_CODE_KINDS)),
    check('discount_codes_value_check', sql`${t.value} >= 1 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check(
      'discount_codes_currency_check',
      sql`(${t.kind} = 'percent' and ${t.currency} is null) or (${t.kind} = 'fixed' and ${currencyCheck(t.currency)})`,
    ),
    check('discount_codes_max_uses_check', sql`${t.maxUses} is null or ${t.maxUses} >= 1`),
  ],
);

/** A code applied to a booking, with the amount it took off: at most once per booking (the key). */
export const bookingDiscountCodes = pgTable(
  'booking_discount_codes',
  {
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    discountCodeId: uuid()
      .notNull()
      .references(() => discountCodes.id),
    amount: integer().notNull(),
    appliedBy: uuid()
      .notNull()
      .references(() => users.id),
    appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.discountCodeId] }),
    // A code's uses, counted against its max_uses.
    index('booking_discount_codes_code_idx').on(t.discountCodeId),
    check('booking_discount_codes_amount_check', sql`${t.amount} >= 1`),
  ],
);
