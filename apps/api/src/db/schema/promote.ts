// Email campaigns: the drip emails of a trip's promotion, with their schedule, status and counters.
import { PROMOTE_EMAIL_STATUSES } from '@caravan/domain';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { nonNegative, oneOf } from './checks.js';
import { trips } from './trips.js';

/** One email of a trip's campaign (email hook and its report row, PRM-002, HBK-002). */
export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    id: uuid().primaryKey().defaultRandom(),
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    sortOrder: integer().notNull().default(0),
    dripCampaignIdentifier: text(),
    dripIdentifier: text(),
    scheduledLabel: text(),
    hostBlurb: text().notNull().default(''),
    active: boolean().notNull().default(true),
    status: text().notNull().default('Pending'),
    scheduledDate: timestamp({ withTimezone: true }),
    completedDate: timestamp({ withTimezone: true }),
    clicked: integer().notNull().default(0),
    opened: integer().notNull().default(0),
  },
  (t) => [
    index('email_campaigns_trip_idx').on(t.tripId, t.sortOrder),
    check('email_campaigns_status_check', oneOf(t.status, PROMOTE_EMAIL_STATUSES)),
    check('email_campaigns_clicked_check', nonNegative(t.clicked)),
    check('email_campaigns_opened_check', nonNegative(t.opened)),
  ],
);
