// Opens the database: PGlite in a local folder by default, node-postgres when DATABASE_URL is set.
import type { PGlite } from '@electric-sql/pglite';
import type { PoolClient } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR as migrationsFolder } from '../paths.js';
import { log } from '../observability/logger.js';
import { connectionLeases } from './connection-lease.js';
import { lockDataFolder } from './lock.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction (the caller's, when a change is part of a larger unit of work). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** What the job queue (queue/job-queue.ts) connects through: the same PGlite, or its own pool on the same server. */
  connection: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  /** Runs the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * The database as the current lease sees it (connection-lease.ts, decision 040): inside `lease()`, every statement
   * and transaction runs on the one connection the request holds; on PGlite, which is one connection, it is `db`.
   * Used only inside `lease()`; statements prepared on it are prepared once per process (prepared.ts).
   */
  leased: Db;
  /** Runs `work` holding one pooled connection, checked out at its first statement (nested calls share it). */
  lease<T>(work: () => Promise<T>): Promise<T>;
  /** Hands the lease's connection back before slow work that needs none; its next statement takes one again. */
  pauseLease(): void;
  /** PostgreSQL: the pool's connections now (the metrics read it); absent on PGlite, which is one connection. */
  poolUse?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export type DatabaseOptions =
  /** `lease`: one pooled connection held through a request's database work (decision 040; config CARAVAN_DB_LEASE). */
  | { url: string; lease?: boolean }
  | { dataDir: string }
  /** In memory; `snapshot` (a PGlite data-folder dump) starts it as a copy of another database. */
  | { memory: true; snapshot?: Blob };

/** Opens the database named by the options; an embedded folder is locked to this process. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // Each driver is loaded only when used: a server on PostgreSQL never pays at start for PGlite's module, nor the reverse.
  if ('url' in options) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    let closing = false;
    // An idle connection can be cut by the server (restart, failover, an admin's termination, a dropped database);
    // node-postgres then emits 'error' on the pool, which crashes the process when nobody listens. The pool has
    // already discarded that connection and opens a new one on the next query, so a note is all it needs. pool.end()
    // resolves before its connections have finished closing, so a cut after close is expected and stays quiet.
    pool.on('error', (error) => {
      if (!closing)
        log().warn({ err: error }, `[database] an idle connection was closed by the server: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    // Off unless asked (config CARAVAN_DB_LEASE=on, decision 040): measured, a connection held through the request's JavaScript
    // between its statements lost at 50 connections on a pool of 10 (0.36 of the raw baseline against 0.58 with one
    // pooled connection per statement), so each statement outside a transaction takes its own by default.
    const leases = options.lease ? connectionLeases(pool) : undefined;
    const leased = leases
      ? drizzlePg({ client: leases.client as unknown as PoolClient, schema, casing: 'snake_case' })
      : db;
    return {
      db: db as unknown as Db,
      leased: leased as unknown as Db,
      lease: leases?.run ?? ((work) => work()),
      pauseLease: leases?.pause ?? (() => {}),
      kind: 'postgres',
      connection: { kind: 'postgres', url: options.url },
      migrate: () => migratePg(db, { migrationsFolder }),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const release = 'dataDir' in options ? lockDataFolder(options.dataDir) : () => {};
  try {
    const client =
      'dataDir' in options
        ? new PGlite(options.dataDir)
        : options.snapshot
          ? new PGlite({ loadDataDir: options.snapshot })
          : new PGlite();
    await client.waitReady;
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    return {
      db: db as unknown as Db,
      leased: db as unknown as Db,
      lease: (work) => work(),
      pauseLease: () => {},
      kind: 'pglite',
      connection: { kind: 'pglite', client },
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
