// pg-boss's job table as drizzle reads it (for the admin's failed-jobs list): outside db/schema, so drizzle-kit never
// makes a migration for a table pg-boss owns and migrates itself.
import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { QUEUE_SCHEMA } from './queue.constants.js';

export const bossJobs = pgSchema(QUEUE_SCHEMA).table('job', {
  id: uuid().notNull(),
  name: text().notNull(),
  data: jsonb(),
  /** pg-boss's job_state enum, read as text. */
  state: text().notNull(),
  retryCount: integer().notNull(),
  retryLimit: integer().notNull(),
  output: jsonb(),
  createdOn: timestamp({ withTimezone: true }).notNull(),
  startedOn: timestamp({ withTimezone: true }),
  completedOn: timestamp({ withTimezone: true }),
});
