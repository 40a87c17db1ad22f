// A fresh, migrated database per test file: in-memory PGlite by default, a throwaway database on DATABASE_URL.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { type QueryLog, installQueryLog } from './query-log.js';

export interface TestDatabase extends Database {
  /** Where this database lives, for a second connection in race tests. */
  url: string | null;
  /** Every statement the database runs while a test records (query budgets, plans). */
  queries: QueryLog;
}

const clientOf = (database: Database) => (database.db as unknown as { $client: unknown }).$client;

/** Opens a new empty database and runs the migrations on it. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ memory: true });
    await database.migrate();
    return { ...database, url: null, queries: installQueryLog(clientOf(database)) };
  }
  const name = `caravan_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    queries: installQueryLog(clientOf(database)),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
