// Opens the database: PGlite in a local folder by default, node-postgres when DATABASE_URL is set.
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR as migrationsFolder } from '../paths.js';
import { lockDataFolder } from './lock.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions = { url: string } | { dataDir: string } | { memory: true };

/** Opens the database named by the options; an embedded folder is locked to this process. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    let closing = false;
    // An idle connection can be cut by the server (restart, failover, an admin's termination, a dropped database);
    // node-postgres then emits 'error' on the pool, which crashes the process when nobody listens. The pool has
    // already discarded that connection and opens a new one on the next query, so a note is all it needs. pool.end()
    // resolves before its connections have finished closing, so a cut after close is expected and stays quiet.
    pool.on('error', (error) => {
      if (!closing) console.warn(`[database] an idle connection was closed by the server: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const release = 'dataDir' in options ? lockDataFolder(options.dataDir) : () => {};
  try {
    const client = 'dataDir' in options ? new PGlite(options.dataDir) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}
