// What the traveler booking routes record beyond the data model: the traveler's cancellation request as sent and computed.
import { CANCELLATION_REASON_CODE_LIST } from '@caravan/domain';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';
import { nonNegative, oneOf } from './checks.js';
import { users } from './users.js';

/**
 * A booking's cancellation, one per booking, the latest kept: written by the traveler's cancellation request
 * (TAP-001: the reason in their words, the refund method chosen) and by the admin's cancel tool (the reason code's
 * label, no refund method), each with the calculator's outputs for its reason code (CAN-003, CXL-020) and the voucher
 * the credit is issued as.
 */
export const bookingCancellationRequests = pgTable(
  'booking_cancellation_requests',
  {
    bookingId: uuid()
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    requestedBy: uuid()
      .notNull()
      .references(() => users.id),
    reason: text().notNull(),
    refundMethodDescription: text(),
    reasonCode: text().notNull(),
    refundAmount: integer().notNull(),
    tripCreditAmount: integer().notNull(),
    feeAmount: integer().notNull(),
    forfeitedAmount: integer().notNull(),
    voucherCode: text(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('booking_cancellation_requests_code_check', oneOf(t.reasonCode, CANCELLATION_REASON_CODE_LIST)),
    check('booking_cancellation_requests_refund_check', nonNegative(t.refundAmount)),
    check('booking_cancellation_requests_credit_check', nonNegative(t.tripCreditAmount)),
    check('booking_cancellation_requests_fee_check', nonNegative(t.feeAmount)),
    check('booking_cancellation_requests_forfeited_check', nonNegative(t.forfeitedAmount)),
  ],
);
