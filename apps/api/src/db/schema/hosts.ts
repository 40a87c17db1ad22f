// Hosts: level, lead status, public profile, socials, interests and onboarding; co-hosts and recommendations.
import { HOST_STATUSES, MAX_HOST_LEVEL, PROFILE_BIO_MAX_LENGTH } from '@caravan/domain';
import type { HostInterest, HostNamedCode, HostSocialChannels } from '@caravan/domain';
import { AUDIENCE_EXPORT_STATUSES } from '@caravan/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { itineraries } from './itineraries.js';
import { users } from './users.js';

/** A host's record, keyed by the host's account (users.id): trips.host_id holds the same id. */
export const hosts = pgTable(
  'hosts',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0..3 (LVL-001, LVL-002). */
    level: integer().notNull().default(0),
    status: text().notNull().default('created'),
    onboardingCompleted: boolean().notNull().default(false),
    /** The public page path; unique across hosts. */
    pagePath: text().unique(),
    displayName: text(),
    bio: text(),
    profilePictureUrl: text(),
    pronouns: jsonb().$type<string[]>().notNull().default([]),
    languages: jsonb().$type<HostNamedCode[]>().notNull().default([]),
    country: jsonb().$type<HostNamedCode>(),
    interests: jsonb().$type<HostInterest[]>().notNull().default([]),
    socialChannels: jsonb().$type<HostSocialChannels>().notNull().default({}),
    socialEngagementUserId: text(),
    audienceExportStatus: text().notNull().default('none'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The admin host list by status, in its order (user id).
    index('hosts_status_idx').on(t.status, t.userId),
    check('hosts_level_check', sql`${t.level} between 0 and ${sql.raw(String(MAX_HOST_LEVEL))}`),
    check('hosts_status_check', oneOf(t.status, HOST_STATUSES)),
    check('hosts_audience_export_status_check', oneOf(t.audienceExportStatus, AUDIENCE_EXPORT_STATUSES)),
    check('hosts_bio_length_check', sql`char_length(${t.bio}) <= ${sql.raw(String(PROFILE_BIO_MAX_LENGTH))}`),
  ],
);

/** A co-host (host-secondary account) working on a primary host's trips. */
export const hostCohosts = pgTable(
  'host_cohosts',
  {
    cohostId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    primaryHostId: uuid()
      .notNull()
      .references(() => hosts.userId, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('host_cohosts_primary_idx').on(t.primaryHostId),
    check('host_cohosts_distinct_check', sql`${t.cohostId} <> ${t.primaryHostId}`),
  ],
);

/** The itineraries recommended to a host (host recommendations). */
export const hostRecommendations = pgTable(
  'host_recommendations',
  {
    hostId: uuid()
      .notNull()
      .references(() => hosts.userId, { onDelete: 'cascade' }),
    itineraryId: uuid()
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    topRecommended: boolean().notNull().default(false),
    /** True when the platform recommends (shown as the company), else the recommender below. */
    platformRecommended: boolean().notNull().default(false),
    recommendedById: uuid().references(() => users.id),
    note: text().notNull().default(''),
    active: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.hostId, t.itineraryId] })],
);
