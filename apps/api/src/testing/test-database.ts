// A fresh database per test world: in-memory PGlite by default, a throwaway database on DATABASE_URL. Each starts as
// a copy of one the integration tier's global setup prepared (migrated, or migrated and seeded: database-snapshots.ts).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { databaseUrl, onServer, type DatabaseSnapshots } from './database-snapshots.js';
import { cheapenDemoPasswords } from './cheap-demo-passwords.js';
import { type QueryLog, installQueryLog } from './query-log.js';

export interface TestDatabase extends Database {
  /** Where this database lives, for a second connection in race tests. */
  url: string | null;
  /** Every statement the database runs while a test records (query budgets, plans). */
  queries: QueryLog;
}

const clientOf = (database: Database) => (database.db as unknown as { $client: unknown }).$client;

/** The prepared databases, when the global setup made them (the integration tier); else each world migrates. */
function snapshots(): DatabaseSnapshots | undefined {
  try {
    return inject('databaseSnapshots');
  } catch {
    return undefined;
  }
}

/** PGlite dumps read once per test file, not once per world. */
const dumps = new Map<string, Blob>();
function dumpAt(file: string): Blob {
  const dump = dumps.get(file) ?? new Blob([readFileSync(file)]);
  dumps.set(file, dump);
  return dump;
}

/** Opens a new migrated database, with the demo data in it when `seeded`. */
export async function openTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const prepared = snapshots();
  const source = prepared && (options.seeded ? prepared.seeded : prepared.empty);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const fromSnapshot = prepared?.kind === 'pglite' && source;
    const database = await openDatabase(fromSnapshot ? { memory: true, snapshot: dumpAt(source) } : { memory: true });
    if (!fromSnapshot) await prepareWithoutSnapshot(database, options.seeded);
    return { ...database, url: null, queries: installQueryLog(clientOf(database)) };
  }
  const name = `caravan_test_${randomBytes(6).toString('hex')}`;
  const fromTemplate = prepared?.kind === 'postgres' && source;
  await onServer(serverUrl, fromTemplate ? `create database ${name} template ${source}` : `create database ${name}`);
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ url });
  if (!fromTemplate) await prepareWithoutSnapshot(database, options.seeded);
  return {
    ...database,
    url,
    queries: installQueryLog(clientOf(database)),
    close: async () => {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function prepareWithoutSnapshot(database: Database, seeded = false): Promise<void> {
  await database.migrate();
  if (seeded) {
    const { seedDemoData } = await import('../db/seed/seed.js');
    await seedDemoData(database.db);
    await cheapenDemoPasswords(database.db);
  }
}
