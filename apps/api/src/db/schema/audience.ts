// A host's audience: survey responses and the shareable links that collect them.
import { AUDIENCE_LINK_TYPES } from '@caravan/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { hosts } from './hosts.js';

/** The links that collect audience rows: a survey answer, or an email capture's name and address. */
export const SURVEY_RESPONSE_SOURCES = ['survey', 'emailCapture'] as const;

/** One survey response collected for a host; the budget is whole dollars as the survey asks it. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: uuid().primaryKey().defaultRandom(),
    hostId: uuid()
      .notNull()
      .references(() => hosts.userId, { onDelete: 'cascade' }),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    email: text().notNull(),
    age: integer(),
    travelBudget: integer(),
    destinations: jsonb().$type<string[]>().notNull().default([]),
    timeOfYear: jsonb().$type<string[]>().notNull().default([]),
    gender: text(),
    /** Whether the respondent joined the host's marketing list. */
    marketingOptIn: boolean().notNull().default(false),
    /** Which link collected the row: the survey (counted in the audience data) or the email capture (list only). */
    source: text().notNull().default('survey'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('survey_responses_host_idx').on(t.hostId),
    check('survey_responses_source_check', oneOf(t.source, SURVEY_RESPONSE_SOURCES)),
    check('survey_responses_age_check', sql`${t.age} >= 0`),
    check('survey_responses_budget_check', sql`${t.travelBudget} >= 0`),
  ],
);

/** A host's shareable link (PLT-063): type, public path and destination. */
export const links = pgTable(
  'links',
  {
    id: uuid().primaryKey().defaultRandom(),
    hostId: uuid()
      .notNull()
      .references(() => hosts.userId, { onDelete: 'cascade' }),
    linkType: text().notNull(),
    path: text().notNull().unique(),
    destination: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A host's links and the admin list by type, in the lists' id order.
    index('links_host_idx').on(t.hostId, t.id),
    index('links_type_idx').on(t.linkType, t.id),
    check('links_type_check', oneOf(t.linkType, AUDIENCE_LINK_TYPES)),
  ],
);
